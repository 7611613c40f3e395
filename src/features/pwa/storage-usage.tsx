import { Badge, Card, Heading, HStack, Progress, Stack, Text } from '@chakra-ui/react';
import { progressSlotRecipe } from '@chakra-ui/react/theme';
import { useEffect, useState } from 'react';
import { formatBytes } from './format-bytes';

// What this device holds for the app: the store with every lead and admin edit,
// and the cached app itself. Staff see it before a demo, and it explains a
// "storage is full" error should one come.

interface Usage {
  usage: number;
  quota: number;
  persisted: boolean;
}

type State = { status: 'loading' } | { status: 'unsupported' } | ({ status: 'ready' } & Usage);

async function readUsage(): Promise<State> {
  if (!navigator.storage?.estimate) return { status: 'unsupported' };
  const [estimate, persisted] = await Promise.all([
    navigator.storage.estimate(),
    navigator.storage.persisted?.() ?? Promise.resolve(false),
  ]);
  return {
    status: 'ready',
    usage: estimate.usage ?? 0,
    quota: estimate.quota ?? 0,
    persisted,
  };
}

/** How much of the device's storage the app uses. */
export function StorageUsage() {
  const [state, setState] = useState<State>({ status: 'loading' });

  useEffect(() => {
    let live = true;
    readUsage()
      .then((next) => live && setState(next))
      .catch(() => live && setState({ status: 'unsupported' }));
    return () => {
      live = false;
    };
  }, []);

  return (
    <Card.Root as="section" aria-labelledby="storage-usage-title">
      <Card.Body>
        <Stack gap="3">
          <HStack justify="space-between" wrap="wrap" gap="2">
            <Heading as="h2" size="md" id="storage-usage-title">
              Storage on this device
            </Heading>
            <Text fontSize="sm" color="fg.muted">
              App version {import.meta.env.VITE_APP_VERSION}
            </Text>
          </HStack>
          <UsageDetails state={state} />
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

function UsageDetails({ state }: { state: State }) {
  if (state.status === 'loading') return <Text color="fg.muted">Measuring storage…</Text>;
  if (state.status === 'unsupported') {
    return (
      <Text color="fg.muted">This browser does not report how much storage the app uses.</Text>
    );
  }
  const percent = state.quota > 0 ? (state.usage / state.quota) * 100 : 0;
  const shown = percent > 0 && percent < 0.1 ? '<0.1' : percent.toFixed(1);
  return (
    <>
      <Progress.Root
        recipe={progressSlotRecipe}
        value={Math.min(100, percent)}
        // Named by what it measures, not by its percentage alone.
        translations={{ value: () => `Storage used: ${shown}%` }}
        size="sm"
        colorPalette="brand"
      >
        <Progress.Label srOnly>Storage used</Progress.Label>
        <Progress.Track>
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
      <Text data-testid="storage-usage-text">
        {formatBytes(state.usage)} used of {formatBytes(state.quota)} available ({shown}%)
      </Text>
      <HStack gap="2" wrap="wrap">
        <Badge colorPalette={state.persisted ? 'green' : 'orange'}>
          {state.persisted ? 'Persistent' : 'Not persistent'}
        </Badge>
        <Text fontSize="sm" color="fg.muted">
          {state.persisted
            ? 'The browser keeps leads and edits stored here even when space runs low.'
            : 'The browser may clear what is stored here if the device runs low on space.'}
        </Text>
      </HStack>
    </>
  );
}
