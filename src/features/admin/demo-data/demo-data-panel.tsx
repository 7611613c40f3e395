import { Alert, Button, Card, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { alertSlotRecipe } from '@chakra-ui/react/theme';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { invalidate, invalidates } from '../../../api/queries';
import { notify } from '../../../components/ui/toaster';
import { INSPECTOR_SHORTCUT, openRequestInspector } from '../../../lib/inspector-shortcut';
import { downloadText } from '../csv';
import { BackendSwitches } from './backend-switches';
import { ResetDialog } from './reset-dialog';
import { ScenarioDialog } from './scenario-dialog';
import { describeError, exportSnapshot, importSnapshot } from './snapshot';

/** Demo data for sales demos and QA: reset, scenarios, snapshots, backend switches, request inspector. */
export function DemoDataPanel() {
  const queryClient = useQueryClient();
  const fileInput = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState<'export' | 'import' | null>(null);
  const [importError, setImportError] = useState('');

  const refreshAll = () => invalidate(queryClient, invalidates.everything);

  const onExport = async () => {
    setBusy('export');
    try {
      const { text, fileName } = await exportSnapshot();
      downloadText(fileName, text, 'application/json');
      notify('success', 'Snapshot exported', fileName);
    } catch (error) {
      notify('error', 'Error', `Export failed: ${describeError(error)}`);
    } finally {
      setBusy(null);
    }
  };

  const onImport = async (file: File | undefined) => {
    if (!file) return;
    setBusy('import');
    setImportError('');
    try {
      const { counts } = await importSnapshot(file);
      await refreshAll();
      const leads =
        (counts.contactSubmissions ?? 0) +
        (counts.leadCaptures ?? 0) +
        (counts.newsletterSubscribers ?? 0);
      notify(
        'success',
        'Snapshot imported',
        `${file.name}: ${leads.toLocaleString('en-US')} leads and all content restored.`,
      );
    } catch (error) {
      setImportError(`Nothing was changed. ${describeError(error)}`);
    } finally {
      setBusy(null);
      if (fileInput.current) fileInput.current.value = '';
    }
  };

  return (
    <Card.Root>
      <Card.Header>
        <Heading as="h2" size="lg">
          Demo data
        </Heading>
        <Text color="fg.muted" fontSize="sm">
          For sales demos and QA: start again from the default content or a named scenario, save the
          whole store to a file and load it back, make the backend slow or failing, and watch every
          call in the request inspector ({INSPECTOR_SHORTCUT.label} on any page).
        </Text>
      </Card.Header>
      <Card.Body>
        <Stack gap="6">
          <HStack gap="3" wrap="wrap">
            <ResetDialog onDone={refreshAll} />
            <ScenarioDialog onDone={refreshAll} />
            <Button
              variant="outline"
              onClick={onExport}
              loading={busy === 'export'}
              loadingText="Exporting..."
            >
              Export snapshot
            </Button>
            <Button
              variant="outline"
              onClick={() => fileInput.current?.click()}
              loading={busy === 'import'}
              loadingText="Importing..."
            >
              Import snapshot
            </Button>
            <Button
              variant="outline"
              onClick={openRequestInspector}
              aria-keyshortcuts={INSPECTOR_SHORTCUT.aria}
              title={INSPECTOR_SHORTCUT.label}
            >
              Request inspector
            </Button>
            <input
              ref={fileInput}
              type="file"
              accept="application/json,.json"
              aria-label="Snapshot file to import"
              hidden
              onChange={(event) => void onImport(event.target.files?.[0])}
            />
          </HStack>
          {importError ? (
            <Alert.Root recipe={alertSlotRecipe} status="error" role="alert">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title>Import failed</Alert.Title>
                <Alert.Description data-testid="import-error">{importError}</Alert.Description>
              </Alert.Content>
            </Alert.Root>
          ) : null}
          <BackendSwitches onChange={refreshAll} />
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
