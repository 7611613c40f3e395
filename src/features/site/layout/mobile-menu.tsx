import { Box, Button, CloseButton, Drawer, Portal, Stack, Text } from '@chakra-ui/react';
import { drawerSlotRecipe } from '@chakra-ui/react/theme';
import { useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useLeadDialogs } from '../../leads/lead-dialogs';
import { PRIMARY_LINKS, SERVICE_MENU } from '../content/navigation';
import { isNavActive } from '../lib/nav-active';
import type { LazyTriggerProps } from './lazy-trigger';
import { Logo } from './logo';
import { MenuIconButton } from './menu-icon-button';

/** Small screens: the same entries in a right-hand slide-out panel; every link closes it. */
export default function MobileMenu({ defaultOpen }: LazyTriggerProps) {
  const [open, setOpen] = useState(defaultOpen);
  const { pathname } = useLocation();
  const { openContact } = useLeadDialogs();
  const close = () => setOpen(false);
  const linkProps = (href: string) => {
    const active = isNavActive(pathname, href);
    return {
      color: active ? 'brand.fg' : 'fg',
      bg: active ? 'brand.subtle' : undefined,
      'aria-current': active ? ('page' as const) : undefined,
    };
  };
  const [home, services, ...rest] = PRIMARY_LINKS;
  const inServices = services ? isNavActive(pathname, services.href) : false;
  return (
    <Drawer.Root
      recipe={drawerSlotRecipe}
      open={open}
      onOpenChange={(details) => setOpen(details.open)}
      placement="end"
      size="xs"
    >
      <Drawer.Trigger asChild>
        <MenuIconButton />
      </Drawer.Trigger>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header borderBottomWidth="1px">
              <Drawer.Title asChild>
                {/* A flex box: the logo's link is as wide as the logo, clear of the close button. */}
                <Box display="flex">
                  <Logo onNavigate={close} />
                </Box>
              </Drawer.Title>
            </Drawer.Header>
            <Drawer.Body py="4">
              <Stack as="nav" aria-label="Mobile" gap="1">
                {home ? (
                  <Button
                    asChild
                    variant="ghost"
                    justifyContent="flex-start"
                    {...linkProps(home.href)}
                  >
                    <Link to={home.href} onClick={close}>
                      {home.label}
                    </Link>
                  </Button>
                ) : null}
                {services ? (
                  <Box py="2">
                    {/* The section of every /services page, as the bar's Services
                        is: the list and the technology pages have no entry of their own. */}
                    <Text
                      px="4"
                      pb="1"
                      fontSize="xs"
                      fontWeight="semibold"
                      color={inServices ? 'brand.fg' : 'fg.muted'}
                      aria-current={inServices ? 'true' : undefined}
                      textTransform="uppercase"
                      letterSpacing="wider"
                    >
                      {services.label}
                    </Text>
                    <Stack gap="0.5">
                      {SERVICE_MENU.map((entry) => (
                        <Button
                          key={entry.href}
                          asChild
                          variant="ghost"
                          size="sm"
                          justifyContent="flex-start"
                          ps="6"
                          whiteSpace="normal"
                          textAlign="start"
                          h="auto"
                          py="2"
                          {...linkProps(entry.href)}
                        >
                          <Link to={entry.href} onClick={close}>
                            {entry.label}
                          </Link>
                        </Button>
                      ))}
                    </Stack>
                  </Box>
                ) : null}
                {rest.map((link) => (
                  <Button
                    key={link.href}
                    asChild
                    variant="ghost"
                    justifyContent="flex-start"
                    {...linkProps(link.href)}
                  >
                    <Link to={link.href} onClick={close}>
                      {link.label}
                    </Link>
                  </Button>
                ))}
              </Stack>
            </Drawer.Body>
            <Drawer.Footer flexDirection="column" alignItems="stretch" gap="3" borderTopWidth="1px">
              <Button
                colorPalette="brand"
                onClick={() => {
                  close();
                  openContact({ entry: 'quote' });
                }}
              >
                Get Quote
              </Button>
              <Button
                variant="outline"
                colorPalette="brand"
                onClick={() => {
                  close();
                  openContact({ entry: 'consultation' });
                }}
              >
                Get Consultation
              </Button>
            </Drawer.Footer>
            <Drawer.CloseTrigger asChild>
              <CloseButton aria-label="Close menu" size="sm" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
