import { CloseButton, Dialog, Portal } from '@chakra-ui/react';
import { dialogSlotRecipe } from '@chakra-ui/react/theme';
import type { ReactNode } from 'react';
import { REFLOW_CONTENT, REFLOW_POSITIONER } from '../../components/ui/dialog-reflow';

interface ToolDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description: ReactNode;
  size: 'lg' | 'xl';
  /** The corner close button's name. */
  closeLabel: string;
  children: ReactNode;
  footer?: ReactNode;
}

/** The frame of the QA tools' dialogs: full screen on a phone, its body scrolling. */
export function ToolDialog(props: ToolDialogProps) {
  return (
    <Dialog.Root
      recipe={dialogSlotRecipe}
      open={props.open}
      onOpenChange={(event) => props.onOpenChange(event.open)}
      size={{ base: 'full', md: props.size }}
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner css={REFLOW_POSITIONER}>
          <Dialog.Content css={REFLOW_CONTENT}>
            <Dialog.Header flexDirection="column" alignItems="start" gap="1" pe="12">
              <Dialog.Title wordBreak="break-all">{props.title}</Dialog.Title>
              <Dialog.Description fontSize="sm" color="fg.muted">
                {props.description}
              </Dialog.Description>
            </Dialog.Header>
            <Dialog.Body>{props.children}</Dialog.Body>
            {props.footer ? <Dialog.Footer>{props.footer}</Dialog.Footer> : null}
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={props.closeLabel} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
