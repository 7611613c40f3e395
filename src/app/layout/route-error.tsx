import { Box, Button, Heading, Text } from '@chakra-ui/react';

/** Shown when a route fails to load or render (for example a chunk that could not be fetched). */
export function RouteError() {
  return (
    <Box as="main" maxW="xl" mx="auto" px="6" py="24" textAlign="center">
      <Heading as="h1" size="2xl" mb="4">
        Something went wrong
      </Heading>
      <Text color="fg.muted" mb="8">
        This page could not be shown. Reload to try again; your data is safe.
      </Text>
      <Button colorPalette="brand" onClick={() => window.location.reload()}>
        Reload
      </Button>
    </Box>
  );
}
