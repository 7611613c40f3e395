import { Container } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { EmptyState } from './empty-state';

interface NotFoundStateProps {
  title: string;
  description: string;
  children?: ReactNode;
}

/**
 * A detail page's not-found screen: the title is the page's h1. The page sets
 * its meta with `noindex` alongside (usePageMeta), so the address is not indexed.
 */
export function NotFoundState({ title, description, children }: NotFoundStateProps) {
  return (
    <Container maxW="3xl" py="16">
      <EmptyState headingLevel="h1" title={title} description={description}>
        {children}
      </EmptyState>
    </Container>
  );
}
