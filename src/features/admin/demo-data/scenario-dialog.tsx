import { Button, CloseButton, Dialog, NativeSelect, Portal, Stack, Text } from '@chakra-ui/react';
import { dialogSlotRecipe, nativeSelectSlotRecipe } from '@chakra-ui/react/theme';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { FormField } from '../../../components/form/form-field';
import { notify } from '../../../components/ui/toaster';
import { MOCK_API } from '../../../contract/endpoints';
import type { ScenarioInfo } from '../../../contract/mock-control';
import { apiGet, apiPost } from '../../../lib/api-client';

/** Replaces the content and leads with a named data set, after a confirmation. */
export function ScenarioDialog({ onDone }: { onDone: () => Promise<unknown> }) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [name, setName] = useState('');
  const list = useQuery({
    queryKey: ['mock-scenarios'],
    queryFn: () => apiGet<ScenarioInfo[]>(MOCK_API.scenarios),
    enabled: open,
  });
  const chosen = list.data?.find((scenario) => scenario.name === name) ?? list.data?.[0];

  const onConfirm = async () => {
    if (!chosen) return;
    setBusy(true);
    try {
      await apiPost(MOCK_API.scenario(chosen.name), {});
      await onDone();
      setOpen(false);
      notify('success', `Scenario “${chosen.name}” loaded`, chosen.description);
    } catch (error) {
      notify('error', 'Error', `Loading failed: ${error instanceof Error ? error.message : error}`);
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
        <Button variant="outline">Load a scenario</Button>
      </Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Load a scenario?</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                <Text>
                  Every lead and content edit is replaced by the scenario’s data. The backend
                  switches stay as they are. Export a snapshot first if you want to keep the current
                  state.
                </Text>
                <FormField label="Scenario" helper={chosen?.description}>
                  <NativeSelect.Root recipe={nativeSelectSlotRecipe} disabled={!list.data}>
                    <NativeSelect.Field
                      value={chosen?.name ?? ''}
                      onChange={(event) => setName(event.target.value)}
                    >
                      {list.data?.map((scenario) => (
                        <option key={scenario.name} value={scenario.name}>
                          {scenario.name}
                        </option>
                      ))}
                    </NativeSelect.Field>
                    <NativeSelect.Indicator />
                  </NativeSelect.Root>
                </FormField>
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline">Cancel</Button>
              </Dialog.ActionTrigger>
              <Button
                colorPalette="red"
                onClick={onConfirm}
                disabled={!chosen}
                loading={busy}
                loadingText="Loading..."
              >
                Load scenario
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
