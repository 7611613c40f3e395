import { Center, Spinner } from '@chakra-ui/react';

/** The spinner shown while a page's data loads. */
export function LoadingState({ label }: { label: string }) {
  return (
    <Center py="24" role="status" aria-live="polite" aria-busy="true">
      <Spinner size="xl" color="brand.solid" borderWidth="3px" aria-label={label} />
    </Center>
  );
}
