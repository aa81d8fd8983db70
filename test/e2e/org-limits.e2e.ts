/// <reference types="chrome" />
// The organisation's limits and the trail in a real Chromium, delivered as enterprise policy:
// workflow buttons forbidden (run_action is refused and the user is told), the trail forced on
// (Settings shows it locked; an approved change logs an internal note on the record in Odoo), and a
// change set over the organisation's cap: its card shows the first rows, says the rest is not part
// of it, and only those run.
import { startModelStandIn, text, toolCall, type ModelStandIn } from '../stand-ins/model/server';
import { startOdooStandIn, type OdooStandIn } from '../stand-ins/odoo/server';
import { expect, launchWithExtension, test } from './fixtures';
import { ask, logInTab, openPanel } from './helpers';
import { managedBuild, type ManagedBuild } from './managed-policy';
import { overflowIn } from './overflow';

let odoo: OdooStandIn;
let model: ModelStandIn;
let build: ManagedBuild;
test.beforeEach(async () => {
  [odoo, model] = await Promise.all([startOdooStandIn({ version: 18 }), startModelStandIn()]);
});
test.afterEach(async () => {
  build?.cleanUp();
  await Promise.all([odoo.close(), model.close()]);
});

test('a policy forbidding workflow buttons refuses run_action and says so; the trail it forces on logs a note; its cap cuts a set and says so', async () => {
  build = managedBuild({ apiBaseUrl: model.url, workflowActions: [], trail: true, maxWritesPerTurn: 5, maxChangeSet: 3 });
  const ext = await launchWithExtension(build.dir);
  try {
    await logInTab(ext.context, odoo.url, '/odoo/contacts/16');
    const panel = await openPanel(ext, odoo.url);

    await panel.getByRole('button', { name: 'Settings', exact: true }).click();
    const summary = panel.getByTestId('policy-summary');
    await expect(summary).toContainText('Weft may not press workflow buttons');
    await expect(summary).toContainText('At most 5 changes per request.');
    await expect(summary).toContainText('Each change Weft makes logs an internal note on the record in Odoo.');
    await expect(panel.getByTestId('trail-setting')).toBeChecked();
    await expect(panel.getByTestId('trail-setting')).toBeDisabled();
    await expect(panel.getByTestId('locked-trail')).toHaveText(/Set by your organisation/);
    await panel.getByLabel('Anthropic API key').fill('test-key');
    await panel.getByRole('button', { name: 'Save' }).click();
    await panel.getByRole('button', { name: 'Assistant' }).click();

    // The model presses Confirm on a draft quotation: refused before any card, nothing sent to Odoo.
    odoo.calls.length = 0;
    model.script(
      toolCall('run_skill', { name: 'run_action', input: { model: 'sale.order', ids: [1], method: 'action_confirm' } }, 'toolu_confirm'),
      text('Your organisation does not let me confirm orders; you can press Confirm in Odoo.'),
    );
    await ask(panel, 'Confirm quotation S00001');
    await expect(panel.getByText('Your organisation does not let me confirm orders; you can press Confirm in Odoo.')).toBeVisible({ timeout: 30_000 });
    const refused = JSON.stringify(model.requests.at(-1)!.body.messages.at(-1));
    expect(refused).toContain('is_error');
    expect(refused).toContain('does not allow Weft to press this workflow button');
    expect(odoo.calls.filter((c) => c.method === 'action_confirm')).toEqual([]);
    expect(odoo.db.get('sale.order', 1)!.state).toBe('draft');
    await expect(panel.locator('.confirm-card')).toHaveCount(0);

    // A plain edit still asks; its card says a note will be logged, and Approve logs one.
    model.script(toolCall('update_records', { model: 'res.partner', ids: [16], values: { phone: '+1 555 0100' } }, 'toolu_edit'), text('The phone is changed.'));
    await ask(panel, 'Set the phone of this contact to +1 555 0100');
    const card = panel.locator('.confirm-card');
    await expect(card.getByTestId('trail-card')).toHaveText(/internal note .* will be logged/, { timeout: 30_000 });
    await card.getByRole('button', { name: 'Approve' }).click();
    await expect(panel.getByText('The phone is changed.', { exact: true })).toBeVisible({ timeout: 30_000 });
    await expect.poll(() => odoo.db.records('mail.message').filter((m) => m.model === 'res.partner' && m.res_id === 16 && String(m.body).includes('o_weft_trail')).length).toBe(1);
    const note = odoo.db.records('mail.message').find((m) => m.res_id === 16 && String(m.body).includes('o_weft_trail'))!;
    expect(note).toMatchObject({ message_type: 'comment', subtype_id: 2 });
    expect(String(note.body)).toContain('+1 555 0100');

    // Five contacts to Paris under a cap of 3: the card shows three and says two are not part of it.
    const lyon = Array.from({ length: 5 }, (_, i) => Number(odoo.db.create('res.partner', { name: `Capped Contact ${i + 1}`, city: 'Lyon', active: true }).id));
    model.script(toolCall('update_records', { model: 'res.partner', ids: lyon, values: { city: 'Paris' } }, 'toolu_set'), text('Three moved.'));
    await ask(panel, 'Move these five contacts to Paris');
    const set = panel.locator('.confirm-card').last();
    await expect(set.locator('.set-capped')).toHaveText('Your organisation allows at most 3 records in one change: this card shows the first 3 of 5, and only they change. The other 2 records are not part of this change; ask again for them.', { timeout: 30_000 });
    await expect(set.locator('.set-table tbody tr')).toHaveCount(3);
    await panel.setViewportSize({ width: 400, height: 900 });
    expect(await overflowIn(panel)).toEqual([]);
    await set.screenshot({ path: 'test-results/capped-set-card-400.png' });
    await set.getByRole('button', { name: 'Approve 3 records' }).click();
    await expect(panel.getByText('Three moved.', { exact: true })).toBeVisible({ timeout: 30_000 });
    expect(lyon.map((id) => odoo.db.get('res.partner', id)!.city)).toEqual(['Paris', 'Paris', 'Paris', 'Lyon', 'Lyon']);
    expect(JSON.stringify(model.requests.at(-1)!.body.messages.at(-1))).toContain('not_part_of_this_change');
  } finally {
    await ext.close();
  }
});
