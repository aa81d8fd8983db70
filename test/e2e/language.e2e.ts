/// <reference types="chrome" />
import { i18nFor } from '@/lib/i18n';
import { startModelStandIn, text, toolCall } from '../stand-ins/model/server';
import { startOdooStandIn } from '../stand-ins/odoo/server';
import { test, expect } from './fixtures';
import { logInTab, openPanel, setOdooLanguage, useModelStandIn } from './helpers';

// The panel follows the Odoo user's language (res.users lang), not the browser's (en-US here).
test('the Odoo user switches to French: the panel speaks French, and English again after', async ({ ext }) => {
  test.setTimeout(120_000);
  const [odoo, model] = await Promise.all([startOdooStandIn({ version: 18 }), startModelStandIn()]);
  const fr = i18nFor('fr_FR', []).t;
  try {
    const tab = await logInTab(ext.context, odoo.url, '/odoo/sales/7');
    const panel = await openPanel(ext, odoo.url);
    await useModelStandIn(panel, model.url);
    const bar = panel.getByTestId('context-bar');
    await expect(bar).toContainText('· order');
    await expect(panel.getByRole('button', { name: 'Changes', exact: true })).toBeVisible();

    const sessionReads = () => odoo.calls.filter((c) => c.path === '/web/session/get_session_info').length;
    const before = sessionReads();
    await setOdooLanguage(tab, 'fr_FR');
    await expect(bar).toContainText('· commande', { timeout: 20_000 });
    // The page load made the worker read the session again (the trigger arrived).
    expect(sessionReads()).toBeGreaterThan(before);
    await expect(panel.getByRole('button', { name: fr('nav.changes'), exact: true })).toBeVisible();
    await expect(panel.getByRole('button', { name: fr('nav.settings'), exact: true })).toBeVisible();
    await expect(panel.locator('html')).toHaveAttribute('lang', 'fr-FR');
    // Text the worker never wrote: the example questions of an empty chat, in French.
    await expect(panel.getByRole('group', { name: fr('examples.label') })).toContainText(fr('examples.recent', { this: fr('noun.order.this') }));

    // Reopened beside the same tab, the panel starts in French at once.
    await panel.reload();
    await expect(panel.getByRole('button', { name: fr('nav.assistant'), exact: true })).toBeVisible();
    await expect(bar).toContainText('· commande');

    // What the worker writes, said in French: the confirm card (its heading, Odoo's field label
    // read in French, the undo line) and, after Approve, the undo's result in Changes.
    model.script(toolCall('update_records', { model: 'res.partner', ids: [5], values: { phone: '+33 1 23 45 67 89' } }), text('OK.'));
    await panel.getByLabel(fr('composer.label'), { exact: true }).fill('Change le téléphone d’Azure Interior');
    await panel.getByLabel(fr('composer.label'), { exact: true }).press('Enter');
    const card = panel.locator('.confirm-card');
    await expect(card.getByRole('heading')).toHaveText('Modifier Contact Azure Interior : Téléphone.', { timeout: 20_000 });
    await expect(card.locator('tbody tr td').first()).toHaveText('Téléphone');
    await expect(card).toContainText('Vous pourrez l’annuler depuis Modifications.');
    await expect(panel.locator('.tool-card .tool-name').last()).toHaveText('Modifier des enregistrements');
    await card.getByRole('button', { name: 'Approuver' }).click();
    await expect(panel.getByText('OK.')).toBeVisible({ timeout: 20_000 });
    // The model read the write's result in English (no French sentence in what it was sent).
    const sent = JSON.stringify(model.requests.at(-1)?.body.messages.at(-1) ?? {});
    expect(sent).toContain('tool_result');
    expect(sent).not.toMatch(/Modifier|Valeurs|annuler/);

    await panel.getByRole('button', { name: 'Modifications', exact: true }).click();
    const change = panel.locator('.operation').first();
    await expect(change).toContainText('Modifié Contact Azure Interior');
    await change.getByRole('button', { name: 'Annuler', exact: true }).click();
    await expect(change.locator('.undone-line')).toContainText('Valeurs restaurées sur Azure Interior (Téléphone).', { timeout: 20_000 });
    await expect(change.locator('.badge')).toHaveText('annulé');
    await panel.getByRole('button', { name: fr('nav.assistant'), exact: true }).click();

    await setOdooLanguage(tab, 'en_US');
    await expect(bar).toContainText('· order', { timeout: 20_000 });
    await expect(panel.getByRole('button', { name: 'Changes', exact: true })).toBeVisible();
  } finally {
    await Promise.all([odoo.close(), model.close()]);
  }
});
