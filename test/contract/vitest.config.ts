import { defineConfig } from 'vitest/config';
import base from '../vitest.config.ts';

// `npm run test:odoo`: the contract suites only, against the Odoo named by ODOO_URL etc.
export default defineConfig({ ...base, test: { ...base.test, include: ['test/contract/**/*.test.ts'], testTimeout: 60_000 } });
