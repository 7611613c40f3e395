import { Box, Heading, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';

const takeFocus = (heading: HTMLHeadingElement | null) => heading?.focus();

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
      {/* The focus moves here: the button that sent the form is gone, and a
          keyboard or screen reader user would be left on the page's body. */}
      <Heading as="h3" size="lg" ref={takeFocus} tabIndex={-1} outline="none">
        {title}
      </Heading>
      {children}
    </Stack>
  );
}
