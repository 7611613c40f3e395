import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { setFlagsFromString } from 'node:v8';

// The live server's entry (dist-live-server/server.js). React, its server
// renderer, emotion and Chakra choose their development or production build by
// NODE_ENV when they load: a server started without it would render every page
// with React's development checks, about 1.6 times the CPU a page. So the
// production builds are the default here, set before ./main.ts and its imports
// load; NODE_ENV=development still asks for the others.
process.env.NODE_ENV ??= 'production';

// V8's allocation-site pretenuring: when most objects made at one place in the
// code outlive a young-generation collection, V8 makes that place allocate
// straight into the old generation from then on. A burst of form sends does
// that here (each waits on its transaction's four round trips, so its objects
// outlive a collection), and the places they share with every other request
// keep allocating there for the life of the process. Measured after 20 s of
// sends: GET /api/services cost 441–647 µs of CPU a request instead of
// 260–310, with young-generation collections of 10–15 ms instead of 1 ms. The
// server's objects live for one request, so it turns pretenuring off, before
// anything else loads.
setFlagsFromString('--no-allocation-site-pretenuring');

const { runServer } = await import('./main');
await runServer(dirname(fileURLToPath(import.meta.url)));
