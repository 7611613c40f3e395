import { Box, Container, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import { SocialLinks } from '../components/social-links';
import { FOOTER_COMPANY_LINKS, FOOTER_SERVICE_LINKS, type NavLink } from '../content/navigation';
import { Logo } from './logo';

// Every page's footer has fourteen links: plain anchors styled from their list
// (Chakra's link recipe, in the footer's colours) rather than a styled
// component each.
const LINKS = {
  '& a': {
    display: 'inline-flex',
    alignItems: 'center',
    gap: '1.5',
    cursor: 'pointer',
    borderRadius: 'l1',
    outline: 'none',
    focusVisibleRing: 'outside',
    color: 'whiteAlpha.900',
    fontSize: 'sm',
    _hover: {
      color: 'amber.400',
      textDecoration: 'underline',
      textUnderlineOffset: '3px',
      textDecorationColor: 'currentColor/20',
    },
  },
} as const;

function LinkColumn({ title, links }: { title: string; links: NavLink[] }) {
  return (
    <Stack as="nav" aria-label={title} gap="3">
      <Heading
        as="h2"
        fontSize="sm"
        textTransform="uppercase"
        letterSpacing="wider"
        color="whiteAlpha.700"
      >
        {title}
      </Heading>
      <Stack as="ul" gap="2" listStyleType="none" css={LINKS}>
        {links.map((link) => (
          <li key={link.href}>
            <Link to={link.href}>{link.label}</Link>
          </li>
        ))}
      </Stack>
    </Stack>
  );
}

export function Footer() {
  return (
    <Box
      as="footer"
      bg="ink"
      color="white"
      pt="16"
      // Room for the home page's sticky bar while it shows (it sets the height).
      pb="calc(2rem + var(--sticky-bar-height, 0px))"
    >
      <Container maxW="7xl">
        <SimpleGrid columns={{ base: 1, md: 2, lg: 4 }} gap="10" mb="12">
          <Stack gap="4" gridColumn={{ lg: 'span 2' }} maxW="md">
            <Logo inverted />
            <Text color="whiteAlpha.800" fontSize="sm">
              Brightline Labs is a software engineering studio of senior engineers, designers and
              data specialists. We build custom software, AI and cloud platforms for growing
              companies, and stay to help them scale.
            </Text>
            <SocialLinks inverted />
          </Stack>
          <LinkColumn title="Services" links={FOOTER_SERVICE_LINKS} />
          <LinkColumn title="Company" links={FOOTER_COMPANY_LINKS} />
        </SimpleGrid>
        <Box borderTopWidth="1px" borderColor="whiteAlpha.300" pt="6">
          <Text fontSize="sm" color="whiteAlpha.700" textAlign="center">
            © 2024 Brightline Labs. All rights reserved.
          </Text>
        </Box>
      </Container>
    </Box>
  );
}
