import { Flex, Spinner, VisuallyHidden } from '@chakra-ui/react';

interface LoadingStateProps {
  label: string;
  /**
   * `page`: the whole page waits, the spinner in the middle of the screen.
   * `section`: a list under the page's hero waits, the spinner just under the
   * hero. In the middle of a screen-high box that starts under a hero, it sat
   * below the fold (at 843 to 1,069 px), and the visitor saw a blank page.
   */
  placement?: 'page' | 'section';
}

/** The spinner shown while a page's data loads. */
export function LoadingState({ label, placement = 'page' }: LoadingStateProps) {
  return (
    // minH keeps the footer below the fold while loading, so content arriving
    // does not shift what the visitor sees.
    <Flex
      justify="center"
      align={placement === 'page' ? 'center' : 'flex-start'}
      py={placement === 'page' ? '24' : '16'}
      minH="100vh"
      role="status"
      aria-live="polite"
      aria-busy="true"
    >
      <Spinner size="xl" color="brand.solid" borderWidth="3px" />
      <VisuallyHidden>{label}</VisuallyHidden>
    </Flex>
  );
}
