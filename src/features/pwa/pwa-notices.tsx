import { Box, Button, HStack, Text } from '@chakra-ui/react';
import { format } from 'date-fns';
import { useEffect, useState } from 'react';
import { applyUpdate, dismissRefusal, onPwaEvent, promptInstall } from '../../app/sw-registration';
import { LIVE_API } from '../../lib/api-mode';
import type { OutboxRefusal } from '../../lib/outbox';
import { hasUnsavedWork } from '../../lib/unsaved-work';
import { Notice } from './notice';
import { RefusalNotice } from './refusal-notice';
import { useOnline } from './use-online';

// The app's own notices: offline state, a new version, the install offer and a
// write refused for lack of space. Loaded when one of them is needed (see
// pwa-notices-slot.tsx); the events that came before are replayed by onPwaEvent.

/** Where "Not now" on the install offer is remembered: the time it was said. */
export const INSTALL_DECLINED_KEY = 'install-offer-declined-at';
/** How long "Not now" holds: the offer comes back after that, not on every page. */
export const INSTALL_DECLINED_DAYS = 30;

function declinedLately(now = Date.now()): boolean {
  try {
    const at = Number(localStorage.getItem(INSTALL_DECLINED_KEY));
    return at > 0 && now - at < INSTALL_DECLINED_DAYS * 86_400_000;
  } catch {
    return false;
  }
}

/** " on Nov 28, 2026 at 6:43 PM" for an HTTP date; nothing when there is none. */
function savedOn(httpDate: string): string {
  const date = new Date(httpDate);
  if (!httpDate || Number.isNaN(date.getTime())) return '';
  return ` on ${format(date, "MMM d, yyyy 'at' h:mm a")}`;
}

function rememberDeclined() {
  try {
    localStorage.setItem(INSTALL_DECLINED_KEY, String(Date.now()));
  } catch {
    // Storage refused (a private window): the offer shows again next time.
  }
}

export default function PwaNotices({ holdInstall = false }: { holdInstall?: boolean }) {
  const online = useOnline();
  const [update, setUpdate] = useState<'available' | 'held' | undefined>();
  const [reloading, setReloading] = useState(false);
  /** Reload was pressed while a form on this page held typed text: it asks first. */
  const [losing, setLosing] = useState(false);
  const [install, setInstall] = useState(false);
  const [storageFull, setStorageFull] = useState(false);
  const [refusals, setRefusals] = useState<OutboxRefusal[]>([]);
  /** Live: what shows came from a copy kept on this date (an HTTP date, or empty). */
  const [keptCopy, setKeptCopy] = useState<string>();
  // Hidden by the person until the network is back: on a phone the notice
  // covers the foot of the page, and offline may last a whole flight.
  const [offlineHidden, setOfflineHidden] = useState(false);
  useEffect(() => {
    if (online) setOfflineHidden(false);
  }, [online]);

  useEffect(
    () =>
      onPwaEvent((event) => {
        if (event.type === 'update-available') setUpdate('available');
        if (event.type === 'update-held') setUpdate('held');
        if (event.type === 'install-available') setInstall(!declinedLately());
        if (event.type === 'installed') setInstall(false);
        if (event.type === 'storage-full') setStorageFull(true);
        if (event.type === 'outbox-refused') setRefusals(event.refusals);
        if (event.type === 'kept-copy') setKeptCopy(event.savedAt);
      }),
    [],
  );

  return (
    <>
      {refusals.map((refusal) => (
        <RefusalNotice
          key={refusal.id}
          refusal={refusal}
          onDismiss={() => {
            setRefusals((shown) => shown.filter((item) => item.id !== refusal.id));
            dismissRefusal(refusal.id);
          }}
        />
      ))}
      {storageFull ? (
        <Notice
          role="alert"
          tone="error"
          title="Your device's storage is full"
          dismiss={{ label: 'Dismiss storage warning', onClick: () => setStorageFull(false) }}
        >
          <Text>
            Nothing was saved. Free some space on this device and try again: everything stored
            before is safe.
          </Text>
        </Notice>
      ) : null}
      {update ? (
        <Notice
          role="status"
          tone="brand"
          title={update === 'held' ? 'A new version is ready' : 'A new version is available'}
          dismiss={{
            label: 'Dismiss update notice',
            onClick: () => {
              setUpdate(undefined);
              setLosing(false);
            },
          }}
        >
          <Text>
            {losing
              ? 'What you typed in the form on this page is lost when it reloads. Send or save it first, or reload anyway.'
              : update === 'held'
                ? 'This page was not reloaded, so what you typed is still here. Reload once you have sent or saved it.'
                : LIVE_API
                  ? 'Reload to start using it.'
                  : 'Reload to start using it. Everything you have saved stays on this device.'}
          </Text>
          <HStack gap="2">
            <Button
              size="sm"
              colorPalette="brand"
              loading={reloading}
              loadingText="Reloading..."
              onClick={() => {
                // Typed text is not lost without a word: the first press asks.
                if (!losing && hasUnsavedWork()) {
                  setLosing(true);
                  return;
                }
                setReloading(true);
                applyUpdate();
              }}
            >
              {losing ? 'Reload anyway' : 'Reload'}
            </Button>
            {losing ? (
              <Button size="sm" variant="outline" onClick={() => setLosing(false)}>
                Keep typing
              </Button>
            ) : null}
          </HStack>
        </Notice>
      ) : null}
      {install && !update && !holdInstall ? (
        <Notice role="status" tone="brand" title="Install Brightline Labs">
          <Text>Add the app to your device: it opens in its own window and works offline.</Text>
          <HStack gap="2">
            <Button
              size="sm"
              colorPalette="brand"
              onClick={() => {
                setInstall(false);
                void promptInstall();
              }}
            >
              Install
            </Button>
            <Button
              size="sm"
              variant="ghost"
              onClick={() => {
                setInstall(false);
                rememberDeclined();
              }}
            >
              Not now
            </Button>
          </HStack>
        </Notice>
      ) : null}
      {/* Offline, the offline notice says that pages show as last seen. */}
      {keptCopy !== undefined && online ? (
        <Notice
          role="status"
          tone="muted"
          title="This page may be out of date"
          dismiss={{ label: 'Dismiss out-of-date notice', onClick: () => setKeptCopy(undefined) }}
        >
          <Text>
            The site did not answer in time, so this shows the copy saved on this device
            {savedOn(keptCopy)}. Reload to try again.
          </Text>
          <HStack gap="2">
            <Button size="sm" colorPalette="brand" onClick={() => window.location.reload()}>
              Reload
            </Button>
          </HStack>
        </Notice>
      ) : null}
      <Box aria-live="polite" role="status">
        {online || offlineHidden ? null : (
          <Notice
            tone="muted"
            title="You're offline"
            dismiss={{ label: 'Hide the offline notice', onClick: () => setOfflineHidden(true) }}
          >
            <Text>
              {LIVE_API
                ? 'Pages you have opened still show. A form you send is kept and sent when you are back online; saving an admin edit needs the network.'
                : 'Everything keeps working: pages, forms and admin edits are saved on this device.'}
            </Text>
          </Notice>
        )}
      </Box>
    </>
  );
}
