import { Menu, Portal, Stack, Text } from '@chakra-ui/react';
import { menuSlotRecipe } from '@chakra-ui/react/theme';
import { Link } from 'react-router-dom';
import { useLeadDialogs } from '../../leads/lead-dialogs';
import { Icon } from '../components/icons';
import { SERVICE_MENU } from '../content/navigation';
import type { LazyTriggerProps } from './lazy-trigger';
import { ServicesTriggerButton } from './services-trigger';

export interface ServicesMenuProps extends LazyTriggerProps {
  active: boolean;
}

/** The desktop Services dropdown: seven services, then Get Consultation. */
export default function ServicesMenu({ active, defaultOpen }: ServicesMenuProps) {
  const { openContact } = useLeadDialogs();
  return (
    <Menu.Root
      recipe={menuSlotRecipe}
      // Fixed, as the navigation bar it hangs from is: a scroll while the menu
      // is open leaves it under its trigger and under the pointer. Positioned
      // absolutely (the default) it moved with the page until its position was
      // computed again, and a press on an item could be released over a link
      // of the bar.
      positioning={{ placement: 'bottom-start', gutter: 12, strategy: 'fixed' }}
      defaultOpen={defaultOpen}
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
