import { Box, Button, Code, Heading, Stack, Text } from '@chakra-ui/react';
import { codeRecipe } from '@chakra-ui/react/theme';
import { MOCK_LIMITS } from '../../contract/limits';
import type { LoggedRequest } from '../../contract/mock-control';
import { statusText } from './request-filter';
import { ToolDialog } from './tool-dialog';

// One call of the request log: its headers and both bodies, JSON laid out when
// it reads as JSON. A dialog of its own over the inspector, trapping focus.

function pretty(body: string): string {
  try {
    return JSON.stringify(JSON.parse(body), null, 2);
  } catch {
    return body;
  }
}

function Body({ title, text, truncated }: { title: string; text: string; truncated: boolean }) {
  return (
    <Box>
      <Heading as="h3" size="sm" mb="1">
        {title}
      </Heading>
      {truncated ? (
        <Text fontSize="xs" color="fg.muted" mb="1">
          The first {MOCK_LIMITS.loggedBody / 1024} KB only.
        </Text>
      ) : null}
      <Code
        recipe={codeRecipe}
        as="pre"
        display="block"
        whiteSpace="pre-wrap"
        overflowWrap="anywhere"
        p="3"
        maxH="60"
        overflowY="auto"
        w="full"
        tabIndex={0}
        aria-label={title}
      >
        {text ? pretty(text) : '(empty)'}
      </Code>
    </Box>
  );
}

export function RequestDetail({
  call,
  onClose,
}: {
  call: LoggedRequest | null;
  onClose: () => void;
}) {
  return (
    <ToolDialog
      open={call !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      size="lg"
      closeLabel="Close"
      title={call ? `${call.method} ${call.path}: ${statusText(call.status)}` : ''}
      description={
        call
          ? `${new Date(call.time).toLocaleString('en-US')} · answered in ${call.durationMs} ms${
              call.status === 0 ? ' · the fetch failed: no HTTP answer' : ''
            }`
          : ''
      }
      footer={
        <Button variant="outline" onClick={onClose}>
          Close
        </Button>
      }
    >
      {call ? (
        <Stack gap="4">
          <Body
            title="Request headers"
            text={JSON.stringify(call.requestHeaders)}
            truncated={false}
          />
          <Body
            title="Request body"
            text={call.requestBody}
            truncated={call.requestBodyTruncated}
          />
          <Body
            title="Response body"
            text={call.responseBody}
            truncated={call.responseBodyTruncated}
          />
        </Stack>
      ) : null}
    </ToolDialog>
  );
}
