import { Menu, Portal, Stack, Text } from '@chakra-ui/react';
import { menuSlotRecipe } from '@chakra-ui/react/theme';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useLeadDialogs } from '../../leads/lead-dialogs';
import { Icon } from '../components/icons';
import { SERVICE_MENU } from '../content/navigation';
import type { LazyTriggerProps } from './lazy-trigger';
import { ServicesTriggerButton } from './services-trigger';

export interface ServicesMenuProps extends LazyTriggerProps {
  active: boolean;
}

/** The desktop Services dropdown: seven services, then Get Consultation. */
export default function ServicesMenu({
  active,
  defaultOpen,
  openedWithKeyboard,
}: ServicesMenuProps) {
  const { openContact } = useLeadDialogs();
  const navigate = useNavigate();
  const [open, setOpen] = useState(defaultOpen);
  return (
    <Menu.Root
      recipe={menuSlotRecipe}
      // Fixed, as the navigation bar it hangs from is: a scroll while the menu
      // is open leaves it under its trigger and under the pointer. Positioned
      // absolutely (the default) it moved with the page until its position was
      // computed again, and a press on an item could be released over a link
      // of the bar.
      positioning={{ placement: 'bottom-start', gutter: 12, strategy: 'fixed' }}
      open={open}
      onOpenChange={(details) => setOpen(details.open)}
      defaultHighlightedValue={openedWithKeyboard ? SERVICE_MENU[0]?.href : undefined}
      // An item chosen with the keyboard is followed in the app, as a click on
      // its link is: the menu's own way clicks the link with an event that does
      // not bubble, so the router never saw it and the browser loaded the whole
      // page again (the focus fell to the new document's start). The menu
      // closes first, giving the focus back to its button, and the new page
      // then takes it to its main content, as every link does (left open, the
      // menu closed when the focus left it, and took the focus back).
      navigate={({ value }) => {
        setOpen(false);
        setTimeout(() => navigate(value));
      }}
    >
      <Menu.Trigger asChild>
        <ServicesTriggerButton active={active} />
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content w="sm" maxW="calc(100vw - 2rem)" p="2">
            {SERVICE_MENU.map((entry) => (
              <Menu.Item key={entry.href} value={entry.href} asChild py="2" alignItems="flex-start">
                <Link to={entry.href}>
                  <Stack gap="0.5">
                    <Text fontWeight="semibold">{entry.label}</Text>
                    <Text fontSize="xs" color="fg.muted">
                      {entry.description}
                    </Text>
                  </Stack>
                </Link>
              </Menu.Item>
            ))}
            <Menu.Separator />
            <Menu.Item
              value="consultation"
              fontWeight="semibold"
              color="brand.fg"
              onSelect={() => openContact({ entry: 'consultation' })}
            >
              Get Consultation
              <Icon name="arrowRight" />
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
