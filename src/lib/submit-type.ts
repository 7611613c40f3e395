import { type RefObject, useEffect, useSyncExternalStore } from 'react';
import { replayEarlyInput } from '../app/early-input';

// A form the server rendered can be sent before the app has taken it over:
// the browser would then submit it itself, as a GET to the page's own address
// with every field in the URL (a password in the history, a message lost). Its
// submit button is a plain button until the app has hydrated it; with more
// than one field, Enter submits nothing either (the HTML rule for implicit
// submission without a submit button). What the visitor pressed in the form
// meanwhile is played once the button is the app's (src/app/early-input.ts).

const subscribe = () => () => {};

/**
 * "submit" once the app runs the form, "button" in the server's HTML and while
 * hydrating. Then the press made in `button`'s form before the app ran it, if
 * any, is played.
 */
export function useSubmitType(button: RefObject<HTMLButtonElement | null>): 'submit' | 'button' {
  const type = useSyncExternalStore(
    subscribe,
    () => 'submit' as const,
    () => 'button' as const,
  );
  useEffect(() => {
    if (type === 'submit') replayEarlyInput(button.current?.form);
  }, [type, button]);
  return type;
}
