import type { MockConfig } from '../../contract/mock-control';
import { faultLabel } from './mock-param';

// Which `?mock=` settings this tab applied: kept in sessionStorage so that the
// banner naming them stays on every page until they are cleared. The demo data
// panel keeps them true: a reset forgets them, and the backend switches
// replace what they said of the latency and the faults.

const KEY = 'brightline-mock-settings';
/** Told on the window when what the tab applied changes, for the banner shown. */
const CHANGED = 'brightline-mock-settings-changed';

export interface AppliedSettings {
  labels: string[];
  /** The part of the settings each label's setting replaces (MockPlan's groups). */
  groups?: string[];
  /** A scenario was loaded: clearing also brings the default content back. */
  scenario: boolean;
}

/**
 * What the tab has applied once `plan` is: the earlier settings a part of
 * which the plan does not set again, then the plan's. (A PUT of the backend's
 * settings changes only the parts it sends; a scenario replaces the data.)
 */
export function afterApplying(
  before: AppliedSettings | undefined,
  plan: { labels: string[]; groups: string[]; scenario?: string },
): AppliedSettings {
  const replaced = new Set(plan.groups);
  const kept = (before?.labels ?? []).flatMap((label, i) => {
    const group = before?.groups?.[i];
    return group !== undefined && !replaced.has(group) ? [{ label, group }] : [];
  });
  return {
    labels: [...kept.map((k) => k.label), ...plan.labels],
    groups: [...kept.map((k) => k.group), ...plan.groups],
    scenario: Boolean(before?.scenario) || plan.scenario !== undefined,
  };
}

/** The address names settings, or this tab applied some. */
export function hasMockSettings(): boolean {
  return new URLSearchParams(window.location.search).has('mock') || readApplied() !== undefined;
}

export function readApplied(): AppliedSettings | undefined {
  try {
    const stored = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as AppliedSettings | null;
    return stored && Array.isArray(stored.labels) ? stored : undefined;
  } catch {
    return undefined;
  }
}

export function writeApplied(settings: AppliedSettings): void {
  sessionStorage.setItem(KEY, JSON.stringify(settings));
  window.dispatchEvent(new Event(CHANGED));
}

export function forgetApplied(): void {
  sessionStorage.removeItem(KEY);
  window.dispatchEvent(new Event(CHANGED));
}

/** Calls `listener` when what the tab applied changes; returns the unsubscribe. */
export function onAppliedChange(listener: () => void): () => void {
  window.addEventListener(CHANGED, listener);
  return () => window.removeEventListener(CHANGED, listener);
}

/**
 * The backend switches saved `config`: what the tab's banner says of the
 * latency and the faults becomes what is in force now.
 */
export function followSwitches(config: MockConfig): void {
  const before = readApplied();
  if (!before) return;
  const labels: string[] = [];
  const groups: string[] = [];
  if (config.latencyMs > 0) {
    labels.push(`Every answer ${config.latencyMs} ms late`);
    groups.push('latencyMs');
  }
  for (const [route, fault] of Object.entries(config.faults)) {
    labels.push(faultLabel(route, fault));
    groups.push('faults');
  }
  // Nothing changed: the banner keeps its order.
  const switches = (group: string | undefined) => group === 'latencyMs' || group === 'faults';
  const shown = before.labels.filter((_, i) => switches(before.groups?.[i]));
  if (
    shown.length === labels.length &&
    [...shown].sort().join('\n') === [...labels].sort().join('\n')
  ) {
    return;
  }
  // The switches' two parts are replaced whole; the tab's other settings stay.
  const kept = before.labels.flatMap((label, i) => {
    const group = before.groups?.[i];
    return group !== undefined && group !== 'latencyMs' && group !== 'faults'
      ? [{ label, group }]
      : [];
  });
  const next: AppliedSettings = {
    labels: [...kept.map((k) => k.label), ...labels],
    groups: [...kept.map((k) => k.group), ...groups],
    scenario: before.scenario,
  };
  if (next.labels.length === 0 && !next.scenario) forgetApplied();
  else writeApplied(next);
}
