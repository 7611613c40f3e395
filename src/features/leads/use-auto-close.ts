import { useEffect, useRef } from 'react';

/** Calls `done` once, `ms` after `active` turns true; cancelled if it turns false first. */
export function useAutoClose(active: boolean, ms: number, done: () => void) {
  const latest = useRef(done);
  latest.current = done;
  useEffect(() => {
    if (!active) return;
    const timer = setTimeout(() => latest.current(), ms);
    return () => clearTimeout(timer);
  }, [active, ms]);
}
