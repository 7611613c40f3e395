import { Box, HStack, Text } from '@chakra-ui/react';
import { Link } from 'react-router-dom';

/**
 * Narrower than the navigation bar's mark, name and two buttons need (314px
 * at the default 16px text), the name is left to screen readers and the mark
 * stays. In rem, so that a larger text size set in the browser (which makes
 * every part wider) moves it too: the menu button stays on screen.
 */
const BAR_NAME_HIDDEN = {
  '@media (max-width: 19.99rem)': {
    position: 'absolute',
    width: '1px',
    height: '1px',
    margin: '-1px',
    padding: '0',
    overflow: 'hidden',
    clip: 'rect(0, 0, 0, 0)',
    whiteSpace: 'nowrap',
    borderWidth: '0',
  },
} as const;

/** The wordmark; links home. */
export function Logo({
  onNavigate,
  inverted,
  inBar,
}: {
  onNavigate?: () => void;
  inverted?: boolean;
  /** In the navigation bar: the name gives way on a narrow screen (BAR_NAME_HIDDEN). */
  inBar?: boolean;
}) {
  return (
    // As wide as the mark and the name: in a column (the footer) a link would
    // otherwise stretch across it, blank space and focus ring included.
    <HStack
      asChild
      gap="2"
      fontFamily="heading"
      fontWeight="bold"
      fontSize="xl"
      flexShrink={0}
      w="fit-content"
    >
      <Link to="/" onClick={onNavigate}>
        <Box
          as="span"
          display="grid"
          placeItems="center"
          w="8"
          h="8"
          rounded="lg"
          bg="brand.600"
          color="white"
          fontSize="md"
          aria-hidden="true"
        >
          B
        </Box>
        <Text as="span" color={inverted ? 'white' : 'fg'} css={inBar ? BAR_NAME_HIDDEN : undefined}>
          Brightline
          <Text as="span" color={inverted ? 'amber.400' : 'brand.fg'}>
            {' '}
            Labs
          </Text>
        </Text>
      </Link>
    </HStack>
  );
}
