/// <reference types="chrome" />
import { i18nFor } from '@/lib/i18n';
import { test, expect } from './fixtures';
import { setOdooLanguage } from './helpers';
import { REAL_URL as url, openRealOdoo, skipUnlessRealOdoo } from './real-odoo-login';

// The panel follows a real Odoo user's language. Needs fr_FR installed on that Odoo (Settings >
// Languages, or base.language.install), e.g.
// ODOO_URL=http://127.0.0.1:8069 npx playwright test -c test/e2e/playwright.config.ts language-real
skipUnlessRealOdoo({ also: ', with French installed' });

test('real Odoo: the admin switches to French in Preferences, the panel speaks French', async ({ ext }) => {
  test.setTimeout(300_000);
  const fr = i18nFor('fr_FR', []).t;
  const { tab, panel, version } = await openRealOdoo(ext);
  await expect(panel.getByRole('button', { name: 'Changes', exact: true })).toBeVisible();
  try {
    await setOdooLanguage(tab, 'fr_FR');
    // Odoo's own menu is in French now (its translations), and so is the panel beside it.
    await expect(tab.locator('.o_main_navbar')).toBeVisible({ timeout: 60_000 });
    await expect(panel.getByRole('button', { name: fr('nav.changes'), exact: true })).toBeVisible({ timeout: 30_000 });
    await expect(panel.getByRole('button', { name: fr('nav.settings'), exact: true })).toBeVisible();
    await expect(panel.locator('html')).toHaveAttribute('lang', 'fr-FR');
    await panel.screenshot({ path: 'test-results/language-real-fr.png' });
    // A suggestion made from real data speaks French too: S00001 of the demo data is Deco Addict's,
    // who has overdue invoices in 16-19's demo data. With no panel beside the tab, the page's
    // notice carries it (a panel without an API key shows the setup, not the cards).
    await panel.close();
    await tab.bringToFront();
    await tab.goto(version >= 18 ? `${url}/odoo/sale.order/1` : `${url}/web#id=1&model=sale.order&view_type=form`);
    const notice = tab.locator('weft-notice');
    await expect(notice).toContainText(/ a \d+ factures? en retard/, { timeout: 60_000 });
    await expect(notice.getByRole('button', { name: fr('page.dismiss') })).toBeVisible();
    await tab.screenshot({ path: `test-results/language-real-fr-notice-${version}.png` });
  } finally {
    await setOdooLanguage(tab, 'en_US');
  }
  // The origin is allowed already: the panel opens beside the tab as the user reopens it.
  const tabId = await ext.worker.evaluate(async (prefix) => (await chrome.tabs.query({})).find((t) => t.url?.startsWith(prefix))!.id!, url!);
  const again = await ext.context.newPage();
  await again.goto(`chrome-extension://${ext.extensionId}/sidepanel.html?tab=${tabId}`);
  await expect(again.getByRole('button', { name: 'Changes', exact: true })).toBeVisible({ timeout: 30_000 });
});
