import { Box, Container, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { BackLink } from './back-link';

interface LandingHeroProps {
  title: string;
  description: string;
  back: { to: string; label: string };
  /** A small label above the title. */
  eyebrow?: string;
  /** A CSS hex colour that tints the glow; anything else falls back to the brand's. */
  accent?: string;
  /** The calls to action, side by side on wider screens. */
  actions: ReactNode;
  /** Facts under the calls to action. */
  children?: ReactNode;
}

const BRAND_GLOW = '#5B55E8';
const HEX = /^#[0-9a-fA-F]{6}$/;

/** The dark band that opens a service or technology page, with the page's one h1. */
export function LandingHero({
  title,
  description,
  back,
  eyebrow,
  accent,
  actions,
  children,
}: LandingHeroProps) {
  // Stored content reaches CSS only as a checked colour.
  const glow = accent && HEX.test(accent) ? accent : BRAND_GLOW;
  return (
    <Box
      as="section"
      bg="ink"
      color="white"
      py={{ base: '14', md: '24' }}
      bgImage={`radial-gradient(circle at 85% 20%, ${glow}55, transparent 55%)`}
    >
      <Container maxW="5xl">
        <Box mb="6" css={{ '& a': { color: 'white' } }}>
          <BackLink to={back.to} label={back.label} />
        </Box>
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
        <Text fontSize={{ base: 'md', md: 'xl' }} color="whiteAlpha.900" mb="8" maxW="3xl">
          {description}
        </Text>
        <Stack direction={{ base: 'column', sm: 'row' }} gap="4">
          {actions}
        </Stack>
        {children}
      </Container>
    </Box>
  );
}
