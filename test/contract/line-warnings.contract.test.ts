// A product's warning on an order's or an invoice's line (issue 28: "Odoo's warnings … on creates
// and updates of orders, invoices, bills and their lines"), on a real Odoo (ODOO_URL…) or the
// stand-in in each version it imitates: the card shows Odoo's own message for the product the write
// puts on a line; a 'block' product (16-18) is refused before any card, and the model is told why;
// after Approve of a warned product the line is stored as Odoo stores it. Each run makes its own
// product (its name holds `warn`) and puts the admin's groups back as they were.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approveAndRun } from '@/lib/agent/approve';
import { newId } from '@/lib/db';
import { english, say } from '@/lib/i18n';
import type { WriteSpec } from '@/lib/ops/types';
import { actionRig, type ActionRig } from './action-rig';
import { standIns, targets } from './target';

for (const target of process.env.ODOO_URL ? targets() : standIns([16, 17, 18, 19])) {
  describe(`product warnings on lines: ${target.name}`, () => {
    let r: ActionRig;
    let uid: number;
    let groupsField: string;
    let groups: Record<'sale' | 'purchase', number>;
    let had: number[] = [];
    let template: number;
    let product: number;
    let name: string;
    let customer: number;
    let vendor: number;
    // 16-18 have the selection (and its block); 19 the message alone.
    let selection: boolean;

    const setGroups = async (wanted: Array<'sale' | 'purchase'>) => {
      const ops = (['sale', 'purchase'] as const).filter((g) => !had.includes(groups[g])).map((g) => [wanted.includes(g) ? 4 : 3, groups[g]]);
      if (ops.length) await r.client.write('res.users', [uid], { [groupsField]: ops });
    };
    const warn = async (trade: 'sale' | 'purchase', how: 'warning' | 'block' | 'no-message', message: string) =>
      r.client.write('product.template', [template], { [`${trade}_line_warn_msg`]: message, ...(selection ? { [`${trade}_line_warn`]: how } : {}) });
    const quotation = (): WriteSpec => ({ kind: 'create', model: 'sale.order', values: { partner_id: customer, order_line: [[0, 0, { product_id: product, product_uom_qty: 2 }]] } });

    beforeAll(async () => {
      r = await actionRig(target);
      uid = (await r.client.session()).uid;
      groupsField = 'group_ids' in (await r.client.fieldsGet('res.users')) ? 'group_ids' : 'groups_id';
      const data = await r.client.callKw<Array<{ name: string; res_id: number }>>('ir.model.data', 'search_read', [[['model', '=', 'res.groups'], ['module', 'in', ['sale', 'purchase']], ['name', 'in', ['group_warning_sale', 'group_warning_purchase']]], ['name', 'res_id']]);
      groups = { sale: data.find((d) => d.name === 'group_warning_sale')!.res_id, purchase: data.find((d) => d.name === 'group_warning_purchase')!.res_id };
      const [me] = await r.client.read('res.users', [uid], [groupsField]);
      had = (me![groupsField] as number[]).filter((g) => g === groups.sale || g === groups.purchase);
      selection = 'sale_line_warn' in (await r.client.fieldsGet('product.template'));
      name = `${r.stamp} warn chair`;
      // Made as a variant (Odoo makes its template): the warning is written on the template, as its form does.
      product = await r.make('product.product', { name, list_price: 80, sale_ok: true, purchase_ok: true });
      const [variant] = await r.client.read('product.product', [product], ['product_tmpl_id']);
      template = (variant!.product_tmpl_id as { id: number }).id;
      customer = await r.make('res.partner', { name: `${r.stamp} warn customer`, is_company: true });
      vendor = await r.make('res.partner', { name: `${r.stamp} warn vendor`, is_company: true });
    });
    afterAll(async () => {
      // The admin's groups as they were: only the ones this run added are taken off.
      if (r && groups) await setGroups([]).catch(() => undefined);
      await r?.close();
    });

    it("a quotation line with a warned product: the card shows Odoo's message, and Approve stores the line as given", async () => {
      await warn('sale', 'warning', 'Handle with care: fragile legs');
      // 16-18 warn every seller; 19 only a user in the Warnings group.
      await setGroups([]);
      const without = (await r.journal.preview(quotation())).consequences!;
      expect(without.unavailable).toBeUndefined();
      if (selection) expect(without.productWarnings).toEqual([{ product: name, message: 'Handle with care: fragile legs' }]);
      else expect(without.productWarnings).toBeUndefined();
      await setGroups(['sale']);
      const { preview, entry } = await r.run(quotation());
      if (!entry.created) r.track('sale.order', entry.recordIds);
      expect(preview.consequences!.productWarnings).toEqual([{ product: name, message: 'Handle with care: fragile legs' }]);
      expect(preview.consequences!.refusal).toBeUndefined();
      const [order] = await r.client.read('sale.order', entry.recordIds, ['order_line', 'amount_total']);
      const lines = await r.client.read('sale.order.line', order!.order_line as number[], ['product_id', 'product_uom_qty']);
      expect(lines.map((l) => [(l.product_id as { id: number }).id, l.product_uom_qty])).toEqual([[product, 2]]);
      expect(preview.consequences!.totals?.total).toBe(order!.amount_total);
      console.info(`${target.name}: ${say(english, { key: 'conseq.productWarning', params: { ...preview.consequences!.productWarnings![0]! } })}`);
    });

    it("an update that adds a line with the product, or puts it on a line, shows Odoo's message too", async () => {
      await warn('sale', 'warning', 'Assemble on site');
      await setGroups(['sale']);
      const [other] = await r.client.callKw<number[]>('product.product', 'search', [[['sale_ok', '=', true], ['id', '!=', product]]], { limit: 1, order: 'id' });
      const order = await r.make('sale.order', { partner_id: customer, order_line: [[0, 0, { product_id: other!, product_uom_qty: 1 }]] });
      const [held] = await r.client.read('sale.order', [order], ['order_line']);
      const line = (held!.order_line as number[])[0]!;
      const added = (await r.journal.preview({ kind: 'write', model: 'sale.order', ids: [order], values: { order_line: [[0, 0, { product_id: product, product_uom_qty: 1 }]] } })).consequences!;
      expect(added.unavailable).toBeUndefined();
      expect(added.productWarnings).toEqual([{ product: name, message: 'Assemble on site' }]);
      const changed = (await r.journal.preview({ kind: 'write', model: 'sale.order', ids: [order], values: { order_line: [[1, line, { product_id: product }]] } })).consequences!;
      expect(changed.productWarnings).toEqual([{ product: name, message: 'Assemble on site' }]);
      // A line's quantity changed: no product put, nothing to warn about.
      const qty = (await r.journal.preview({ kind: 'write', model: 'sale.order', ids: [order], values: { order_line: [[1, line, { product_uom_qty: 3 }]] } })).consequences!;
      expect(qty.productWarnings).toBeUndefined();
    });

    it('a blocked product is refused before the card, in words, and the model is told; run at once too; nothing is made', async () => {
      if (!selection) {
        // 19 has no block: its product form keeps a message only.
        expect('sale_line_warn' in (await r.client.fieldsGet('product.product'))).toBe(false);
        return;
      }
      await warn('sale', 'block', 'Recalled by the maker');
      const orders = await r.client.count('sale.order');
      const asked: string[] = [];
      const approved = await approveAndRun({
        plan: await r.journal.plan(quotation()),
        signal: new AbortController().signal,
        decide: async () => ({ to: 'ask' }),
        preview: (plan) => r.journal.preview(plan),
        ask: async () => (asked.push('card'), true),
        recheck: async () => undefined,
        run: async () => {
          throw new Error('must not run');
        },
      });
      if (approved.status !== 'refused') throw new Error(`not refused: ${approved.status}`);
      expect(approved.afterApprove).toBe(false);
      const why = say(english, approved.why);
      expect(why).toBe(`${name} cannot be sold: Odoo blocks it on sales orders with the message “Recalled by the maker”.`);
      expect(asked).toEqual([]);
      // Run at once (a mode that shows no card): refused the same, before anything is sent.
      await expect(r.journal.run(quotation(), { conversationId: 'c', turnId: newId(), skill: 'contract' })).rejects.toThrow(why);
      expect(await r.client.count('sale.order')).toBe(orders);
      console.info(`${target.name}: refused: ${why}`);
    });

    it('a change set: each row shows the warning of the product it puts on a line; a blocked product refuses the set before the card, naming its rows, and run at once makes nothing', async () => {
      await warn('sale', 'warning', 'Check the legs');
      await setGroups(['sale']);
      const [other] = await r.client.callKw<number[]>('product.product', 'search', [[['sale_ok', '=', true], ['id', '!=', product]]], { limit: 1, order: 'id' });
      const orders = [await r.make('sale.order', { partner_id: customer }), await r.make('sale.order', { partner_id: customer })];
      const update: WriteSpec = { kind: 'write', model: 'sale.order', ids: orders, values: { order_line: [[0, 0, { product_id: product, product_uom_qty: 1 }]] } };
      const u = (await r.journal.preview(update)).consequences!;
      expect(u.warningsUnavailable).toBeUndefined();
      expect(u.productWarnings).toEqual([{ product: name, message: 'Check the legs', rows: orders }]);
      const line = (id: number, qty: number) => [[0, 0, { product_id: id, product_uom_qty: qty }]];
      const creates: WriteSpec = { kind: 'creates', model: 'sale.order', rows: [{ partner_id: customer, order_line: line(product, 2) }, { partner_id: customer, order_line: line(other!, 1) }, { partner_id: customer, order_line: line(product, 1) }] };
      const c = (await r.journal.preview(creates)).consequences!;
      expect(c.warningsUnavailable).toBeUndefined();
      expect(c.productWarnings).toEqual([{ product: name, message: 'Check the legs', rows: [1, 3] }]);
      expect(c.refusal).toBeUndefined();
      // Approved, the set makes its three orders with the lines as given.
      const { set } = await r.journal.run(creates, { conversationId: 'c', turnId: newId(), skill: 'contract' });
      const made = set!.rows.flatMap((row) => (row.recordId ? [row.recordId] : []));
      r.track('sale.order', made);
      expect(set!.rows.map((row) => row.status)).toEqual(['done', 'done', 'done']);
      const lines = await r.client.callKw<Array<{ product_id: [number, string] | { id: number } }>>('sale.order.line', 'search_read', [[['order_id', 'in', made]], ['product_id']]);
      expect(lines.map((l) => (Array.isArray(l.product_id) ? l.product_id[0] : l.product_id.id)).sort()).toEqual([product, product, other!].sort());
      if (!selection) return;
      await warn('sale', 'block', 'Recalled by the maker');
      const blocked = `${name} cannot be sold: Odoo blocks it on sales orders with the message “Recalled by the maker”.`;
      const why = say(english, (await r.journal.preview(creates)).consequences!.refusal!);
      expect(why).toBe(`${blocked} It is on Sales Order 1 (new) and Sales Order 3 (new), so those 2 rows cannot be part of this change.`);
      const count = await r.client.count('sale.order');
      await expect(r.journal.run(creates, { conversationId: 'c', turnId: newId(), skill: 'contract' })).rejects.toThrow(why);
      expect(await r.client.count('sale.order')).toBe(count);
      console.info(`${target.name}: set refused: ${why}`);
      await warn('sale', 'no-message', '');
    });

    it("a purchase order's line and a bill's: Odoo's purchase message for a user in Purchase Warnings", async () => {
      await warn('sale', 'no-message', '');
      await warn('purchase', 'warning', 'Order in packs of 4');
      await setGroups(['purchase']);
      const rfq: WriteSpec = { kind: 'create', model: 'purchase.order', values: { partner_id: vendor, order_line: [[0, 0, { product_id: product, product_qty: 4 }]] } };
      const c = (await r.journal.preview(rfq)).consequences!;
      expect(c.unavailable).toBeUndefined();
      expect(c.productWarnings).toEqual([{ product: name, message: 'Order in packs of 4' }]);
      const bill: WriteSpec = { kind: 'create', model: 'account.move', values: { move_type: 'in_invoice', partner_id: vendor, invoice_date: '2026-11-20', ref: `WEFT-W-${newId()}`, invoice_line_ids: [[0, 0, { product_id: product, quantity: 4, price_unit: 20 }]] } };
      const b = (await r.journal.preview(bill)).consequences!;
      // Invoice and bill lines warn on 19 only.
      expect(b.productWarnings).toEqual(selection ? undefined : [{ product: name, message: 'Order in packs of 4' }]);
    });
  });
}
