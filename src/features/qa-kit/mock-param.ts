import {
  type Fault,
  faultOf,
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

export type MockGroup = keyof MockConfigChange | 'scenario';

export interface MockPlan {
  change: MockConfigChange;
  scenario?: ScenarioName;
  /** What each setting does, for the banner. */
  labels: string[];
  /**
   * The part of the settings each label's setting replaces (`latencyMs`,
   * `latency`, `faults`, `clock`, `ids`, `scenario`): a later `?mock=` that
   * sets the same part replaces what it said.
   */
  groups: MockGroup[];
  /** Items that could not be read, quoted. */
  errors: string[];
}

/**
 * "503*2" → 503 and 2; a count that is not a whole number of 1 or more
 * ("*abc", "*0", "*") is unreadable: null, so the item applies nothing.
 */
function withCount(text: string): { value: string; times: number | undefined } | null {
  const star = text.indexOf('*');
  if (star < 0) return { value: text.trim(), times: undefined };
  const count = text.slice(star + 1).trim();
  if (!/^\d+$/.test(count) || Number(count) < 1) return null;
  return { value: text.slice(0, star).trim(), times: Number(count) };
}

/** "POST /api/contact:503*2" → route, value and count; null for an unreadable count. */
function splitRule(rest: string) {
  const at = rest.lastIndexOf(':');
  // No endpoint named ("fault:503"): not a rule.
  if (at < 0 || rest.slice(0, at).trim() === '') return null;
  const counted = withCount(rest.slice(at + 1));
  return counted && { route: rest.slice(0, at).trim(), ...counted };
}

const countLabel = (times: number | undefined) =>
  times ? ` for the next ${times === 1 ? 'request' : `${times} requests`}` : '';

/** How the banner names a fault: "POST /api/contact fails with 503 for the next request". */
export function faultLabel(route: string, fault: Fault): string {
  const { status, times } = faultOf(fault);
  const how = status === 'network' ? 'fails without an answer' : `fails with ${status}`;
  return `${route} ${how}${countLabel(times)}`;
}

export function parseMockParam(param: string): MockPlan {
  const plan: MockPlan = { change: {}, labels: [], groups: [], errors: [] };
  // One label a setting: a later item that sets it again takes its place, as
  // it does in the change sent (`latency:800,latency:0` is no latency).
  const keys: string[] = [];
  const say = (group: MockGroup, label: string, key: string = group) => {
    const at = keys.indexOf(key);
    if (at >= 0) {
      keys.splice(at, 1);
      plan.groups.splice(at, 1);
      plan.labels.splice(at, 1);
    }
    keys.push(key);
    plan.groups.push(group);
    plan.labels.push(label);
  };
  const faults: NonNullable<MockConfigChange['faults']> = {};
  const latency: NonNullable<MockConfigChange['latency']> = {};
  for (const item of param
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)) {
    const colon = item.indexOf(':');
    const kind = item.slice(0, colon).trim().toLowerCase();
    const rest = item.slice(colon + 1).trim();
    const rule = splitRule(rest);
    const network = withCount(rest);
    if (kind === 'latency' && /^\d+$/.test(rest)) {
      plan.change.latencyMs = Number(rest);
      say('latencyMs', `Every answer ${rest} ms late`);
    } else if (kind === 'latency' && rule && rule.times === undefined && /^\d+$/.test(rule.value)) {
      latency[rule.route] = Number(rule.value);
      say('latency', `${rule.route} ${rule.value} ms late`, `latency ${rule.route}`);
    } else if (kind === 'fault' && rule && /^\d{3}$/.test(rule.value)) {
      const { route, value, times } = rule;
      faults[route] = times ? { status: Number(value), times } : Number(value);
      say('faults', faultLabel(route, faults[route]), `fault ${route}`);
    } else if (kind === 'network' && network && network.value !== '') {
      const { value: route, times } = network;
      faults[route] = { status: 'network', ...(times ? { times } : {}) };
      say('faults', faultLabel(route, faults[route]), `fault ${route}`);
    } else if (kind === 'clock') {
      plan.change.clock = rest;
      say('clock', `Backend clock fixed at ${rest}`);
    } else if (kind === 'ids') {
      plan.change.ids = rest as MockConfigChange['ids'];
      say('ids', `${rest === 'sequential' ? 'Sequential' : 'Random'} ids`);
    } else if (kind === 'scenario' && SCENARIO_NAMES.includes(rest as ScenarioName)) {
      plan.scenario = rest as ScenarioName;
      say('scenario', `Scenario: ${rest}`);
    } else {
      plan.errors.push(`"${item}"`);
    }
  }
  if (Object.keys(faults).length > 0) plan.change.faults = faults;
  if (Object.keys(latency).length > 0) plan.change.latency = latency;
  // `?mock=` with nothing after it names no setting.
  if (plan.labels.length === 0 && plan.errors.length === 0) plan.errors.push('an empty ?mock=');
  return plan;
}
