// Undoing a confirm, then the create: confirming a quotation makes a delivery (sale_stock, 16-19);
// the confirm's undo cancels the order and its delivery, then deletes the cancelled delivery where
// the user may, so undoing the quotation afterwards leaves Odoo as before the assistant acted.
// Where they may not (their rights, the organisation's "never delete"), the card says before
// Approve, and the undo after, that the cancelled delivery stays.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { english, inWords } from '@/lib/i18n';
import { rig, turn, type Rig } from '../../test/journal-rig';
import type { JournalEntry, WriteSpec } from './types';

const en = <T,>(value: T): T => inWords(value, english);
const ADMIN = 2;

let r: Rig;
beforeEach(async () => {
  r = await rig(17);
});
afterEach(() => r.close());

const goods = () => r.odoo.db.records('product.product').find((p) => r.odoo.db.get('product.template', Number(p.product_tmpl_id))?.type !== 'service')!.id;
const deliveriesOf = (order: number) => r.odoo.db.records('stock.picking').filter((p) => p.sale_id === order);

async function confirmedQuotation() {
  const create: WriteSpec = { kind: 'create', model: 'sale.order', values: { partner_id: 10, order_line: [[0, 0, { product_id: goods(), product_uom_qty: 2 }]] } };
  const made = (await r.journal.run(create, turn())).operation;
  const id = made.recordIds[0]!;
  const confirm: WriteSpec = { kind: 'action', model: 'sale.order', ids: [id], method: 'action_confirm' };
  const card = en(await r.journal.preview(confirm));
  const confirmed = (await r.journal.run(await r.journal.plan(confirm), turn())).operation as JournalEntry;
  return { made, id, card, confirmed };
}

describe('undo of a confirm that made a delivery', () => {
  it('deletes the cancelled delivery, so undoing the quotation after leaves nothing behind', async () => {
    // Each save in a second of its own: deleting the delivery rewrites the order after the buttons' read, and that is the undo's own doing.
    let tick = r.odoo.db.now().getTime();
    r.odoo.db.now = () => new Date((tick += 1_000));
    const { made, id, card, confirmed } = await confirmedQuotation();
    const [delivery] = deliveriesOf(id);
    expect(card.undoNote).toContain('Undo then also deletes any delivery Odoo made for it, once cancelled.');
    expect(confirmed.created).toEqual({ model: 'stock.picking', ids: [delivery!.id] });
    expect(en(await r.journal.undo(confirmed.id))).toMatchObject({ status: 'undone', note: expect.stringContaining(`Deleted the cancelled delivery ${String(delivery!.name)}.`) });
    expect(r.odoo.db.get('sale.order', id)).toMatchObject({ state: 'draft' });
    expect(r.odoo.db.get('stock.picking', delivery!.id)).toBeUndefined();
    expect(r.odoo.db.records('stock.move').filter((m) => m.picking_id === delivery!.id)).toEqual([]);
    expect(en(await r.journal.undo(made.id))).toMatchObject({ status: 'undone' });
    expect(r.odoo.db.get('sale.order', id)).toBeUndefined();
  });

  it('a user who may not delete moves: the card says the delivery stays, and the undo says it remains and why', async () => {
    r.odoo.db.revoke(ADMIN, 'stock.move', ['unlink']);
    const { id, card, confirmed } = await confirmedQuotation();
    const [delivery] = deliveriesOf(id);
    expect(card.undoNote).toContain('Any delivery Odoo made for it stays in Inventory, cancelled: your access rights do not let you delete transfers.');
    const undone = en(await r.journal.undo(confirmed.id));
    expect(undone).toMatchObject({ status: 'undone', note: expect.stringContaining(`The cancelled delivery ${String(delivery!.name)} remains in Inventory: Odoo did not let you delete it (`) });
    expect(r.odoo.db.get('stock.picking', delivery!.id)).toMatchObject({ state: 'cancel' });
  });

  it('a quotation of services only makes no delivery: nothing to delete, nothing said of one', async () => {
    const template = r.odoo.db.create('product.template', { name: 'Consulting', type: 'service', sale_ok: true, active: true, list_price: 90 });
    const service = r.odoo.db.create('product.product', { product_tmpl_id: template.id, active: true }).id;
    const made = (await r.journal.run({ kind: 'create', model: 'sale.order', values: { partner_id: 10, order_line: [[0, 0, { product_id: service, product_uom_qty: 1 }]] } }, turn())).operation;
    const id = made.recordIds[0]!;
    const confirmed = (await r.journal.run({ kind: 'action', model: 'sale.order', ids: [id], method: 'action_confirm' }, turn())).operation as JournalEntry;
    expect(confirmed.created).toBeUndefined();
    expect(en(await r.journal.undo(confirmed.id))).toMatchObject({ status: 'undone', note: expect.not.stringContaining('delivery') });
  });

  it('a purchase order: its undo deletes the receipt the confirm made, said as a receipt', async () => {
    const po = r.odoo.db.records('purchase.order').find((o) => o.state === 'draft')!.id;
    r.odoo.db.create('purchase.order.line', { order_id: po, product_id: goods(), name: 'undochain goods', product_qty: 2, price_unit: 10 });
    const confirm: WriteSpec = { kind: 'action', model: 'purchase.order', ids: [po], method: 'button_confirm' };
    expect(en(await r.journal.preview(confirm)).undoNote).toContain('Undo then also deletes any receipt Odoo made for it, once cancelled.');
    const entry = (await r.journal.run(await r.journal.plan(confirm), turn())).operation as JournalEntry;
    const receipt = entry.created!.ids[0]!;
    expect(entry.created).toEqual({ model: 'stock.picking', ids: [receipt] });
    expect(en(await r.journal.undo(entry.id))).toMatchObject({ status: 'undone', note: expect.stringContaining('Deleted the cancelled receipt WH/IN/') });
    expect(r.odoo.db.get('stock.picking', receipt)).toBeUndefined();
    expect(r.odoo.db.get('purchase.order', po)).toMatchObject({ state: 'draft' });
  });
});
