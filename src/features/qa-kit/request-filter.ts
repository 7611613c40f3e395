import type { LoggedRequest } from '../../contract/mock-control';

// The inspector's filter: a part of the path, and a kind of status.

export const STATUS_FILTERS = [
  { value: 'all', label: 'All statuses' },
  { value: '2xx', label: '2xx success' },
  { value: '4xx', label: '4xx client errors' },
  { value: '5xx', label: '5xx server errors' },
  { value: 'network', label: 'Network failures' },
] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number]['value'];

const statusMatches = (status: number, filter: StatusFilter) => {
  if (filter === 'all') return true;
  if (filter === 'network') return status === 0;
  return Math.floor(status / 100) === Number(filter[0]);
};

/**
 * The calls that match, newest first by the time each was made: the log keeps
 * them in the order they were answered, and a slow call is answered after
 * calls made since.
 */
export function filterRequests(
  requests: readonly LoggedRequest[],
  path: string,
  status: StatusFilter,
): LoggedRequest[] {
  const part = path.trim().toLowerCase();
  return requests
    .filter((call) => call.path.toLowerCase().includes(part) && statusMatches(call.status, status))
    .reverse()
    .sort((a, b) => b.time.localeCompare(a.time));
}

/** "503", or "failed" for a simulated network failure. */
export const statusText = (status: number) => (status === 0 ? 'failed' : String(status));
