import { Box, Button, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { Input } from '../../../components/ui/input';

// The spec's Stay Updated block: the email field and the button do nothing (no
// call is made). Not a form: a form of one field is sent by Enter, and before
// the app has taken the page over the browser would send it itself, putting
// the address in the URL.

export function StayUpdated() {
  return (
    <Box
      as="section"
      aria-labelledby="stay-updated-title"
      bg="brand.subtle"
      py={{ base: '14', md: '20' }}
    >
      <Container maxW="2xl" textAlign="center">
        <Heading as="h2" id="stay-updated-title" fontSize={{ base: '2xl', md: '3xl' }} mb="3">
          Stay Updated
        </Heading>
        <Text color="fg.muted" mb="8">
          Get our latest articles on software engineering, AI and the cloud in your inbox.
        </Text>
        <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
          <Input
            type="email"
            name="email"
            placeholder="Enter your email"
            aria-label="Email address"
            bg="bg"
            size="lg"
          />
          <Button type="button" colorPalette="brand" size="lg">
            Subscribe
          </Button>
        </Stack>
      </Container>
    </Box>
  );
}
