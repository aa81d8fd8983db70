/// <reference types="chrome" />
// The skills offered fit the signed-in user's access rights, through the worker in a real browser:
// admin is offered payments_summary; demo, where they may not read payments (real 19's demo; on
// the stand-in an administrator takes the right away), is not. Runs on the stand-in, or on a real
// Odoo when ODOO_URL (and ODOO_DB) name one on a loopback origin:
// ODOO_URL=http://localhost:8071 ODOO_DB=odoo19 npx playwright test -c test/e2e/playwright.config.ts rights-real
import { loginClient } from '../odoo-login';
import { startModelStandIn, text, toolCall, type ModelStandIn } from '../stand-ins/model/server';
import { startOdooStandIn, type OdooStandIn } from '../stand-ins/odoo/server';
import { test, expect } from './fixtures';
import { ask, logInTab, openPanel, switchUser, useModelStandIn } from './helpers';
import { REAL_DB, REAL_URL } from './real-odoo-login';

let odoo: OdooStandIn | undefined;
let model: ModelStandIn;

test.afterEach(async () => {
  await Promise.all([model?.close(), odoo?.close()]);
});

test('find_skills offers payments_summary to a user who may read payments, and not to one who may not', async ({ ext }) => {
  test.setTimeout(240_000);
  model = await startModelStandIn();
  let url: string;
  let db: string;
  if (REAL_URL) {
    test.skip(!REAL_DB, 'set ODOO_DB with ODOO_URL');
    [url, db] = [REAL_URL, REAL_DB!];
  } else {
    odoo = await startOdooStandIn({ version: 19 });
    odoo.db.revoke(6, 'account.payment');
    [url, db] = [odoo.url, 'weft'];
  }
  // What Odoo itself says demo may do, asked outside the browser.
  const demo = (await loginClient({ url, db, login: 'demo', password: 'demo' })).client;
  const demoReadsPayments = await demo.callKw<boolean>('account.payment', 'check_access_rights', ['read'], { raise_exception: false });

  const found = (i: number) => JSON.stringify(model.requests[i]!.body.messages.at(-1));
  // What find_skills answered: the skills it offers, and those it names as not available to this user (with why).
  const answer = (i: number) => {
    const result = JSON.parse((model.requests[i]!.body.messages.at(-1).content as { content: string }[])[0]!.content) as {
      skills: { name: string }[]; also?: string[]; unavailable?: { name: string; why: string }[];
    };
    return { offered: [...result.skills.map((s) => s.name), ...(result.also ?? [])], unavailable: (result.unavailable ?? []).map((u) => u.name) };
  };
  const tab = await logInTab(ext.context, url);
  const panel = await openPanel(ext, url);
  await useModelStandIn(panel, model.url);
  model.script(toolCall('find_skills', { query: 'payments summary' }, 'toolu_admin'), text('Admin can.'));
  await ask(panel, 'Which payments came in?');
  await expect(panel.getByText('Admin can.')).toBeVisible({ timeout: 60_000 });
  expect(answer(1).offered).toContain('payments_summary');

  await switchUser(tab, url, { login: 'demo', password: 'demo' });
  await expect(panel.getByTestId('odoo-user')).not.toContainText('Mitchell Admin', { timeout: 60_000 });
  // The panel shows only demo's conversations: admin's is gone from it.
  await expect(panel.getByText('Admin can.')).toHaveCount(0);
  model.script(toolCall('find_skills', { query: 'payments summary' }, 'toolu_demo'), text('Demo asked.'));
  await ask(panel, 'Which payments came in?');
  await expect(panel.getByText('Demo asked.')).toBeVisible({ timeout: 60_000 });
  expect(found(3)).toContain('toolu_demo');
  if (demoReadsPayments) expect(answer(3).offered).toContain('payments_summary');
  else {
    expect(answer(3).offered).not.toContain('payments_summary');
    expect(answer(3).unavailable).toContain('payments_summary'); // said, so the model can tell the user why
  }
});
