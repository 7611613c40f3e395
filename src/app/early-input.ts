// A press of a form's button, or Enter in a form's field, made on a rendered
// page before the app had taken it over: the page's loader script keeps it
// (scripts/page-start.mjs), the app takes it as it starts hydrating, and the
// form plays it once it is the app's (src/lib/submit-type.ts), so a visitor's
// Send Message or Sign In is not lost to a slow connection. Anything pressed
// after hydration has started is React's to replay.

declare global {
  interface Window {
    /** Set by the loader script: stops its recording and gives what it kept. */
    __earlyInput?: () => Element | undefined;
  }
}

let pending: Element | undefined;

/** Stops the loader's recording and keeps what it caught, for `replayEarlyInput`. */
export function takeEarlyInput(): void {
  pending = window.__earlyInput?.();
}

/**
 * Plays the kept press if it was made in `form`, once: the button pressed is
 * pressed again (now the app's, a submit button sends), Enter in a field
 * sends the form. Nothing is played for a button that is now disabled.
 */
export function replayEarlyInput(form: HTMLFormElement | null | undefined): void {
  const target = pending;
  if (!form || !target?.isConnected || !(target === form || form.contains(target))) return;
  pending = undefined;
  if (target instanceof HTMLFormElement) {
    target.requestSubmit();
  } else if (
    target instanceof HTMLElement &&
    !target.matches(':disabled, [aria-disabled="true"]')
  ) {
    target.click();
  }
}
