import { MOCK_API } from '../../../contract/endpoints';
import { snapshotSchema } from '../../../contract/snapshot';
import { ApiError, apiGet, apiPut } from '../../../lib/api-client';

// The whole store as a JSON file, out of and back into the standalone backend.
// The backend validates an import with the contract and applies all or nothing.

export async function exportSnapshot(): Promise<{ text: string; fileName: string }> {
  const snapshot = await apiGet<{ exportedAt: string }>(MOCK_API.snapshot, { admin: true });
  const stamp = snapshot.exportedAt.slice(0, 19).replaceAll(':', '-');
  return { text: JSON.stringify(snapshot, null, 2), fileName: `brightline-snapshot-${stamp}.json` };
}

export interface ImportResult {
  counts: Record<string, number>;
}

const MAX_FIELD_ERRORS = 5;

/** Why an import was refused: the backend's message and the first fields at fault. */
export class ImportError extends Error {}

export async function importSnapshot(file: File): Promise<ImportResult> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(await file.text());
  } catch {
    throw new ImportError(`${file.name} is not a JSON file.`);
  }
  try {
    return await apiPut<ImportResult>(MOCK_API.snapshot, parsed);
  } catch (error) {
    throw new ImportError(describeRefusal(error, parsed));
  }
}

function describeRefusal(error: unknown, parsed: unknown): string {
  if (!(error instanceof ApiError)) return error instanceof Error ? error.message : String(error);
  const message = error.reason;
  if (error.status !== 400) return message;
  // The backend names top-level fields only; the same contract names the exact place.
  const result = snapshotSchema.safeParse(parsed);
  const details = result.success
    ? Object.entries(error.fieldErrors ?? {}).map(([field, messages]) => `${field}: ${messages[0]}`)
    : result.error.issues.map((issue) => `${issue.path.join('.') || 'file'}: ${issue.message}`);
  const shown = details.slice(0, MAX_FIELD_ERRORS);
  const more = details.length - shown.length;
  if (shown.length === 0) return message;
  return `${message}: ${shown.join('; ')}${more > 0 ? ` (and ${more} more)` : ''}`;
}

export function describeError(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
