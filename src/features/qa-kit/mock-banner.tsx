import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { MOCK_API } from '../../contract/endpoints';
import { type MockConfig, mockConfigSchema } from '../../contract/mock-control';
import { ApiError, apiGet, apiPost, apiPut } from '../../lib/api-client';
import { MOCK_PARAM, type MockPlan, parseMockParam } from './mock-param';
import {
  afterApplying,
  followSwitches,
  forgetApplied,
  onAppliedChange,
  readApplied,
  writeApplied,
} from './mock-settings';

// Applies the address's `?mock=` settings through the backend's control path,
// then loads the page again without the parameter, so that everything on it is
// read with the new settings; the banner names them on every page of this tab
// until they are cleared. In a corner above the page and below every dialog,
// like the app's notices, and it can be hidden.

async function apply(plan: MockPlan) {
  if (Object.keys(plan.change).length > 0) await apiPut(MOCK_API.config, plan.change, false);
  if (plan.scenario) await apiPost(MOCK_API.scenario(plan.scenario), {});
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** A refusal in the backend's words: its reason, and what it said of each setting. */
function refusalOf(error: unknown): string {
  if (!(error instanceof ApiError)) return messageOf(error);
  const fields = Object.entries(error.fieldErrors ?? {}).map(
    ([field, messages]) => `${field}: ${messages.join('; ')}`,
  );
  return [error.reason, ...fields].join('; ');
}

export function MockBanner() {
  const [applied, setApplied] = useState(readApplied);
  // The demo data panel's reset and switches change what is in force.
  useEffect(() => onAppliedChange(() => setApplied(readApplied())), []);
  // A counted fault clears itself once used up: on each page load, and when
  // the tab comes back to the front, the banner names the faults and latency
  // the backend has now.
  useEffect(() => {
    const follow = () => {
      // A ?mock= being applied reloads the page once it is.
      if (new URLSearchParams(window.location.search).has(MOCK_PARAM)) return;
      if (!readApplied()?.groups?.some((group) => group === 'faults' || group === 'latencyMs')) {
        return;
      }
      apiGet<MockConfig>(MOCK_API.config).then(followSwitches, () => undefined);
    };
    follow();
    window.addEventListener('focus', follow);
    return () => window.removeEventListener('focus', follow);
  }, []);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const [hidden, setHidden] = useState(false);

  useEffect(() => {
    const url = new URL(window.location.href);
    const param = url.searchParams.get(MOCK_PARAM);
    if (param === null) return;
    url.searchParams.delete(MOCK_PARAM);
    const plan = parseMockParam(param);
    if (plan.errors.length > 0) {
      setError(`Could not read ${plan.errors.join(', ')}. Nothing was applied.`);
      return;
    }
    apply(plan).then(
      () => {
        // Added to what an earlier ?mock= of this tab applied, which stays in force.
        writeApplied(afterApplying(readApplied(), plan));
        window.location.replace(url.href);
      },
      (reason) => setError(`The backend refused them (${refusalOf(reason)}). Nothing was applied.`),
    );
  }, []);

  const onClear = async () => {
    setBusy(true);
    try {
      await apiPut(MOCK_API.config, mockConfigSchema.parse({}), false);
      if (applied?.scenario) await apiPost(MOCK_API.scenario('seed'), {});
      forgetApplied();
      window.location.reload();
    } catch (reason) {
      setError(`Clearing failed: ${messageOf(reason)}`);
      setBusy(false);
    }
  };

  if (hidden || (!applied && !error)) return null;
  return (
    <Box
      position="fixed"
      insetEnd={{ base: '3', md: '5' }}
      insetStart={{ base: '3', md: 'auto' }}
      bottom={{ base: '3', md: '5' }}
      maxW={{ md: 'sm' }}
      // As the app's notices: above the page's sticky bar, below every dialog.
      zIndex="calc(var(--bl-z-index-banner) + 1)"
    >
      <Stack
        role="status"
        aria-label="Mock backend settings"
        gap="2"
        p="4"
        bg="bg.panel"
        borderWidth="1px"
        borderStartWidth="4px"
        borderColor={error ? 'border.error' : 'border.warning'}
        borderRadius="l2"
        boxShadow="lg"
        fontSize="sm"
      >
        <Text fontWeight="semibold">
          {error ? 'Mock settings not applied' : 'Mock backend settings'}
        </Text>
        {error ? <Text>{error}</Text> : null}
        {applied ? (
          <>
            {/* What an earlier ?mock= of this tab applied stays in force. */}
            {error ? <Text fontWeight="semibold">Still in force:</Text> : null}
            <Stack as="ul" gap="1" ps="4" listStyleType="disc">
              {applied.labels.map((label) => (
                <li key={label}>{label}</li>
              ))}
            </Stack>
            <Text color="fg.muted" fontSize="xs">
              Clearing brings back the default settings
              {applied.scenario ? ' and the default content, without leads' : ''}.
            </Text>
          </>
        ) : null}
        <HStack gap="2" wrap="wrap">
          {applied ? (
            <Button size="xs" onClick={onClear} loading={busy}>
              Clear mock settings
            </Button>
          ) : null}
          <Button size="xs" variant="outline" onClick={() => setHidden(true)}>
            Hide
          </Button>
        </HStack>
      </Stack>
    </Box>
  );
}
