import { Button, CloseButton, Dialog, Portal } from '@chakra-ui/react';
import { dialogSlotRecipe } from '@chakra-ui/react/theme';
import { type ReactNode, useState } from 'react';
import { notify } from '../../../components/ui/toaster';

interface ConfirmDialogProps {
  /** The button that opens the dialog. */
  trigger: ReactNode;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  busyLabel: string;
  /** Names the failure in its toast: "Reset failed: 503: ...". */
  failure: string;
  /** Does the work and gives the success toast's title and text; a throw shows the failure. */
  onConfirm: () => Promise<[title: string, description: string]>;
  canConfirm?: boolean;
  onOpenChange?: (open: boolean) => void;
}

/** A destructive step of the demo data panel, asked first, with a toast for how it went. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { trigger, title, children, confirmLabel, busyLabel, failure, onConfirm } = props;
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);

  const changeOpen = (next: boolean) => {
    setOpen(next);
    props.onOpenChange?.(next);
  };

  const confirm = async () => {
    setBusy(true);
    try {
      const [done, description] = await onConfirm();
      changeOpen(false);
      notify('success', done, description);
    } catch (error) {
      notify('error', 'Error', `${failure}: ${error instanceof Error ? error.message : error}`);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog.Root
      recipe={dialogSlotRecipe}
      open={open}
      onOpenChange={(event) => changeOpen(event.open)}
      role="alertdialog"
    >
      <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{children}</Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline">Cancel</Button>
              </Dialog.ActionTrigger>
              <Button
                colorPalette="red"
                onClick={confirm}
                disabled={props.canConfirm === false}
                loading={busy}
                loadingText={busyLabel}
              >
                {confirmLabel}
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
