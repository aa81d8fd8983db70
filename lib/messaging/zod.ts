import { z } from 'zod';

// Extension pages forbid eval (MV3 CSP), so zod's compiled object parsers cannot run there; say so
// up front rather than let zod probe with `Function('')`, which the browser reports as a CSP
// violation on every start. Every schema of the protocol takes its `z` from here, so no context can
// parse one before this ran.
z.config({ jitless: true });

export { z };
