import { Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface EmptyStateProps {
  title: string;
  description: string;
  children?: ReactNode;
}

/** What a list or a lookup shows when it has nothing to show. */
export function EmptyState({ title, description, children }: EmptyStateProps) {
  return (
    <Stack align="center" textAlign="center" gap="4" py={{ base: '12', md: '20' }} px="4">
      <Heading as="h2" fontSize={{ base: '2xl', md: '3xl' }}>
        {title}
      </Heading>
      <Text color="fg.muted" maxW="xl">
        {description}
      </Text>
      {children}
    </Stack>
  );
}
