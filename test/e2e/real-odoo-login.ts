import type { BrowserContext, Page, Worker } from '@playwright/test';
import type { OdooClient } from '@/lib/odoo/client';
import { loginClient } from '../odoo-login';
import { test } from './fixtures';
import { logInTab, openPanel, useModelStandIn } from './helpers';

// The one way the *-real specs reach a real Odoo: which one (ODOO_URL, ODOO_DB, on a loopback
// origin, as the test build's host permissions allow), its admin outside the browser for a spec's
// data, and a tab signed in with the panel beside it.

/** The real Odoo named by ODOO_URL (no trailing slash) and ODOO_DB; unset, the real specs skip. */
export const REAL_URL = process.env.ODOO_URL?.replace(/\/+$/, '');
export const REAL_DB = process.env.ODOO_DB;

/** Skips the spec's tests unless a real Odoo is named (and its database, when `db`). */
export function skipUnlessRealOdoo({ db = false, also = '' }: { db?: boolean; also?: string } = {}): void {
  test.skip(!REAL_URL || (db && !REAL_DB), `set ODOO_URL${db ? ' and ODOO_DB' : ''} to a real Odoo on 127.0.0.1 or localhost${also}`);
}

/** The real Odoo's admin, signed in outside the browser: sets up and removes a spec's data. */
export async function realAdmin(): Promise<OdooClient> {
  return (await loginClient({ url: REAL_URL!, db: REAL_DB ?? '', login: 'admin', password: 'admin' })).client;
}

/** The Odoo major version the panel's user line shows ("Odoo 17"). */
export async function panelOdooVersion(panel: Page): Promise<number> {
  return Number((await panel.getByTestId('odoo-user').textContent())!.match(/Odoo (\d+)/)![1]);
}

/**
 * Signs in to the real Odoo as admin in a new tab (then opens `path`), opens the panel beside it
 * and allows Weft there, points it at the model stand-in when `modelUrl` is given, and reads the
 * version the panel shows.
 */
export async function openRealOdoo(
  ext: { context: BrowserContext; worker: Worker; extensionId: string },
  { path = '', modelUrl }: { path?: string; modelUrl?: string } = {},
): Promise<{ tab: Page; panel: Page; version: number }> {
  const tab = await logInTab(ext.context, REAL_URL!, path);
  const panel = await openPanel(ext, REAL_URL!);
  if (modelUrl) await useModelStandIn(panel, modelUrl);
  return { tab, panel, version: await panelOdooVersion(panel) };
}
