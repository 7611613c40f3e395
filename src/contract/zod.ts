import { z } from 'zod';

// The app's zod: every module under src/ takes `z` from here, so that this runs
// before any schema is made. In a page zod parses without compiling code at run
// time: the live site's Content-Security-Policy has no 'unsafe-eval', and the
// browser reports even the attempt zod makes to find that out. The server, the
// worker and the tests keep zod's compiled parsers.
if (typeof document !== 'undefined') z.config({ jitless: true });

export { z };
