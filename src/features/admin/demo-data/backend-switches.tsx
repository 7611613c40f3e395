import {
  Badge,
  Box,
  Button,
  Flex,
  Heading,
  HStack,
  IconButton,
  NativeSelect,
  Stack,
  Text,
} from '@chakra-ui/react';
import { nativeSelectSlotRecipe } from '@chakra-ui/react/theme';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { mockConfigQuery } from '../../../api/queries';
import { FormField } from '../../../components/form/form-field';
import { Input, PHONE_FIELD_TEXT } from '../../../components/ui/input';
import { notify } from '../../../components/ui/toaster';
import { ADMIN_SUMMARY, API, MOCK_API } from '../../../contract/endpoints';
import {
  describeFault,
  type MockConfig,
  type MockConfigInput,
} from '../../../contract/mock-control';
import { apiPut } from '../../../lib/api-client';
import { focusIfLost } from '../../../lib/focus-main';
import { followSwitches } from '../../qa-kit/mock-settings';

// The backend's latency and fault switches, over its settings (mockConfigQuery,
// which the consultation's calendar reads for the backend's clock too).

const ENDPOINTS = [
  `GET ${API.homepage}`,
  `GET ${API.services}`,
  'PUT /api/services/…',
  `GET ${API.portfolio}`,
  'PUT /api/portfolio/…',
  `GET ${API.team}`,
  'PUT /api/team/…',
  `GET ${API.blog}`,
  `GET ${API.caseStudies}`,
  `POST ${API.contact}`,
  `POST ${API.consultations}`,
  `POST ${API.costCalculator}`,
  `POST ${API.newsletter}`,
  `POST ${API.freeAudit}`,
  `GET ${API.contactSubmissions}`,
  `GET ${API.leadCaptures}`,
  `GET ${API.leadCaptures}/…`,
  `GET ${API.leadDetails}`,
  `GET ${API.newsletterSubscribers}`,
  `GET ${ADMIN_SUMMARY}`,
];
const STATUSES = [500, 503, 404, 400, 401, 429, 507];

export function BackendSwitches({ onChange }: { onChange: () => Promise<unknown> }) {
  const config = useQuery(mockConfigQuery());
  const queryClient = useQueryClient();
  // The saved latency fills the field when it arrives, unless the person has
  // typed in it meanwhile: a value typed before the first read answered is kept.
  const typed = useRef(false);
  const save = useMutation({
    // Only the settings changed: the backend keeps the others as they are.
    mutationFn: (change: MockConfigInput) => apiPut<MockConfig>(MOCK_API.config, change, false),
    onSuccess: async (next) => {
      // The answer is the configuration as saved: in the cache at once, so the
      // next change (a fault added to the list) starts from it.
      queryClient.setQueryData(mockConfigQuery().queryKey, next);
      // The banner of a ?mock= address says what is in force now.
      followSwitches(next);
      typed.current = false;
      setLatency(String(next.latencyMs));
      await onChange();
      notify('success', 'Backend settings saved');
    },
    onError: (error) => notify('error', 'Error', error.message),
  });
  const [latency, setLatency] = useState('0');
  const [endpoint, setEndpoint] = useState(ENDPOINTS[0] as string);
  const [path, setPath] = useState('');
  const [status, setStatus] = useState('500');

  useEffect(() => {
    if (config.data && !typed.current) setLatency(String(config.data.latencyMs));
  }, [config.data]);

  const faults = config.data?.faults ?? {};
  const needsId = endpoint.endsWith('…');

  const onLatency = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({ latencyMs: Math.max(0, Math.round(Number(latency) || 0)) });
  };
  const onAddFault = (event: FormEvent) => {
    event.preventDefault();
    const key = needsId ? endpoint.replace('…', path.trim()) : endpoint;
    if (needsId && !path.trim()) return;
    save.mutate({ faults: { ...faults, [key]: Number(status) } });
  };
  // The ✕ pressed, or Clear all faults, leaves with its fault: the focus goes
  // to the list's label, not to the top of the page.
  const failingLabel = useRef<HTMLParagraphElement>(null);
  const keepFocus = { onSuccess: () => focusIfLost(() => failingLabel.current) };
  const removeFault = (key: string) => {
    const { [key]: _removed, ...rest } = faults;
    save.mutate({ faults: rest }, keepFocus);
  };

  return (
    <Box borderTopWidth="1px" pt="5">
      <Heading as="h3" size="md" mb="3">
        Backend switches
      </Heading>
      <Stack gap="5">
        <form onSubmit={onLatency}>
          <Flex gap="3" align="end" wrap="wrap">
            <FormField
              label="Latency (ms)"
              helper="Added to every answer of the backend."
              maxW="xs"
            >
              <Input
                type="number"
                min={0}
                max={60000}
                value={latency}
                onChange={(e) => {
                  typed.current = true;
                  setLatency(e.target.value);
                }}
              />
            </FormField>
            <Button type="submit" variant="outline" loading={save.isPending}>
              Apply latency
            </Button>
          </Flex>
        </form>
        <form onSubmit={onAddFault}>
          <Flex gap="3" align="end" wrap="wrap">
            <FormField label="Endpoint" maxW="xs">
              <NativeSelect.Root recipe={nativeSelectSlotRecipe}>
                <NativeSelect.Field
                  borderColor="border.field"
                  fontSize={PHONE_FIELD_TEXT}
                  colorPalette="brand"
                  value={endpoint}
                  onChange={(e) => setEndpoint(e.target.value)}
                >
                  {ENDPOINTS.map((key) => (
                    <option key={key} value={key}>
                      {key}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator aria-hidden />
              </NativeSelect.Root>
            </FormField>
            {needsId ? (
              <FormField label="Record id" maxW="40" required>
                <Input
                  value={path}
                  onChange={(e) => setPath(e.target.value)}
                  placeholder="team-1"
                />
              </FormField>
            ) : null}
            <FormField label="Answer with status" maxW="40">
              <NativeSelect.Root recipe={nativeSelectSlotRecipe}>
                <NativeSelect.Field
                  borderColor="border.field"
                  fontSize={PHONE_FIELD_TEXT}
                  colorPalette="brand"
                  value={status}
                  onChange={(e) => setStatus(e.target.value)}
                >
                  {STATUSES.map((code) => (
                    <option key={code} value={code}>
                      {code}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator aria-hidden />
              </NativeSelect.Root>
            </FormField>
            <Button type="submit" variant="outline" loading={save.isPending}>
              Add fault
            </Button>
          </Flex>
        </form>
        <Box>
          <Text ref={failingLabel} tabIndex={-1} fontSize="sm" fontWeight="semibold" mb="2">
            Failing endpoints
          </Text>
          {Object.keys(faults).length === 0 ? (
            <Text fontSize="sm" color="fg.muted">
              None: every endpoint answers normally.
            </Text>
          ) : (
            <Stack as="ul" gap="2" listStyleType="none">
              {Object.entries(faults).map(([key, fault]) => (
                <HStack as="li" key={key} gap="2">
                  <Badge colorPalette="red">{describeFault(fault)}</Badge>
                  <Text fontFamily="mono" fontSize="sm">
                    {key}
                  </Text>
                  <IconButton
                    size="xs"
                    variant="ghost"
                    aria-label={`Stop failing ${key}`}
                    onClick={() => removeFault(key)}
                  >
                    ✕
                  </IconButton>
                </HStack>
              ))}
              <Box>
                <Button
                  size="xs"
                  variant="outline"
                  onClick={() => save.mutate({ faults: {} }, keepFocus)}
                >
                  Clear all faults
                </Button>
              </Box>
            </Stack>
          )}
        </Box>
      </Stack>
    </Box>
  );
}
