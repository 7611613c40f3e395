import { Workbox } from 'workbox-window';
import { notify } from '../components/ui/toaster';
import { LIVE_API } from '../lib/api-mode';
import { KEPT_COPY_MESSAGES, type KeptCopyMessage } from '../lib/kept-copy';
import {
  ASK_AGAIN_MS,
  OUTBOX_MESSAGES,
  type OutboxNotice,
  type OutboxRefusal,
} from '../lib/outbox';
import { installFailed } from '../lib/sw-ready';
import { hasUnsavedWork } from '../lib/unsaved-work';

// Registers the app's service worker (the standalone backend and the precache)
// and reports what the UI tells the person: ready to work offline, a waiting new
// version, the browser's install offer, and a write refused for lack of space.
// It lives in the entry chunk so that no event is missed; the notices that show
// them load later and get the events that already happened replayed.

export type PwaEvent =
  | { type: 'offline-ready' }
  | { type: 'update-available' }
  /** Another tab moved the app to the new version; this page, holding typed text, was not reloaded. */
  | { type: 'update-held' }
  | { type: 'install-available' }
  | { type: 'installed' }
  | { type: 'storage-full' }
  /** Live: the forms kept offline that the server refused, not yet dismissed (all of them). */
  | { type: 'outbox-refused'; refusals: OutboxRefusal[] }
  /** Live: the page or a read came from a copy the worker kept, saved at `savedAt` (an HTTP date, or empty). */
  | { type: 'kept-copy'; savedAt: string };
type Listener = (event: PwaEvent) => void;

/** The install offer Chromium makes (not in TypeScript's DOM library). */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

const listeners = new Set<Listener>();
const happened = new Map<PwaEvent['type'], PwaEvent>();
let workbox: Workbox | undefined;
let installOffer: BeforeInstallPromptEvent | undefined;

const UPDATE_CHECK_MS = 60 * 60 * 1000;

function emit(event: PwaEvent) {
  happened.set(event.type, event);
  for (const listener of listeners) listener(event);
}

/** Subscribes to lifecycle events; the last of each kind that already happened is replayed. */
export function onPwaEvent(listener: Listener): () => void {
  listeners.add(listener);
  for (const event of happened.values()) listener(event);
  return () => listeners.delete(listener);
}

export function registerServiceWorker(): void {
  listenForInstallOffer();
  if (!('serviceWorker' in navigator)) return;
  install();
  if (!LIVE_API) followLinksUntilControlled();
  reloadWhenReplaced();
  navigator.serviceWorker.addEventListener('message', (event: MessageEvent) => {
    const data = event.data as { type?: string } | null;
    if (data?.type === 'STORAGE_FULL') emit({ type: 'storage-full' });
    if (LIVE_API) tellOutboxNotice(data);
    if (LIVE_API && data?.type === KEPT_COPY_MESSAGES.used) {
      emit({ type: 'kept-copy', savedAt: (data as KeptCopyMessage).savedAt });
    }
  });
  // Whether this very page was a kept copy: the worker's word on it may have
  // come before the app listened.
  if (LIVE_API) navigator.serviceWorker.controller?.postMessage({ type: KEPT_COPY_MESSAGES.ask });
  if (LIVE_API) {
    // The worker's outbox sends what it kept when the browser says the
    // connection is back; a page coming online, or opening, asks it too.
    window.addEventListener('online', askToSendKept);
    void navigator.serviceWorker.ready.then(askToSendKept);
  }
  // An app left open for days still hears about new versions.
  setInterval(() => void workbox?.update(), UPDATE_CHECK_MS);
}

/** The wait before the next try after a failed install: doubling from 2 s, at most a minute. */
let retryMs = 2000;
const RETRY_MAX_MS = 60_000;

/**
 * Registers the worker with a Workbox of its own. A first install can fail:
 * the connection lost while the worker's script or the app's files were on
 * their way. The calls waiting for the worker then fail, as a network failure
 * does (src/lib/sw-ready.ts), and the install is tried again, 2 s later and
 * then twice as long each time, or at once when the browser comes back online,
 * so the app does not stay without its backend until the next visit.
 */
function install() {
  const url = import.meta.env.DEV ? '/dev-sw.js?dev-sw' : '/sw.js';
  const own = new Workbox(url, { scope: '/', type: import.meta.env.DEV ? 'module' : 'classic' });
  workbox = own;
  own.addEventListener('installed', (event) => {
    if (!event.isUpdate && !event.isExternal) emit({ type: 'offline-ready' });
  });
  // Also fired in every other open tab, and on load when a version is already waiting.
  own.addEventListener('waiting', () => emit({ type: 'update-available' }));
  // A first install that failed: a version already installed keeps working
  // when an update's fails, and the next update check tries again.
  own.addEventListener('redundant', (event) => {
    if (!event.isUpdate && !event.isExternal && !navigator.serviceWorker.controller) {
      installAgainLater();
    }
  });
  own.register().then(
    () => {
      if (!LIVE_API) void askForPersistentStorage();
    },
    () => installAgainLater(),
  );
}

/**
 * Standalone, the pages' data comes from the worker: until it controls the
 * page (a first visit, for the time its install takes: seconds, or half a
 * minute on a slow line), a link followed in the app would show its page's
 * spinner until then. The host has every page rendered: until then a link
 * loads its page from the host, as a plain site's link does. The router never
 * sees the click; the browser follows the link.
 */
function followLinksUntilControlled() {
  if (navigator.serviceWorker.controller) return;
  const onClick = (event: MouseEvent) => {
    if (navigator.serviceWorker.controller) {
      window.removeEventListener('click', onClick, true);
      return;
    }
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!(link instanceof HTMLAnchorElement) || link.hasAttribute('download')) return;
    if (link.target && link.target !== '_self') return;
    const url = new URL(link.href);
    if (url.origin !== window.location.origin || url.pathname.startsWith('/api/')) return;
    // The same page (a #hash on it) is the app's to scroll to.
    if (url.pathname === window.location.pathname && url.search === window.location.search) return;
    event.stopPropagation();
  };
  window.addEventListener('click', onClick, true);
}

function installAgainLater() {
  installFailed();
  const again = () => {
    clearTimeout(timer);
    window.removeEventListener('online', again);
    install();
  };
  const timer = setTimeout(again, retryMs);
  retryMs = Math.min(retryMs * 2, RETRY_MAX_MS);
  window.addEventListener('online', again);
}

function askToSendKept() {
  navigator.serviceWorker.controller?.postMessage({ type: OUTBOX_MESSAGES.replay });
}

let askAgain: ReturnType<typeof setTimeout> | undefined;

/**
 * Live: the worker still keeps sends after its try. While this page is open it
 * asks again a minute later, and so on until none is kept; offline, the
 * browser's "online" event asks instead.
 */
function askAgainLater(count: unknown) {
  clearTimeout(askAgain);
  askAgain = undefined;
  if (typeof count !== 'number' || count <= 0) return;
  askAgain = setTimeout(() => {
    if (navigator.onLine) askToSendKept();
  }, ASK_AGAIN_MS);
}

/** Live: what became of a form the worker kept while offline (src/live/outbox.ts). */
function tellOutboxNotice(data: unknown) {
  const notice = data as Partial<OutboxNotice> | null;
  if (notice?.type === OUTBOX_MESSAGES.sent) {
    notify(
      'success',
      'Your saved form has been sent',
      'The form kept on this device has now reached Brightline Labs.',
    );
  } else if (notice?.type === OUTBOX_MESSAGES.waiting) {
    askAgainLater(notice.count);
  } else if (notice?.type === OUTBOX_MESSAGES.refused && Array.isArray(notice.refusals)) {
    // Every page hears the list when it opens: an empty one is news only when
    // it empties a list shown (the notices load when there is something to say).
    if (notice.refusals.length > 0 || happened.has('outbox-refused')) {
      emit({ type: 'outbox-refused', refusals: notice.refusals });
    }
  }
}

/** Live: the visitor has read a refusal; the worker drops it, and every page with it. */
export function dismissRefusal(id: string): void {
  navigator.serviceWorker?.controller?.postMessage({ type: OUTBOX_MESSAGES.dismiss, id });
}

/** This tab asked for the new version: it reloads whatever it holds. */
let updateAsked = false;

/**
 * Every open tab reloads once a new version takes over, so none keeps running
 * old code against the new backend, except a tab holding text typed into a
 * form: reloading would lose it, so it offers the reload instead. The first
 * install and the claim after a hard reload take control of a page that had
 * no controller: no reload then.
 */
function reloadWhenReplaced() {
  let controller = navigator.serviceWorker.controller;
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    const previous = controller;
    controller = navigator.serviceWorker.controller;
    if (!previous) return;
    if (updateAsked || !hasUnsavedWork()) {
      window.location.reload();
      return;
    }
    happened.delete('update-available');
    emit({ type: 'update-held' });
  });
}

/**
 * Moves to the waiting version; every tab reloads when it takes control. In a
 * tab that was held, the new version already runs: it reloads into it.
 */
export function applyUpdate(): void {
  if (happened.has('update-held')) {
    window.location.reload();
    return;
  }
  updateAsked = true;
  workbox?.messageSkipWaiting();
}

function listenForInstallOffer() {
  // An offer made before this code ran, kept by the page's head (index.html).
  const early = (window as { earlyInstallOffer?: BeforeInstallPromptEvent }).earlyInstallOffer;
  if (early) {
    installOffer = early;
    emit({ type: 'install-available' });
  }
  window.addEventListener('beforeinstallprompt', (event) => {
    // Our own Install button makes the offer, instead of the browser's mini bar.
    event.preventDefault();
    installOffer = event as BeforeInstallPromptEvent;
    emit({ type: 'install-available' });
  });
  window.addEventListener('appinstalled', () => {
    installOffer = undefined;
    happened.delete('install-available');
    emit({ type: 'installed' });
  });
}

/** Shows the browser's install dialog; resolves true when the person accepted. */
export async function promptInstall(): Promise<boolean> {
  const offer = installOffer;
  if (!offer) return false;
  installOffer = undefined;
  happened.delete('install-available');
  await offer.prompt();
  const { outcome } = await offer.userChoice;
  return outcome === 'accepted';
}

/**
 * Leads, admin edits and the store itself live in IndexedDB on this device:
 * ask the browser not to evict them under storage pressure.
 */
async function askForPersistentStorage(): Promise<boolean> {
  if (!navigator.storage?.persist) return false;
  if (await navigator.storage.persisted()) return true;
  return navigator.storage.persist();
}
