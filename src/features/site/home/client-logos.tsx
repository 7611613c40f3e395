import { Box, Container, SimpleGrid } from '@chakra-ui/react';
import { SectionHeader } from '../components/section-header';
import { HOME_DEFAULTS, type HomeContent, textOr } from '../content/home-defaults';

interface Logo {
  name: string;
  logo: string;
}

function LogoTile({ logo }: { logo: Logo }) {
  return (
    <li title={logo.name}>
      {logo.logo ? (
        <img src={logo.logo} alt={logo.name} width="160" height="48" loading="lazy" />
      ) : (
        <p>{logo.name}</p>
      )}
    </li>
  );
}

// Eleven tiles: plain elements styled from their grid rather than two styled
// components each (the loading placeholders, aria-hidden, have their own).
const TILES = {
  '& > li:not([aria-hidden])': {
    display: 'grid',
    placeItems: 'center',
    h: '20',
    px: '4',
    rounded: 'lg',
    borderWidth: '1px',
    borderColor: 'border.muted',
    // Logos are drawn for a light ground (dark names): the tiles stay light
    // in dark mode, or the names would vanish into the page.
    bg: 'white',
    _dark: { bg: 'gray.100' },
  },
  '& img': { w: '160px', maxW: '100%', h: '48px', objectFit: 'contain' },
  '& p': {
    fontFamily: 'heading',
    fontWeight: 'semibold',
    color: 'gray.600',
    textAlign: 'center',
    lineClamp: 2,
  },
} as const;

export function ClientLogos({ content, failed }: { content: HomeContent; failed: boolean }) {
  const section = content?.['client-logos'].content;
  const defaults = HOME_DEFAULTS.clients;
  const logos: Logo[] =
    section?.logos ?? (failed ? defaults.names.map((name) => ({ name, logo: '' })) : []);
  // Content without logos: no heading over an empty space, as the testimonials.
  if (section && logos.length === 0) return null;
  return (
    <Box as="section" aria-labelledby="clients-title" py={{ base: '14', md: '20' }} bg="bg.subtle">
      <Container maxW="7xl">
        <SectionHeader
          id="clients-title"
          title={textOr(section?.title, defaults.title)}
          subtitle={textOr(section?.subtitle, defaults.subtitle)}
        />
        <SimpleGrid
          as="ul"
          listStyleType="none"
          columns={{ base: 2, sm: 3, md: 4, lg: 6 }}
          gap="4"
          minH="20"
          css={TILES}
        >
          {logos.map((logo) => (
            <LogoTile key={logo.name} logo={logo} />
          ))}
          {/* While the content loads, empty tiles hold the grid's final height (no layout shift). */}
          {content || failed
            ? null
            : defaults.names.map((name) => (
                <Box key={name} as="li" aria-hidden="true" h="20" rounded="lg" bg="bg.muted" />
              ))}
        </SimpleGrid>
      </Container>
    </Box>
  );
}
