import { Box, HStack, Text } from '@chakra-ui/react';
import { Link } from 'react-router-dom';

/** The wordmark; links home. */
export function Logo({ onNavigate, inverted }: { onNavigate?: () => void; inverted?: boolean }) {
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
        <Text as="span" color={inverted ? 'white' : 'fg'}>
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
