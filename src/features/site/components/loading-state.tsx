import { Center, Spinner, VisuallyHidden } from '@chakra-ui/react';

/** The spinner shown while a page's data loads. */
export function LoadingState({ label }: { label: string }) {
  return (
    // minH keeps the footer below the fold while loading, so content arriving
    // does not shift what the visitor sees.
    <Center py="24" minH="100vh" role="status" aria-live="polite" aria-busy="true">
      <Spinner size="xl" color="brand.solid" borderWidth="3px" />
      <VisuallyHidden>{label}</VisuallyHidden>
    </Center>
  );
}
