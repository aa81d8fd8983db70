import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, userDay, utcStartOf } from '@/lib/business';
import type { OdooClient, OdooRecord } from '@/lib/odoo';
import type { Skill, SkillContext } from '@/lib/skills/define-skill';
import { runSkill } from '@/lib/skills/run-skill';
import cashForecast from '@/skills/cash-forecast';
import lateTransfers from '@/skills/late-transfers';
import myActivities from '@/skills/my-activities';
import ordersToInvoice from '@/skills/orders-to-invoice';
import quotationsExpiring from '@/skills/quotations-expiring';
import { loginClient } from '../odoo-login';
import { actionRig, type ActionRig } from './action-rig';
import { targets } from './target';

// The day-to-day lists on each version's real fields: late transfers (Odoo's "Late" filter:
// has_deadline_issue, date_deadline, scheduled_date; picking_type_code related to the operation
// type), activities (mail.activity's user_id, date_deadline, res_model/res_name), quotation expiry
// (validity_date) and what is left to invoice (sale.order.line's stored untaxed_amount_to_invoice,
// through read_group on 16-18 and formatted_read_group on 19), and the cash forecast (account.move's
// amount_residual_signed: company currency, negative for bills and customer credit notes). Each answer is checked against plain
// search_read of the same records, or against a scratch record made for the case.
const id = (value: unknown) => (value as { id: number } | false || undefined)?.id;

for (const target of targets()) {
  describe(`Odoo contract, operations: ${target.name}`, () => {
    let rig: ActionRig;
    let odoo: OdooClient;
    let ctx: SkillContext;
    const run = async (skill: Skill, input: unknown) => {
      const result = await runSkill(skill, input, ctx);
      expect(result.isError ? result.content : '').toBe('');
      return JSON.parse(result.content);
    };
    beforeAll(async () => {
      rig = await actionRig(target);
      odoo = rig.client;
      ctx = { odoo, page: null, signal: new AbortController().signal, write: () => Promise.reject(new Error('read-only')), openInTab: async () => {} };
    });
    afterAll(() => rig?.close()); // removes the scratch records, then closes the target

    it('late_transfers = planned transfers scheduled or due before today, or scheduled after their deadline', async () => {
      const { tz, today } = await userDay(odoo);
      const start = utcStartOf(today, tz);
      const { records } = await odoo.searchRead('stock.picking', {
        domain: [['state', 'in', ['assigned', 'waiting', 'confirmed']]],
        fields: ['name', 'scheduled_date', 'date_deadline', 'has_deadline_issue', 'picking_type_id'],
        order: 'scheduled_date asc, id asc', // all of them: real 17's bench orders made thousands
      });
      const late = records.filter((p) => p.has_deadline_issue === true || (p.date_deadline && String(p.date_deadline) < start) || String(p.scheduled_date) < start);
      expect(late.length).toBeGreaterThan(0);
      const out = await run(lateTransfers, {});
      expect(out.count).toBe(late.length);
      expect(out.rows.map((r: { transfer: string }) => r.transfer)).toEqual(late.slice(0, 25).map((p) => p.name));

      const { records: types } = await odoo.searchRead('stock.picking.type', { domain: [['code', '=', 'incoming']], fields: ['code'], limit: 100 });
      const incoming = new Set(types.map((t) => t.id));
      const receipts = await run(lateTransfers, { kind: 'receipts' });
      expect(receipts.count).toBe(late.filter((p) => incoming.has(id(p.picking_type_id)!)).length);
    });

    it("my_activities lists the user's own activity due yesterday with its record, and counts as search_count does", async () => {
      const { today } = await userDay(odoo);
      const { uid } = await odoo.session();
      const [model] = (await odoo.searchRead('ir.model', { domain: [['model', '=', 'res.partner']], fields: ['model'], limit: 1 })).records;
      const [partner] = (await odoo.searchRead('res.partner', { domain: [['is_company', '=', true]], fields: ['display_name'], limit: 1 })).records as OdooRecord[];
      const activity = await rig.make('mail.activity', {
        res_model_id: model!.id, res_id: partner!.id, summary: rig.stamp, date_deadline: addDays(today, -1), user_id: uid,
      });
      const out = await run(myActivities, {});
      expect(out.count).toBe(await odoo.count('mail.activity', [['user_id', '=', uid], ['date_deadline', '<=', today]]));
      expect(out.rows.find((r: { id: number }) => r.id === activity)).toMatchObject({
        summary: rig.stamp, model: 'res.partner', record_id: partner!.id, record: partner!.display_name, due: addDays(today, -1), days_late: 1,
      });
    });

    it('quotations_expiring finds a scratch quotation expiring in 3 days, then expired 2 days ago', async () => {
      const { today } = await userDay(odoo);
      const [partner] = (await odoo.searchRead('res.partner', { domain: [['is_company', '=', true]], fields: ['name'], limit: 1 })).records;
      const order = await rig.make('sale.order', { partner_id: partner!.id, validity_date: addDays(today, 3) });
      const soon = await run(quotationsExpiring, { days: 3 });
      expect(soon.rows.find((r: { id: number }) => r.id === order)).toMatchObject({ expires: addDays(today, 3), days_left: 3, sent: false });
      await odoo.write('sale.order', [order], { validity_date: addDays(today, -2) });
      const lapsed = await run(quotationsExpiring, { expired: true });
      expect(lapsed.rows.find((r: { id: number }) => r.id === order)).toMatchObject({ expired_days_ago: 2 });
      expect((await run(quotationsExpiring, { days: 3 })).rows.some((r: { id: number }) => r.id === order)).toBe(false);
    });

    it('cash_forecast = open posted invoices and bills by due date, amount_residual_signed per company currency (bills negative)', async () => {
      const { today } = await userDay(odoo);
      const out = await run(cashForecast, { weeks: 2 });
      const { records } = await odoo.searchRead('account.move', {
        domain: [['move_type', 'in', ['out_invoice', 'out_refund', 'in_invoice', 'in_refund']], ['state', '=', 'posted'], ['amount_residual', '!=', 0], ['invoice_date_due', '<=', addDays(today, 13)]],
        fields: ['move_type', 'invoice_date_due', 'amount_residual', 'amount_residual_signed', 'currency_id', 'company_currency_id'], limit: 5000,
      });
      expect(records.length).toBeGreaterThan(0);
      for (const m of records.filter((r) => id(r.currency_id) === id(r.company_currency_id))) {
        const sign = ['out_invoice', 'in_refund'].includes(String(m.move_type)) ? 1 : -1;
        expect(Number(m.amount_residual_signed)).toBeCloseTo(sign * Number(m.amount_residual), 2);
      }
      const currencies = out.currencies ?? [out];
      for (const c of currencies as Array<{ currency: string; overdue: { cash_in: number; cash_out: number; documents: number }; total: { documents: number } }>) {
        const mine = records.filter((r) => (r.company_currency_id as { display_name: string }).display_name === c.currency);
        const late = mine.filter((r) => String(r.invoice_date_due) < today);
        const sum = (list: typeof mine, customer: boolean) => list.filter((r) => String(r.move_type).startsWith('out_') === customer).reduce((t, r) => t + Number(r.amount_residual_signed), 0);
        expect(c.total.documents).toBe(mine.length);
        expect(c.overdue.documents).toBe(late.length);
        expect(c.overdue.cash_in).toBeCloseTo(sum(late, true), 2);
        expect(c.overdue.cash_out).toBeCloseTo(-sum(late, false), 2);
      }
    });

    it('the demo user may change transfers and activities (what the skills offered to them read)', async () => {
      const login = await target.restricted();
      if (!login) return;
      const { client } = await loginClient(login);
      const may = (model: string, op: string) => client.callKw(model, 'check_access_rights', [op], { raise_exception: false });
      for (const model of ['stock.picking', 'mail.activity']) {
        for (const op of ['read', 'write', 'create']) expect(await may(model, op), `${model}:${op}`).toBe(true);
      }
      for (const model of ['stock.picking.type', 'mail.activity.type']) expect(await may(model, 'read'), model).toBe(true);
    });

    it('orders_to_invoice = the orders Odoo marks "to invoice", each with the sum of its lines\' untaxed amount to invoice', async () => {
      // Every order to invoice, however many the database holds (no page limit); the lines of the rows the skill shows.
      const { records: orders } = await odoo.searchRead('sale.order', { domain: [['invoice_status', '=', 'to invoice']], fields: ['name'] });
      const out = await run(ordersToInvoice, {});
      const shown = (out.rows as Array<{ id: number }>).map((r) => r.id);
      const { records: lines } = await odoo.searchRead('sale.order.line', {
        domain: [['order_id', 'in', shown]], fields: ['order_id', 'untaxed_amount_to_invoice'],
      });
      const left = new Map<number, number>();
      for (const l of lines) left.set(id(l.order_id)!, (left.get(id(l.order_id)!) ?? 0) + Number(l.untaxed_amount_to_invoice));
      expect(out.count).toBe(orders.length);
      for (const row of out.rows as Array<{ id: number; order: string; to_invoice: number }>) {
        expect(row.order).toBe(orders.find((o) => o.id === row.id)?.name);
        expect(row.to_invoice).toBeCloseTo(left.get(row.id)!, 2);
      }
      // Odoo's cut is the largest orders, and the total is every order's: against Odoo's sum per order, sorted here.
      const every = (await odoo.readGroup('sale.order.line', { domain: [['order_id.invoice_status', '=', 'to invoice']], groupby: ['order_id'], aggregates: ['untaxed_amount_to_invoice:sum'] }))
        .map((g) => Number(g.aggregates['untaxed_amount_to_invoice:sum'] ?? 0)).sort((a, b) => b - a);
      expect(every).toHaveLength(orders.length);
      expect((out.rows as Array<{ to_invoice: number }>).map((r) => r.to_invoice)).toEqual(every.slice(0, Math.min(25, every.length)).map((n) => Math.round(n * 100) / 100));
      expect(out.more_rows ?? 0).toBe(every.length - (out.rows as unknown[]).length);
      const totals = (out.totals as Array<{ to_invoice: number }> | undefined) ?? [{ to_invoice: out.to_invoice as number }];
      expect(totals.reduce((t, c) => t + c.to_invoice, 0)).toBeCloseTo(every.reduce((t, n) => t + n, 0), 1);
    });
  });
}
