// Which `?mock=` settings this tab applied: kept in sessionStorage so that the
// banner naming them stays on every page until they are cleared.

const KEY = 'brightline-mock-settings';

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

export const writeApplied = (settings: AppliedSettings) =>
  sessionStorage.setItem(KEY, JSON.stringify(settings));

export const forgetApplied = () => sessionStorage.removeItem(KEY);
