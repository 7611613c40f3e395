/** A new database for a live server under test: its env (DATABASE_URL or DATA_DIR), and its removal. */
export function throwawayDatabase(
  prefix?: string,
): Promise<{ env: Record<string, string>; cleanUp: () => Promise<void> }>;
