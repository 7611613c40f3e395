import { Button } from '@chakra-ui/react';
import { MOCK_API } from '../../../contract/endpoints';
import { apiPost } from '../../../lib/api-client';
import { forgetApplied } from '../../qa-kit/mock-settings';
import { ConfirmDialog } from './confirm-dialog';

/** Back to the seed content, after a confirmation. */
export function ResetDialog({ onDone }: { onDone: () => Promise<unknown> }) {
  return (
    <ConfirmDialog
      trigger={
        <Button colorPalette="red" variant="outline">
          Reset demo data
        </Button>
      }
      title="Reset demo data?"
      confirmLabel="Reset"
      busyLabel="Resetting..."
      failure="Reset failed"
      onConfirm={async () => {
        await apiPost(MOCK_API.reset, {});
        // Nothing a ?mock= address applied in this tab is in force any more.
        forgetApplied();
        await onDone();
        return [
          'Demo data reset',
          'The default content is back, every lead was removed and the backend switches are off.',
        ];
      }}
    >
      Every lead is deleted and every content edit is undone: the site goes back to its default
      content, and the backend switches (latency, faults) are turned off. Export a snapshot first if
      you want to keep the current state.
    </ConfirmDialog>
  );
}
