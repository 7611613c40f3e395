import { useCallback, useState } from 'react';

/** A true/false flag kept in sessionStorage: it lasts until the browser tab closes. */
export function useSessionFlag(key: string): [boolean, () => void] {
  const [value, setValue] = useState(() => {
    try {
      return sessionStorage.getItem(key) === 'true';
    } catch {
      return false;
    }
  });
  const raise = useCallback(() => {
    setValue(true);
    try {
      sessionStorage.setItem(key, 'true');
    } catch {
      // Storage may be unavailable (private mode): the flag then lasts for this page only.
    }
  }, [key]);
  return [value, raise];
}
