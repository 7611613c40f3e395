import { Box, type ButtonProps, Container, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** Buttons on the dark hero and on the brand band, shared so every landing page matches. */
export const onDark = {
  primary: { size: 'lg', bg: 'amber.400', color: 'ink', _hover: { bg: 'amber.500' } },
  outline: {
    size: 'lg',
    variant: 'outline',
    color: 'white',
    borderColor: 'whiteAlpha.600',
    _hover: { bg: 'whiteAlpha.200' },
  },
} satisfies Record<string, ButtonProps>;

export const onBrand = {
  primary: { size: 'lg', bg: 'white', color: 'brand.800', _hover: { bg: 'brand.50' } },
  outline: { ...onDark.outline, borderColor: 'whiteAlpha.700' },
} satisfies Record<string, ButtonProps>;

interface LandingCtaProps {
  id: string;
  title: string;
  subtitle: string;
  /** The buttons (styled with `onBrand`). */
  children: ReactNode;
}

/** The brand band that closes a service or technology page. */
export function LandingCta({ id, title, subtitle, children }: LandingCtaProps) {
  return (
    <Box
      as="section"
      aria-labelledby={id}
      bg="brand.700"
      color="white"
      py={{ base: '14', md: '20' }}
    >
      <Container maxW="3xl" textAlign="center">
        <Heading as="h2" id={id} fontSize={{ base: '2xl', md: '4xl' }} mb="4">
          {title}
        </Heading>
        <Text fontSize="lg" color="whiteAlpha.900" mb="8">
          {subtitle}
        </Text>
        <Stack direction={{ base: 'column', sm: 'row' }} gap="4" justify="center">
          {children}
        </Stack>
      </Container>
    </Box>
  );
}
