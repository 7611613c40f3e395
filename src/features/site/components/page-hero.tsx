import { Box, Container, Heading, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface PageHeroProps {
  eyebrow?: string;
  title: string;
  subtitle?: string;
  children?: ReactNode;
}

/** The dark band that opens every public page, with the page's one h1. */
export function PageHero({ eyebrow, title, subtitle, children }: PageHeroProps) {
  return (
    <Box
      as="section"
      bg="ink"
      color="white"
      bgImage="radial-gradient(circle at 15% 20%, rgba(91,85,232,0.45), transparent 55%), radial-gradient(circle at 85% 80%, rgba(245,158,11,0.18), transparent 50%)"
      py={{ base: '16', md: '24' }}
    >
      <Container maxW="4xl" textAlign="center">
        {eyebrow ? (
          <Text
            textTransform="uppercase"
            letterSpacing="widest"
            fontSize="sm"
            fontWeight="semibold"
            color="amber.400"
            mb="3"
          >
            {eyebrow}
          </Text>
        ) : null}
        <Heading as="h1" fontSize={{ base: '3xl', md: '5xl' }} lineHeight="1.1" mb="5">
          {title}
        </Heading>
        {subtitle ? (
          <Text fontSize={{ base: 'md', md: 'xl' }} color="whiteAlpha.800">
            {subtitle}
          </Text>
        ) : null}
        {children}
      </Container>
    </Box>
  );
}
