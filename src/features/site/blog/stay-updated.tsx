import { Box, Button, Container, Heading, Stack, Text } from '@chakra-ui/react';
import type { FormEvent } from 'react';
import { Input } from '../../../components/ui/input';
import { useSubmitType } from '../../../lib/submit-type';

// The spec's Stay Updated block: the email field and the button do nothing (no call is made).
const nothing = (event: FormEvent) => event.preventDefault();

export function StayUpdated() {
  const submitType = useSubmitType();
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
        <Stack as="form" direction={{ base: 'column', sm: 'row' }} gap="3" onSubmit={nothing}>
          <Input
            type="email"
            name="email"
            placeholder="Enter your email"
            aria-label="Email address"
            bg="bg"
            size="lg"
          />
          <Button type={submitType} colorPalette="brand" size="lg">
            Subscribe
          </Button>
        </Stack>
      </Container>
    </Box>
  );
}
