// The live server for the browser tests (playwright.config.ts, project "live"):
// the built server over a throwaway database (./lib/live-test-server.mjs),
// stopped with this process.

import { startLiveTestServer } from './lib/live-test-server.mjs';

const server = await startLiveTestServer({ log: Boolean(process.env.LIVE_SERVER_LOG) });
for (const signal of /** @type {const} */ (['SIGTERM', 'SIGINT'])) {
  process.on(signal, () => void server.stop(signal));
}
process.exit(await server.exited);
