import { Button, Dialog, Portal, Stack, Text } from '@chakra-ui/react';
import { dialogSlotRecipe } from '@chakra-ui/react/theme';
import { type FormEvent, useState } from 'react';
import { LIVE_API } from '../../lib/api-mode';
import { useFocusBack } from '../../lib/use-focus-back';
import { SessionEndedFaults } from './session-ended-faults';
import { SignInFields } from './sign-in-fields';
import { startSession, typedCredentials } from './start-session';

interface SessionEndedDialogProps {
  open: boolean;
  /** Signed in again: the screen carries on. */
  onResumed: () => void;
  /** The person would rather go to the login page. */
  onLeave: () => void;
}

/**
 * Over an admin screen whose session ended while it was open (idle too long,
 * signed out elsewhere): sign in again where you are, so an edit that was
 * being written is not lost. It must be answered, so it is an alert dialog
 * that neither Escape nor a click outside closes.
 */
export function SessionEndedDialog({ open, onResumed, onLeave }: SessionEndedDialogProps) {
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const signIn = useFocusBack(busy);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    setBusy(true);
    setError('');
    startSession(typedCredentials(form)).then((refused) => {
      setBusy(false);
      if (refused !== undefined) {
        setError(refused);
        return;
      }
      form.reset();
      onResumed();
    });
  };

  return (
    <Dialog.Root
      recipe={dialogSlotRecipe}
      open={open}
      role="alertdialog"
      closeOnEscape={false}
      closeOnInteractOutside={false}
      size="sm"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content asChild>
            <form onSubmit={onSubmit}>
              <Dialog.Header>
                <Dialog.Title>Your session has ended</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">
                  <Dialog.Description asChild>
                    <Text>
                      Sign in again to carry on. This screen stays as it is, and anything that did
                      not save can be saved again once you are back.
                    </Text>
                  </Dialog.Description>
                  {LIVE_API ? null : <SessionEndedFaults />}
                  <SignInFields error={error} />
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={onLeave} disabled={busy}>
                  Go to login page
                </Button>
                <Button
                  ref={signIn}
                  type="submit"
                  colorPalette="brand"
                  loading={busy}
                  loadingText="Signing in..."
                >
                  Sign In
                </Button>
              </Dialog.Footer>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
