import { Button, CloseButton, Dialog, Portal } from '@chakra-ui/react';
import { dialogSlotRecipe } from '@chakra-ui/react/theme';
import { useState } from 'react';
import { notify } from '../../../components/ui/toaster';
import { MOCK_API } from '../../../contract/endpoints';
import { apiPost } from '../../../lib/api-client';

/** Back to the seed content, after a confirmation. */
export function ResetDialog({ onDone }: { onDone: () => Promise<unknown> }) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);

  const onConfirm = async () => {
    setBusy(true);
    try {
      await apiPost(MOCK_API.reset, {});
      await onDone();
      setOpen(false);
      notify(
        'success',
        'Demo data reset',
        'The default content is back and every lead was removed.',
      );
    } catch (error) {
      notify('error', 'Error', `Reset failed: ${error instanceof Error ? error.message : error}`);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog.Root
      recipe={dialogSlotRecipe}
      open={open}
      onOpenChange={(event) => setOpen(event.open)}
      role="alertdialog"
    >
      <Dialog.Trigger asChild>
        <Button colorPalette="red" variant="outline">
          Reset demo data
        </Button>
      </Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Reset demo data?</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              Every lead is deleted and every content edit is undone: the site goes back to its
              default content. Export a snapshot first if you want to keep the current state.
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline">Cancel</Button>
              </Dialog.ActionTrigger>
              <Button
                colorPalette="red"
                onClick={onConfirm}
                loading={busy}
                loadingText="Resetting..."
              >
                Reset
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
