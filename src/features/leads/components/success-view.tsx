import { Box, Heading, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** The thank-you screen a dialog shows after a successful submission. */
export function SuccessView({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack align="center" textAlign="center" gap="3" py="6" role="status">
      <Box
        aria-hidden="true"
        boxSize="14"
        rounded="full"
        bg="green.subtle"
        color="green.fg"
        display="grid"
        placeItems="center"
        fontSize="2xl"
      >
        ✓
      </Box>
      <Heading as="h3" size="lg">
        {title}
      </Heading>
      {children}
    </Stack>
  );
}
