// /api is answered by the app's service worker, so an /api call must wait until
// the page is controlled. Only the api client waits: static content paints first.

let controlled: Promise<void> | undefined;
/** Fails the calls waiting now: the try they wait for has failed. */
let giveUp: ((reason: Error) => void) | undefined;

export function whenControlled(): Promise<void> {
  if (!('serviceWorker' in navigator)) return Promise.resolve();
  if (navigator.serviceWorker.controller) return Promise.resolve();
  controlled ??= new Promise<void>((resolve, reject) => {
    giveUp = reject;
    const done = () => {
      if (navigator.serviceWorker.controller) resolve();
    };
    navigator.serviceWorker.addEventListener('controllerchange', done);
    void navigator.serviceWorker.ready.then((registration) => {
      done();
      // After a hard reload the active worker does not control this page until
      // it claims it.
      registration.active?.postMessage({ type: 'CLAIM' });
    });
  });
  return controlled;
}

/**
 * The worker's install has failed (the connection lost during a first visit,
 * src/app/sw-registration.ts): the calls waiting for it fail now, as a network
 * failure does, where they waited for ever; the next call waits for the next try.
 */
export function installFailed(): void {
  giveUp?.(new Error('The app could not finish installing'));
  giveUp = undefined;
  controlled = undefined;
}
