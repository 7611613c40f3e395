import { LazyTriggerHost } from './lazy-trigger';
import { MenuIconButton } from './menu-icon-button';
import type { ServicesMenuProps } from './services-menu';
import { ServicesTriggerButton } from './services-trigger';

// Light stand-ins for the two menus of the navigation bar; see lazy-trigger.tsx.

const loadServicesMenu = () => import('./services-menu');
const loadMobileMenu = () => import('./mobile-menu');

export function ServicesMenuButton({ active }: { active: boolean }) {
  return (
    <LazyTriggerHost<ServicesMenuProps>
      load={loadServicesMenu}
      props={{ active }}
      menu
      // Closed, and said to be: the menu's own trigger says so once its code has loaded.
      placeholder={(handlers) => (
        <ServicesTriggerButton active={active} aria-expanded={false} {...handlers} />
      )}
    />
  );
}

export function MobileMenuButton() {
  return (
    <LazyTriggerHost
      load={loadMobileMenu}
      props={{}}
      placeholder={(handlers) => <MenuIconButton aria-expanded={false} {...handlers} />}
    />
  );
}
