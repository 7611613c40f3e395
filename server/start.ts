import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

// The live server's entry (dist-live-server/server.js). React, its server
// renderer, emotion and Chakra choose their development or production build by
// NODE_ENV when they load: a server started without it would render every page
// with React's development checks, about 1.6 times the CPU a page. So the
// production builds are the default here, set before ./main.ts and its imports
// load; NODE_ENV=development still asks for the others.
process.env.NODE_ENV ??= 'production';

const { runServer } = await import('./main');
await runServer(dirname(fileURLToPath(import.meta.url)));
