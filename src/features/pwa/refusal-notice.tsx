import { Box, Button, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { OUTBOX_FORM_NAMES, type OutboxRefusal } from '../../lib/outbox';
import { Notice } from './notice';
import { writtenFields } from './refusal-fields';

// Live mode: a form kept offline that the server refused when it went out. The
// notice stays until the visitor dismisses it (in any page, on any later
// visit), names the form, gives the server's reason and keeps what was typed,
// ready to copy into the form again.

const asText = (fields: [string, string][]) =>
  fields.map(([label, value]) => `${label}: ${value}`).join('\n');

export function RefusalNotice({
  refusal,
  onDismiss,
}: {
  refusal: OutboxRefusal;
  onDismiss: () => void;
}) {
  const [copied, setCopied] = useState(false);
  const title = `${OUTBOX_FORM_NAMES[refusal.path] ?? 'A form you sent offline'} could not be sent`;
  const reason = refusal.error.replace(/\.$/, '');
  const fields = writtenFields(refusal);
  return (
    <Notice
      role="alert"
      tone="error"
      title={title}
      dismiss={{ label: `Dismiss: ${title}`, onClick: onDismiss }}
    >
      <Text>{reason}. What you wrote is kept here: copy it, then send the form again.</Text>
      {fields.length > 0 ? (
        <>
          <Box
            role="region"
            aria-label="What you wrote"
            tabIndex={0}
            maxH="40"
            overflowY="auto"
            borderWidth="1px"
            borderRadius="l1"
            p="2"
            bg="bg.subtle"
          >
            <dl>
              {fields.map(([label, value]) => (
                <Box key={label} mb="1">
                  <Text as="dt" fontWeight="semibold">
                    {label}
                  </Text>
                  <Text as="dd" whiteSpace="pre-wrap" overflowWrap="anywhere">
                    {value}
                  </Text>
                </Box>
              ))}
            </dl>
          </Box>
          <Button
            size="sm"
            variant="outline"
            alignSelf="flex-start"
            onClick={() => {
              void navigator.clipboard
                ?.writeText(asText(fields))
                .then(() => setCopied(true))
                .catch(() => undefined);
            }}
          >
            {copied ? 'Copied' : 'Copy what you wrote'}
          </Button>
        </>
      ) : null}
    </Notice>
  );
}
