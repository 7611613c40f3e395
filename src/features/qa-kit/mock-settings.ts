// Which `?mock=` settings this tab applied: kept in sessionStorage so that the
// banner naming them stays on every page until they are cleared.

const KEY = 'brightline-mock-settings';

export interface AppliedSettings {
  labels: string[];
  /** A scenario was loaded: clearing also brings the default content back. */
  scenario: boolean;
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
