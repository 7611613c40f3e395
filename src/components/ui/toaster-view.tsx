import { Toaster as ChakraToaster, createToaster, Portal, Stack, Toast } from '@chakra-ui/react';
import { toastSlotRecipe } from '@chakra-ui/react/theme';
import { useEffect } from 'react';
import { MAX_VISIBLE_TOASTS, TOAST_DURATION_MS } from '../../contract/options';
import type { ToastRequest } from './toaster';

// Loaded with the first toast (see toaster.tsx).

// Spec section 9: at most one toast at a time, shown for 5000 ms. In the
// bottom corner. While a dialog is open its actions (Save Changes, Cancel,
// Send) sit at its bottom end, and its close button at its top end, where a
// toast telling of a refused save would cover the buttons that retry or
// leave, and stay there as long as the pointer rests on it: from a tablet up
// the toast shows in the bottom corner at the start, beside or under the
// footer's empty start; on a phone, where the dialog takes the width, at the
// top, over its title.
const OFFSETS = {
  top: '1rem',
  left: '1rem',
  right: '1rem',
  // Above the home page's sticky bar while it shows (it sets the variable), not over its buttons.
  bottom: 'calc(1rem + var(--sticky-bar-height, 0px))',
};
const settings = { max: MAX_VISIBLE_TOASTS, duration: TOAST_DURATION_MS, pauseOnPageIdle: true };
const bottomToaster = createToaster({ ...settings, placement: 'bottom-end', offsets: OFFSETS });
const topToaster = createToaster({ ...settings, placement: 'top-end', offsets: OFFSETS });
// A dialog's backdrop covers the sticky bar: nothing to keep clear of there.
const besideToaster = createToaster({
  ...settings,
  placement: 'bottom-start',
  offsets: { ...OFFSETS, bottom: '1rem' },
});
const TOASTERS = { bottom: bottomToaster, top: topToaster, beside: besideToaster };

/** From a tablet up: Chakra's `md` breakpoint, where a dialog stops taking the width. */
const WIDE = '(min-width: 48rem)';

/** Whether a modal dialog (or alert dialog) is open over the page. */
const dialogOpen = () => document.querySelector('[aria-modal="true"][data-state="open"]') !== null;

// Darker than the recipe's solid colours, so that white text keeps a 4.5:1 contrast.
const TOAST_BG: Record<string, string> = { success: 'green.700', error: 'red.700' };

// The newest answer takes the place of the toast shown: a success after a
// failure (a save made again) shows at once, rather than wait, behind a
// failure that no longer holds, for as long as the pointer rests on it.
function show({ kind, title, description }: ToastRequest) {
  for (const toaster of Object.values(TOASTERS)) toaster.dismiss();
  const toaster = !dialogOpen()
    ? bottomToaster
    : window.matchMedia(WIDE).matches
      ? besideToaster
      : topToaster;
  toaster.create({ type: kind, title, description });
}

/**
 * Rendered just after the toast group, in the same commit. The group's machine
 * starts in a microtask its layout effect queues, and subscribes to the store
 * then; a toast created before that is not shown. A task after this commit,
 * every microtask has run: the group shows each toast created from then on.
 */
function GroupStarted({ onReady }: { onReady: (show: (toast: ToastRequest) => void) => void }) {
  useEffect(() => {
    const timer = setTimeout(() => onReady(show), 0);
    return () => clearTimeout(timer);
  }, [onReady]);
  return null;
}

function ToastRegion({ toaster }: { toaster: typeof bottomToaster }) {
  return (
    <ChakraToaster toaster={toaster} insetInline={{ mdDown: '4' }}>
      {(toast) => (
        <Toast.Root
          recipe={toastSlotRecipe}
          width={{ md: 'sm' }}
          bg={TOAST_BG[toast.type ?? ''] ?? undefined}
        >
          <Stack gap="1" flex="1" maxWidth="100%">
            {toast.title ? <Toast.Title>{toast.title}</Toast.Title> : null}
            {toast.description ? (
              <Toast.Description opacity={1}>{toast.description}</Toast.Description>
            ) : null}
          </Stack>
          <Toast.CloseTrigger aria-label="Dismiss notification" />
        </Toast.Root>
      )}
    </ChakraToaster>
  );
}

export default function ToasterView({
  onReady,
}: {
  /** Called once the toast regions are mounted, with the function that shows a toast. */
  onReady: (show: (toast: ToastRequest) => void) => void;
}) {
  return (
    <Portal>
      {Object.entries(TOASTERS).map(([place, toaster]) => (
        <ToastRegion key={place} toaster={toaster} />
      ))}
      <GroupStarted onReady={onReady} />
    </Portal>
  );
}
