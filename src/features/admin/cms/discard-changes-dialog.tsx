import { Button, Dialog, Portal, Text } from '@chakra-ui/react';
import { dialogSlotRecipe } from '@chakra-ui/react/theme';
import { useRef } from 'react';

interface DiscardChangesDialogProps {
  open: boolean;
  /** Back to the form, as it was. */
  onKeep: () => void;
  /** The edit dialog closes and what was typed in it is lost. */
  onDiscard: () => void;
}

/**
 * Asked when an edit dialog with unsaved changes is closed (Cancel, the close
 * button, Escape, a click outside): a slip of the finger should not throw an
 * edit away. Keep Editing has the focus, and Escape answers it.
 */
export function DiscardChangesDialog({ open, onKeep, onDiscard }: DiscardChangesDialogProps) {
  const keep = useRef<HTMLButtonElement>(null);
  return (
    <Dialog.Root
      recipe={dialogSlotRecipe}
      open={open}
      role="alertdialog"
      onOpenChange={(event) => (event.open ? undefined : onKeep())}
      closeOnInteractOutside={false}
      initialFocusEl={() => keep.current}
      size="sm"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Discard your changes?</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Dialog.Description asChild>
                <Text>What you changed in this form has not been saved, and will be lost.</Text>
              </Dialog.Description>
            </Dialog.Body>
            <Dialog.Footer>
              <Button ref={keep} variant="outline" onClick={onKeep}>
                Keep Editing
              </Button>
              <Button colorPalette="red" onClick={onDiscard}>
                Discard Changes
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
