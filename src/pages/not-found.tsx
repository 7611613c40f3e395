import { Box, Button, Code, Heading, Text } from '@chakra-ui/react';
import { codeRecipe } from '@chakra-ui/react/theme';
import { Link, useLocation } from 'react-router-dom';
import { NOT_FOUND_PATH } from '../app/route-table';
import { usePageMeta } from '../lib/page-meta';

export function Component() {
  const { pathname } = useLocation();
  // The build renders this page once, as /404, for a static host to answer
  // every unknown address with: until the app has read the address, the page
  // names none rather than a wrong one.
  const named = pathname !== NOT_FOUND_PATH;
  usePageMeta('404 Page Not Found', 'The page you asked for does not exist on this site.', {
    noindex: true,
  });
  return (
    <Box maxW="2xl" mx="auto" px="6" py={{ base: '24', md: '32' }} textAlign="center">
      {/* A picture of the status; the heading says it. */}
      <Text
        aria-hidden="true"
        fontFamily="heading"
        fontSize="6xl"
        fontWeight="bold"
        color="brand.solid"
        lineHeight="1"
      >
        404
      </Text>
      <Heading as="h1" size="3xl" mt="4" mb="4">
        404 Page Not Found
      </Heading>
      <Text color="fg.muted" mb="4">
        {named ? (
          <>
            No route matches{' '}
            <Code recipe={codeRecipe} wordBreak="break-all">
              {pathname}
            </Code>
            .
          </>
        ) : (
          'No route matches this address.'
        )}
      </Text>
      <Text color="fg.muted" fontSize="sm" mb="8">
        Did you forget to add the page to the router? Routes are declared in{' '}
        {/* The file name and its full stop stay on one line. */}
        <Box as="span" whiteSpace="nowrap">
          <Code recipe={codeRecipe}>src/app/route-table.ts</Code>.
        </Box>
      </Text>
      <Button asChild colorPalette="brand">
        <Link to="/">Back to Home</Link>
      </Button>
    </Box>
  );
}
