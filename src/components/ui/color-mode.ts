import { useCallback, useSyncExternalStore } from 'react';

// Light and dark colour modes: a class on <html> (Chakra's dark condition), the
// choice kept in localStorage. index.html applies it before the first paint.

export type ColorMode = 'light' | 'dark';
const KEY = 'color-mode';
const listeners = new Set<() => void>();

const current = (): ColorMode =>
  document.documentElement.classList.contains('dark') ? 'dark' : 'light';

export function setColorMode(mode: ColorMode): void {
  const root = document.documentElement;
  root.classList.toggle('dark', mode === 'dark');
  root.classList.toggle('light', mode === 'light');
  root.style.colorScheme = mode;
  localStorage.setItem(KEY, mode);
  for (const listener of listeners) listener();
}

export function useColorMode() {
  const colorMode = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    current,
    () => 'light' as const,
  );
  const toggleColorMode = useCallback(
    () => setColorMode(current() === 'dark' ? 'light' : 'dark'),
    [],
  );
  return { colorMode, toggleColorMode };
}
