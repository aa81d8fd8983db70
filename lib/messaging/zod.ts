import * as z from 'zod/mini';
import { en } from 'zod/locales';

// Extension pages forbid eval (MV3 CSP), so zod's compiled object parsers cannot run there; say so
// up front rather than let zod probe with `Function('')`, which the browser reports as a CSP
// violation on every start. Every schema of the protocol, the settings and the Odoo session takes
// its `z` from here, so no context can parse one before this ran.
// zod/mini, not the classic API: the side panel parses these and nothing else, and the classic
// build (every method on every schema, JSON Schema output) weighed ~27 KB gzip of the panel (issue
// 32). Mini loads no error words by itself: English, as the classic API says them.
z.config({ jitless: true, ...en() });

export { z };
