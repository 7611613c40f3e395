import {
  Box,
  Button,
  CloseButton,
  Code,
  Dialog,
  Heading,
  Portal,
  Stack,
  Text,
} from '@chakra-ui/react';
import { codeRecipe, dialogSlotRecipe } from '@chakra-ui/react/theme';
import { MOCK_LIMITS } from '../../contract/limits';
import type { LoggedRequest } from '../../contract/mock-control';
import { statusText } from './request-filter';

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
    <Dialog.Root
      recipe={dialogSlotRecipe}
      open={call !== null}
      onOpenChange={(event) => {
        if (!event.open) onClose();
      }}
      size={{ base: 'full', md: 'lg' }}
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            {call ? (
              <>
                <Dialog.Header>
                  <Dialog.Title wordBreak="break-all">
                    {call.method} {call.path}: {statusText(call.status)}
                  </Dialog.Title>
                </Dialog.Header>
                <Dialog.Body>
                  <Stack gap="4">
                    <Text fontSize="sm" color="fg.muted">
                      {new Date(call.time).toLocaleString('en-US')} · answered in {call.durationMs}{' '}
                      ms{call.status === 0 ? ' · the fetch failed: no HTTP answer' : ''}
                    </Text>
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
                </Dialog.Body>
                <Dialog.Footer>
                  <Dialog.ActionTrigger asChild>
                    <Button variant="outline">Close</Button>
                  </Dialog.ActionTrigger>
                </Dialog.Footer>
              </>
            ) : null}
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
