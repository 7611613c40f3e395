import { Box, Button, Container, HStack } from '@chakra-ui/react';
import { Link, useLocation } from 'react-router-dom';
import { useLeadDialogs } from '../../leads/lead-dialogs';
import { PRIMARY_LINKS } from '../content/navigation';
import { isNavActive } from '../lib/nav-active';
import { ColorModeToggle } from './color-mode-toggle';
import { Logo } from './logo';
import { MobileMenuButton, ServicesMenuButton } from './nav-menus';

/**
 * In rem, as its buttons are: with a larger text size set in the browser the
 * bar grows with them (64px at the default 16px).
 */
export const NAVBAR_HEIGHT = '4rem';

/** The fixed navigation bar of the public site. */
export function Navbar() {
  const { pathname } = useLocation();
  const { openContact } = useLeadDialogs();
  return (
    <Box
      as="header"
      data-fixed-navbar=""
      position="fixed"
      top="0"
      insetInline="0"
      zIndex="sticky"
      h={NAVBAR_HEIGHT}
      bg={{ base: 'rgba(255,255,255,0.92)', _dark: 'rgba(9,9,11,0.92)' }}
      backdropFilter="saturate(180%) blur(10px)"
      borderBottomWidth="1px"
      borderColor="border.muted"
    >
      <Container maxW="7xl" h="full">
        <HStack h="full" justify="space-between" gap="4">
          <Logo inBar />
          <HStack as="nav" aria-label="Main" gap="1" display={{ base: 'none', lg: 'flex' }}>
            {PRIMARY_LINKS.map((link) => {
              const active = isNavActive(pathname, link.href);
              if (link.href === '/services')
                return <ServicesMenuButton key={link.href} active={active} />;
              return (
                <Button
                  key={link.href}
                  asChild
                  variant="ghost"
                  size="sm"
                  fontWeight="medium"
                  color={active ? 'brand.fg' : 'fg'}
                  bg={active ? 'brand.subtle' : undefined}
                >
                  <Link to={link.href} aria-current={active ? 'page' : undefined}>
                    {link.label}
                  </Link>
                </Button>
              );
            })}
          </HStack>
          <HStack gap="2">
            <ColorModeToggle />
            <Button
              colorPalette="brand"
              size="sm"
              display={{ base: 'none', sm: 'inline-flex' }}
              onClick={() => openContact({ entry: 'quote' })}
            >
              Get Quote
            </Button>
            <MobileMenuButton />
          </HStack>
        </HStack>
      </Container>
    </Box>
  );
}
