import { Button, CloseButton, Dialog, Portal, Stack } from '@chakra-ui/react';
import { dialogSlotRecipe } from '@chakra-ui/react/theme';
import { type FormEvent, type ReactNode, useEffect, useRef } from 'react';
import { ConflictNotice } from './conflict-notice';
import type { SaveConflict } from './use-save';

interface EditDialogProps {
  title: string;
  open: boolean;
  onClose: () => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  saving: boolean;
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
  conflict,
  children,
}: EditDialogProps) {
  // Where the focus was in the form. A dialog opened over this one (the
  // session-ended dialog) hands the focus back there when it closes, rather
  // than to the first field with its text selected, where the next key
  // pressed would replace it. Opened anew, the form starts at its first field.
  const lastFocused = useRef<HTMLElement | null>(null);
  useEffect(() => {
    if (!open) lastFocused.current = null;
  }, [open]);
  return (
    <Dialog.Root
      recipe={dialogSlotRecipe}
      open={open}
      onOpenChange={(event) => (event.open ? undefined : onClose())}
      initialFocusEl={() => (lastFocused.current?.isConnected ? lastFocused.current : null)}
      size="lg"
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content asChild>
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
                <Button variant="outline" onClick={onClose} disabled={saving}>
                  Cancel
                </Button>
                <Button type="submit" colorPalette="brand" loading={saving} loadingText="Saving...">
                  Save Changes
                </Button>
              </Dialog.Footer>
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label="Close" />
              </Dialog.CloseTrigger>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
