// /api is answered by the app's service worker, so an /api call must wait until
// the page is controlled. Only the api client waits: static content paints first.

let controlled: Promise<void> | undefined;

export function whenControlled(): Promise<void> {
  if (!('serviceWorker' in navigator)) return Promise.resolve();
  if (navigator.serviceWorker.controller) return Promise.resolve();
  controlled ??= new Promise<void>((resolve) => {
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
