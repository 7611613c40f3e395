import { lazy, Suspense, useSyncExternalStore } from 'react';

// Toasts are for answers to what the visitor did (a form sent, a save), never
// for the first screen: Chakra's toast machine and its portal load with the
// first toast. `notify` queues what comes before the region is mounted.

export type ToastKind = 'success' | 'error' | 'info';

export interface ToastRequest {
  kind: ToastKind;
  title: string;
  description?: string;
}

const ToasterView = lazy(() => import('./toaster-view'));

let show: ((toast: ToastRequest) => void) | null = null;
let pending: ToastRequest[] = [];
let wanted = false;
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function ready(create: (toast: ToastRequest) => void) {
  show = create;
  const queued = pending;
  pending = [];
  for (const toast of queued) create(toast);
}

/** Shows a toast; `error` makes it the destructive kind. */
export function notify(kind: ToastKind, title: string, description?: string) {
  const toast = { kind, title, description };
  if (show) {
    show(toast);
    return;
  }
  pending.push(toast);
  if (!wanted) {
    wanted = true;
    for (const listener of listeners) listener();
  }
}

/** Where toasts appear; mounts Chakra's toaster once the first toast is asked for. */
export function Toaster() {
  const active = useSyncExternalStore(
    subscribe,
    () => wanted,
    () => false,
  );
  if (!active) return null;
  return (
    <Suspense fallback={null}>
      <ToasterView onReady={ready} />
    </Suspense>
  );
}
