import { useEffect, useRef } from 'react';

/**
 * A submit button disabled while its form is sent loses the keyboard focus to
 * the page: after a refused send, the next Tab would start again at the top of
 * the page (or of the dialog). Once the send is over, the button takes the
 * focus back, unless something else has it (a field the refusal named).
 * Returns the ref to give the button.
 */
export function useFocusBack(busy: boolean) {
  const button = useRef<HTMLButtonElement>(null);
  const wasBusy = useRef(false);
  useEffect(() => {
    if (busy) {
      wasBusy.current = true;
      return;
    }
    if (!wasBusy.current) return;
    wasBusy.current = false;
    const active = document.activeElement;
    if (button.current?.isConnected && (active === null || active === document.body)) {
      button.current.focus();
    }
  }, [busy]);
  return button;
}
