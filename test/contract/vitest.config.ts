import { defineConfig } from 'vitest/config';
import base from '../vitest.config.ts';

// `npm run test:odoo`: the contract suites only, against the Odoo named by ODOO_URL etc. A real
// server shared with other work can take over 10 s (vitest's default) to set a case up.
export default defineConfig({ ...base, test: { ...base.test, include: ['test/contract/**/*.test.ts'], testTimeout: 60_000, hookTimeout: 60_000 } });
