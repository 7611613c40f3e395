import { useSyncExternalStore } from 'react';

// A form the server rendered can be sent before the app has taken it over:
// the browser would then submit it itself, as a GET to the page's own address
// with every field in the URL (a password in the history, a message lost). Its
// submit button is a plain button until the app has hydrated it; with more
// than one field, Enter submits nothing either (the HTML rule for implicit
// submission without a submit button).

const subscribe = () => () => {};

/** "submit" once the app runs the form, "button" in the server's HTML and while hydrating. */
export function useSubmitType(): 'submit' | 'button' {
  return useSyncExternalStore(
    subscribe,
    () => 'submit',
    () => 'button',
  );
}
