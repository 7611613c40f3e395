import {
  type ComponentType,
  type KeyboardEvent,
  lazy,
  type ReactElement,
  Suspense,
  useState,
} from 'react';

// The services dropdown and the mobile menu pull in Chakra's menu and dialog
// machines (popper, focus trap): too heavy for the landing route's first load.
// A look-alike button renders first; the real component's code loads when the
// pointer comes near or the button gets focus (never on page load: the landing
// route's JavaScript is only what its first screen needs). The first click mounts
// the real component already open. A menu's placeholder opens from the
// keyboard as the real trigger does: Enter, Space and ArrowDown open it with its
// first item active (the WAI-ARIA menu button pattern).

export interface LazyTriggerProps {
  /** Open as soon as it mounts: the visitor clicked the placeholder. */
  defaultOpen: boolean;
  /** The visitor opened it with a key, not the pointer: a menu starts on its first item. */
  openedWithKeyboard?: boolean;
}

type Loader<P> = () => Promise<{ default: ComponentType<P> }>;

interface PlaceholderHandlers {
  onClick: () => void;
  onPointerEnter: () => void;
  onFocus: () => void;
  onKeyDown?: (event: KeyboardEvent<HTMLElement>) => void;
}

interface LazyTriggerHostProps<P extends LazyTriggerProps> {
  /** A module-level function, so that it stays the same between renders. */
  load: Loader<P>;
  props: Omit<P, 'defaultOpen' | 'openedWithKeyboard'>;
  placeholder: (handlers: PlaceholderHandlers) => ReactElement;
  /** The placeholder stands for a menu button: the keys that open a menu open it. */
  menu?: boolean;
}

const MENU_KEYS = new Set(['Enter', ' ', 'ArrowDown']);

const lazyOf = new WeakMap<Loader<never>, ComponentType<never>>();

function lazyComponent<P>(load: Loader<P>): ComponentType<P> {
  let component = lazyOf.get(load as Loader<never>) as ComponentType<P> | undefined;
  if (!component) {
    component = lazy(load) as unknown as ComponentType<P>;
    lazyOf.set(load as Loader<never>, component as ComponentType<never>);
  }
  return component;
}

export function LazyTriggerHost<P extends LazyTriggerProps>({
  load,
  props,
  placeholder,
  menu = false,
}: LazyTriggerHostProps<P>) {
  const [opened, setOpened] = useState<'pointer' | 'keyboard'>();
  const fallback = placeholder({
    onClick: () => setOpened((how) => how ?? 'pointer'),
    onPointerEnter: () => void load(),
    onFocus: () => void load(),
    onKeyDown: menu
      ? (event) => {
          if (!MENU_KEYS.has(event.key)) return;
          // Not the click Enter and Space would make: the menu opens on its first item.
          event.preventDefault();
          setOpened((how) => how ?? 'keyboard');
        }
      : undefined,
  });
  if (!opened) return fallback;
  const Component = lazyComponent(load);
  const full = { ...props, defaultOpen: true, openedWithKeyboard: opened === 'keyboard' } as P;
  return (
    <Suspense fallback={fallback}>
      <Component {...full} />
    </Suspense>
  );
}
