import { Button, CloseButton, Dialog, Portal, Stack } from '@chakra-ui/react';
import { dialogSlotRecipe } from '@chakra-ui/react/theme';
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { REFLOW_CONTENT, REFLOW_POSITIONER } from '../../../components/ui/dialog-reflow';
import { useBackGuard } from '../../../lib/use-back-guard';
import { useFocusBack } from '../../../lib/use-focus-back';
import { ConflictNotice } from './conflict-notice';
import { DiscardChangesDialog } from './discard-changes-dialog';
import type { SaveConflict } from './use-save';

interface EditDialogProps {
  title: string;
  open: boolean;
  onClose: () => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  saving: boolean;
  /** The form has changes not saved: closing it asks first. */
  dirty: boolean;
  /** A save refused because someone else saved the item since it was opened. */
  conflict?: SaveConflict;
  children: ReactNode;
}

/** The CMS's edit dialog: a form with Save Changes (Saving...) and Cancel. */
export function EditDialog({
  title,
  open,
  onClose,
  onSubmit,
  saving,
  dirty,
  conflict,
  children,
}: EditDialogProps) {
  const [confirming, setConfirming] = useState(false);
  // While a save is on its way, the dialog stays: closed, its "discarded" edit
  // would still be saved.
  const requestClose = () => {
    if (saving) return;
    if (dirty) setConfirming(true);
    else onClose();
  };
  const save = useFocusBack(saving);
  // The browser's Back with changes not saved asks as the other ways out do,
  // and the page stays.
  useBackGuard(open && dirty, requestClose);
  // Leaving the page (a reload, the tab closed) with changes not saved: the browser asks.
  useEffect(() => {
    if (!open || !dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [open, dirty]);
  // Where the focus was in the form. A dialog opened over this one (the
  // session-ended dialog) hands the focus back there when it closes, rather
  // than to the first field with its text selected, where the next key
  // pressed would replace it. Opened anew, the form starts at its first field.
  const lastFocused = useRef<HTMLElement | null>(null);
  useEffect(() => {
    if (!open) lastFocused.current = null;
  }, [open]);
  return (
    <>
      <Dialog.Root
        recipe={dialogSlotRecipe}
        open={open}
        onOpenChange={(event) => (event.open ? undefined : requestClose())}
        initialFocusEl={() => (lastFocused.current?.isConnected ? lastFocused.current : null)}
        size="lg"
        scrollBehavior="inside"
      >
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner css={REFLOW_POSITIONER}>
            <Dialog.Content asChild css={REFLOW_CONTENT}>
              <form
                onSubmit={onSubmit}
                noValidate
                onFocus={(event) => {
                  lastFocused.current = event.target;
                }}
              >
                <Dialog.Header>
                  <Dialog.Title>{title}</Dialog.Title>
                </Dialog.Header>
                <Dialog.Body>
                  <Stack gap="4">
                    {conflict ? <ConflictNotice key={conflict.id} conflict={conflict} /> : null}
                    {children}
                  </Stack>
                </Dialog.Body>
                <Dialog.Footer>
                  <Button variant="outline" onClick={requestClose} disabled={saving}>
                    Cancel
                  </Button>
                  <Button
                    ref={save}
                    type="submit"
                    colorPalette="brand"
                    loading={saving}
                    loadingText="Saving..."
                  >
                    Save Changes
                  </Button>
                </Dialog.Footer>
                <Dialog.CloseTrigger asChild>
                  <CloseButton size="sm" aria-label="Close" disabled={saving} />
                </Dialog.CloseTrigger>
              </form>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
      <DiscardChangesDialog
        open={open && confirming}
        onKeep={() => setConfirming(false)}
        onDiscard={() => {
          setConfirming(false);
          onClose();
        }}
      />
    </>
  );
}
