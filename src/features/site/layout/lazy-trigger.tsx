import { type ComponentType, lazy, type ReactElement, Suspense, useState } from 'react';

// The services dropdown and the mobile menu pull in Chakra's menu and dialog
// machines (popper, focus trap): too heavy for the landing route's first load.
// A look-alike button renders first; the real component's code loads when the
// pointer comes near or the button gets focus (never on page load: the landing
// route's JavaScript is only what its first screen needs). The first click mounts
// the real component already open.

export interface LazyTriggerProps {
  /** Open as soon as it mounts: the visitor clicked the placeholder. */
  defaultOpen: boolean;
}

type Loader<P> = () => Promise<{ default: ComponentType<P> }>;

interface PlaceholderHandlers {
  onClick: () => void;
  onPointerEnter: () => void;
  onFocus: () => void;
}

interface LazyTriggerHostProps<P extends LazyTriggerProps> {
  /** A module-level function, so that it stays the same between renders. */
  load: Loader<P>;
  props: Omit<P, 'defaultOpen'>;
  placeholder: (handlers: PlaceholderHandlers) => ReactElement;
}

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
}: LazyTriggerHostProps<P>) {
  const [mounted, setMounted] = useState(false);
  const fallback = placeholder({
    onClick: () => setMounted(true),
    onPointerEnter: () => void load(),
    onFocus: () => void load(),
  });
  if (!mounted) return fallback;
  const Component = lazyComponent(load);
  const full = { ...props, defaultOpen: true } as P;
  return (
    <Suspense fallback={fallback}>
      <Component {...full} />
    </Suspense>
  );
}
