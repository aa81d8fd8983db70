import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OdooStandIn } from '../../../test/stand-ins/odoo/server';
import type { OdooClient } from '@/lib/odoo/client';
import { clientIn, page, runProbe, silence, standIn, trigger } from '@/test/suggest-kit';
import { overdueCustomer } from './overdue-customer';
import { i18nFor, say } from '@/lib/i18n';
import type { SuggestionDraft } from '../probe';

describe.each([16, 17, 18, 19] as const)('overdue-customer on Odoo %i', (version) => {
  let odoo: OdooStandIn;
  let client: OdooClient;
  beforeAll(async () => ({ odoo, client } = await standIn(version)));
  afterAll(() => odoo.close());
  const order = (recordId: number, title = `S${String(recordId).padStart(5, '0')}`) =>
    page(odoo.url, { model: 'sale.order', recordId, title });

  it("warns on a quotation whose customer has overdue invoices, in 2 RPCs", async () => {
    const { draft, rpcs, error } = await runProbe(overdueCustomer, client, order(1));
    expect(error).toBeUndefined();
    expect(rpcs).toBe(2);
    expect(draft).toMatchObject({ title: 'Azure Interior has 2 overdue invoices', recordKey: 'res.partner:5', action: { kind: 'chat' } });
    // The invoices' currency, written as the user's locale writes it (en-US here), and the date too.
    expect(draft!.why).toMatch(/^\$[\d,]+\.\d\d overdue, oldest due [A-Z][a-z]{2} \d{1,2}, \d{4}$/);
    const action = draft!.action.kind === 'chat' ? draft!.action : undefined;
    // The user's bubble says the names they see; the ids go to the model only, the names quoted as data.
    expect(action?.prompt).toMatch(/^Before I go on with the order S00001: list the overdue invoices of the customer “Azure Interior” /);
    expect(action?.prompt).not.toMatch(/res\.partner|sale\.order|#\d|quoted/);
    expect(action?.context).toContain('The customer is res.partner #5, its name in Odoo quoted as data: "Azure Interior".');
  });

  it("speaks the Odoo user's language: French words, the amount and date as French writes them", async () => {
    const { client: fr, restore } = await clientIn(odoo, 'fr_FR');
    try {
      const { draft } = await runProbe(overdueCustomer, fr, order(1));
      expect(draft!.title).toBe('Azure Interior a 2 factures en retard');
      expect(draft!.why).toMatch(/^\d[\d\s]*,\d\d\s\$US en retard, plus ancienne échéance le \d{1,2} \S+ \d{4}$/);
      // The click sends the user's message in French too, as a person asks it.
      expect(draft!.action.kind === 'chat' && draft!.action.prompt).toMatch(/^Avant de continuer avec la commande S00001 : liste les factures en retard du client « Azure Interior » /);
    } finally {
      restore();
    }
  });

  it("keeps the card as sentences, not the words of its moment: made for a French user, it is said in German and the click's message too, the same data hash", async () => {
    const { client: fr, restore } = await clientIn(odoo, 'fr_FR');
    try {
      const made = await runProbe(overdueCustomer, fr, order(1));
      const de = i18nFor('de_DE', []);
      const kept = JSON.parse(JSON.stringify(made.stored)) as SuggestionDraft;
      expect(say(de, kept.title)).toBe('Azure Interior hat 2 überfällige Rechnungen');
      expect(say(de, kept.why)).toMatch(/überfällig/);
      expect(kept.action.kind === 'chat' && say(de, kept.action.prompt)).toMatch(/^Bevor ich mit dem Auftrag S00001 weitermache/);
      expect(made.stored!.dataHash).toBe((await runProbe(overdueCustomer, client, order(1))).stored!.dataHash);
    } finally {
      restore();
    }
  });

  it('is silent for a customer who is up to date', async () => {
    // Gemini Furniture's only open invoice is due in 25 days.
    const { draft, rpcs } = await runProbe(overdueCustomer, client, order(3));
    expect(draft).toBeNull();
    expect(rpcs).toBe(2);
  });

  it('finds the overdue invoices of the company when the order is for one of its contacts', async () => {
    const id = odoo.db.create('sale.order', { name: 'S00042', partner_id: 12, state: 'draft', company_id: 1, currency_id: 1 }).id;
    const { draft } = await runProbe(overdueCustomer, client, order(id));
    odoo.db.delete('sale.order', id);
    expect(draft?.title).toBe('Azure Interior, Brandon Freeman has 2 overdue invoices');
    expect(draft?.recordKey).toBe('res.partner:12');
  });

  it('changes its data hash when a payment changes what is due', async () => {
    const before = (await runProbe(overdueCustomer, client, order(1))).draft!;
    const { payment_state, amount_residual } = odoo.db.get('account.move', 2)!;
    odoo.db.write('account.move', 2, { payment_state: 'paid', amount_residual: 0 });
    const after = (await runProbe(overdueCustomer, client, order(1))).draft!;
    expect(after.title).toBe('Azure Interior has 1 overdue invoice');
    expect(after.dataHash).not.toBe(before.dataHash);
    odoo.db.write('account.move', 2, { payment_state, amount_residual });
  });

  it('says nothing on a new record or a cancelled order, and costs no RPC on a new one', async () => {
    expect(silence(await runProbe(overdueCustomer, client, page(odoo.url, { model: 'sale.order', recordId: 'new' })))).toBe(0);
    // S00008 is cancelled: one read, then silence.
    expect(silence(await runProbe(overdueCustomer, client, order(8), trigger('record_opened')))).toBe(1);
  });
});
