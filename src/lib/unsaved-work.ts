import { useEffect } from 'react';

// What this page holds that is not yet sent or saved: a form with typed text.
// When another tab moves the app to a new version, a page holding some is not
// reloaded under the person (src/app/sw-registration.ts); it offers the reload.

const holders = new Set<symbol>();

/** Marks this page as holding unsaved work while `unsaved` is true and the caller is mounted. */
export function useUnsavedWork(unsaved: boolean): void {
  useEffect(() => {
    if (!unsaved) return;
    const holder = Symbol('unsaved work');
    holders.add(holder);
    return () => {
      holders.delete(holder);
    };
  }, [unsaved]);
}

/** Whether a form on this page holds text not yet sent or saved. */
export function hasUnsavedWork(): boolean {
  return holders.size > 0;
}
