import { Button, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { nativeSelectSlotRecipe } from '@chakra-ui/react/theme';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { FormField } from '../../../components/form/form-field';
import { PHONE_FIELD_TEXT } from '../../../components/ui/input';
import { MOCK_API } from '../../../contract/endpoints';
import type { ScenarioInfo } from '../../../contract/mock-control';
import { apiGet, apiPost } from '../../../lib/api-client';
import { ConfirmDialog } from './confirm-dialog';

/** Replaces the content and leads with a named data set, after a confirmation. */
export function ScenarioDialog({ onDone }: { onDone: () => Promise<unknown> }) {
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const list = useQuery({
    queryKey: ['mock-scenarios'],
    queryFn: () => apiGet<ScenarioInfo[]>(MOCK_API.scenarios),
    enabled: open,
  });
  const chosen = list.data?.find((scenario) => scenario.name === name) ?? list.data?.[0];

  return (
    <ConfirmDialog
      trigger={<Button variant="outline">Load a scenario</Button>}
      title="Load a scenario?"
      confirmLabel="Load scenario"
      busyLabel="Loading..."
      failure="Loading failed"
      canConfirm={chosen !== undefined}
      onOpenChange={setOpen}
      onConfirm={async () => {
        const scenario = chosen as ScenarioInfo;
        await apiPost(MOCK_API.scenario(scenario.name), {});
        await onDone();
        return [`Scenario “${scenario.name}” loaded`, scenario.description];
      }}
    >
      <Stack gap="4">
        <Text>
          Every lead and content edit is replaced by the scenario’s data. The backend switches stay
          as they are. Export a snapshot first if you want to keep the current state.
        </Text>
        <FormField label="Scenario" helper={chosen?.description}>
          <NativeSelect.Root recipe={nativeSelectSlotRecipe} disabled={!list.data}>
            <NativeSelect.Field
              borderColor="border.field"
              fontSize={PHONE_FIELD_TEXT}
              colorPalette="brand"
              value={chosen?.name ?? ''}
              onChange={(event) => setName(event.target.value)}
            >
              {list.data?.map((scenario) => (
                <option key={scenario.name} value={scenario.name}>
                  {scenario.name}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator aria-hidden />
          </NativeSelect.Root>
        </FormField>
      </Stack>
    </ConfirmDialog>
  );
}
