import { Toaster as ChakraToaster, createToaster, Portal, Stack, Toast } from '@chakra-ui/react';
import { MAX_VISIBLE_TOASTS, TOAST_DURATION_MS } from '../../contract/options';

// Spec section 9: at most one toast at a time, shown for 5000 ms.
export const toaster = createToaster({
  placement: 'bottom-end',
  max: MAX_VISIBLE_TOASTS,
  duration: TOAST_DURATION_MS,
  pauseOnPageIdle: true,
});

// Darker than the recipe's solid colours, so that white text keeps a 4.5:1 contrast.
const TOAST_BG: Record<string, string> = { success: 'green.700', error: 'red.700' };

export function Toaster() {
  return (
    <Portal>
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          <Toast.Root width={{ md: 'sm' }} bg={TOAST_BG[toast.type ?? ''] ?? undefined}>
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
    </Portal>
  );
}

/** Shows a toast; `error` makes it the destructive kind. */
export function notify(kind: 'success' | 'error' | 'info', title: string, description?: string) {
  toaster.create({ type: kind, title, description });
}
