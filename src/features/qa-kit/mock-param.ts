import {
  type MockConfigChange,
  SCENARIO_NAMES,
  type ScenarioName,
} from '../../contract/mock-control';

// The `?mock=` address parameter, for manual testing and demos: a comma-separated
// list of settings applied through the backend's control path on load.
//
//   latency:800                       every answer 800 ms later
//   latency:GET /api/services:800     one endpoint 800 ms later
//   fault:POST /api/contact:503       that endpoint answers 503 (add *N: the next N only)
//   network:POST /api/contact         that endpoint's fetch fails (add *N: the next N only)
//   clock:2026-03-02T09:00:00Z        the backend's clock stands still
//   ids:sequential                    contact-1, contact-2, ...
//   scenario:empty                    a named data set (seed, empty, busy, edge)

export const MOCK_PARAM = 'mock';

export interface MockPlan {
  change: MockConfigChange;
  scenario?: ScenarioName;
  /** What each setting does, for the banner. */
  labels: string[];
  /** Items that could not be read, quoted. */
  errors: string[];
}

/** "POST /api/contact:503*2" → route, value and count. */
function splitRule(rest: string) {
  const at = rest.lastIndexOf(':');
  const [value = '', times] = rest.slice(at + 1).split('*');
  return { route: rest.slice(0, at).trim(), value: value.trim(), times: times && Number(times) };
}

const countLabel = (times: number | '' | undefined) =>
  times ? ` for the next ${times === 1 ? 'request' : `${times} requests`}` : '';

export function parseMockParam(param: string): MockPlan {
  const plan: MockPlan = { change: {}, labels: [], errors: [] };
  const faults: NonNullable<MockConfigChange['faults']> = {};
  const latency: NonNullable<MockConfigChange['latency']> = {};
  for (const item of param
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)) {
    const colon = item.indexOf(':');
    const kind = item.slice(0, colon).trim().toLowerCase();
    const rest = item.slice(colon + 1).trim();
    if (kind === 'latency' && /^\d+$/.test(rest)) {
      plan.change.latencyMs = Number(rest);
      plan.labels.push(`Every answer ${rest} ms late`);
    } else if (kind === 'latency' && /^\d+$/.test(splitRule(rest).value)) {
      const { route, value } = splitRule(rest);
      latency[route] = Number(value);
      plan.labels.push(`${route} ${value} ms late`);
    } else if (kind === 'fault' && /^\d{3}$/.test(splitRule(rest).value)) {
      const { route, value, times } = splitRule(rest);
      faults[route] = times ? { status: Number(value), times } : Number(value);
      plan.labels.push(`${route} fails with ${value}${countLabel(times)}`);
    } else if (kind === 'network') {
      const [route = '', times] = rest.split('*');
      faults[route.trim()] = { status: 'network', ...(times ? { times: Number(times) } : {}) };
      plan.labels.push(`${route.trim()} fails without an answer${countLabel(Number(times))}`);
    } else if (kind === 'clock') {
      plan.change.clock = rest;
      plan.labels.push(`Backend clock fixed at ${rest}`);
    } else if (kind === 'ids') {
      plan.change.ids = rest as MockConfigChange['ids'];
      plan.labels.push(`${rest === 'sequential' ? 'Sequential' : 'Random'} ids`);
    } else if (kind === 'scenario' && SCENARIO_NAMES.includes(rest as ScenarioName)) {
      plan.scenario = rest as ScenarioName;
      plan.labels.push(`Scenario: ${rest}`);
    } else {
      plan.errors.push(`"${item}"`);
    }
  }
  if (Object.keys(faults).length > 0) plan.change.faults = faults;
  if (Object.keys(latency).length > 0) plan.change.latency = latency;
  return plan;
}
