import { Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface EmptyStateProps {
  title: string;
  description: string;
  children?: ReactNode;
  /** h1 where the state is the whole page (a not-found screen), else a section's h2. */
  headingLevel?: 'h1' | 'h2';
}

/** What a list or a lookup shows when it has nothing to show. */
export function EmptyState({ title, description, children, headingLevel = 'h2' }: EmptyStateProps) {
  return (
    <Stack align="center" textAlign="center" gap="4" py={{ base: '12', md: '20' }} px="4">
      <Heading as={headingLevel} fontSize={{ base: '2xl', md: '3xl' }}>
        {title}
      </Heading>
      <Text color="fg.muted" maxW="xl">
        {description}
      </Text>
      {children}
    </Stack>
  );
}
