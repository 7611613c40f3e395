import { Text } from '@chakra-ui/react';
import {
  type ComponentType,
  lazy,
  Suspense,
  startTransition,
  useEffect,
  useRef,
  useState,
} from 'react';
import { onPwaEvent } from '../../app/sw-registration';
import { LIVE_API } from '../../lib/api-mode';
import { Notice, NoticeStack } from './notice';
import { useOnline } from './use-online';

// Where the app's notices appear. "Ready to work offline" (once, after the
// first install) is shown from here; the others (offline, update, install,
// storage full) load only when there is something to say, so the landing route
// does not pay for them. Once loaded they stay mounted.

/**
 * The notices' chunk, loaded when first needed. A load that fails (the network
 * went before the worker had the chunk: a visitor going offline in the first
 * seconds of a first visit) renders nothing instead of taking the whole page
 * down with it, and is tried again once the network is back.
 */
function loadNotices(failed: { current: boolean }) {
  return lazy<ComponentType<{ holdInstall?: boolean }>>(() =>
    import('./pwa-notices').catch(() => {
      failed.current = true;
      return { default: () => null };
    }),
  );
}

const OFFLINE_READY_MS = 8000;

export function PwaNoticesSlot() {
  const online = useOnline();
  const [needed, setNeeded] = useState(false);
  const [offlineReady, setOfflineReady] = useState(false);
  const loadFailed = useRef(false);
  const [PwaNotices, setPwaNotices] = useState(() => loadNotices(loadFailed));

  // A notice is news, not an answer to the person's input: it renders in a
  // transition, in slices, so the worker's first install (often while a page
  // is still starting) adds no long task.
  useEffect(
    () =>
      onPwaEvent((event) => {
        startTransition(() => {
          if (event.type === 'offline-ready') setOfflineReady(true);
          else setNeeded(true);
        });
      }),
    [],
  );
  useEffect(() => {
    if (!online) setNeeded(true);
  }, [online]);
  useEffect(() => {
    if (!online || !loadFailed.current) return;
    loadFailed.current = false;
    setPwaNotices(() => loadNotices(loadFailed));
  }, [online]);
  // The ready notice steps aside by itself.
  useEffect(() => {
    if (!offlineReady) return;
    const timer = window.setTimeout(() => setOfflineReady(false), OFFLINE_READY_MS);
    return () => window.clearTimeout(timer);
  }, [offlineReady]);

  if (!needed && !offlineReady) return null;
  // A notice that comes later goes on top and moves none already showing. The
  // install offer waits until the ready notice has stepped aside, and then shows
  // alone: shown above it, it would drop when the ready notice goes by itself.
  return (
    <NoticeStack>
      {offlineReady ? (
        <Notice
          role="status"
          tone="success"
          title="Ready to work offline"
          dismiss={{ label: 'Dismiss offline notice', onClick: () => setOfflineReady(false) }}
        >
          <Text>
            {LIVE_API
              ? 'The pages you open from now on also show without a network connection.'
              : 'Every page, form and admin screen now works without a network connection.'}
          </Text>
        </Notice>
      ) : null}
      {needed ? (
        <Suspense fallback={null}>
          <PwaNotices holdInstall={offlineReady} />
        </Suspense>
      ) : null}
    </NoticeStack>
  );
}
