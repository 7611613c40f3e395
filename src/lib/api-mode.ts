// Who answers /api (set by the build, vite.config.ts): the app's own service
// worker over a store in this browser (standalone mode), or the site's server
// (live mode, server/main.ts). A constant, so each build keeps only its own code.

export const LIVE_API = import.meta.env.VITE_API_MODE === 'live';
