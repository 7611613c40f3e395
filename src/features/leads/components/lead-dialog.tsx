import { CloseButton, Dialog, Portal } from '@chakra-ui/react';
import { dialogSlotRecipe } from '@chakra-ui/react/theme';
import type { ReactNode } from 'react';
import { REFLOW_CONTENT, REFLOW_POSITIONER } from '../../../components/ui/dialog-reflow';

interface LeadDialogProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  /** The dialog's form: a LeadDialogForm holding Dialog.Body and Dialog.Footer. */
  children: ReactNode;
  size?: 'sm' | 'md' | 'lg';
}

/**
 * The frame shared by every lead dialog: focus trapped inside, Escape and the
 * close button close it, and its content unmounts when closed (the form state
 * lives in the dialog's component, so a closed dialog keeps what was typed).
 */
export function LeadDialog({
  open,
  onClose,
  title,
  description,
  children,
  size = 'md',
}: LeadDialogProps) {
  return (
    <Dialog.Root
      recipe={dialogSlotRecipe}
      open={open}
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
      lazyMount
      unmountOnExit
      placement="center"
      scrollBehavior="inside"
      size={{ base: 'full', md: size }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner css={REFLOW_POSITIONER}>
          {/* From md up the size is the dialog's own, but the full-screen
              size of a phone sets a minimum height, no margin and square
              corners, which a larger size does not reset: reset them here. */}
          <Dialog.Content
            css={{
              md: {
                minH: 'auto',
                borderRadius: 'l3',
                '--dialog-margin': 'var(--dialog-base-margin)',
              },
              ...REFLOW_CONTENT,
            }}
          >
            <Dialog.Header flexDirection="column" alignItems="stretch" gap="1.5" pe="12">
              <Dialog.Title fontFamily="heading" fontSize="xl">
                {title}
              </Dialog.Title>
              {description ? (
                <Dialog.Description color="fg.muted">{description}</Dialog.Description>
              ) : null}
            </Dialog.Header>
            {children}
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close dialog" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
