// Undoing a chain of the assistant's own writes: a timesheet on a task it made, a line on an order it
// made. Odoo recomputes the task's hours and the order's totals, so their write dates move with the
// dependent write and with its undo; that is Weft's own doing, not someone else's. A real edit by
// another user in between still asks.
import { english, inWords } from '@/lib/i18n';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { rig, turn, type Rig } from '../../test/journal-rig';
import type { JournalEntry } from './types';

const en = <T,>(value: T): T => inWords(value, english);
const DEMO = 6;

let r: Rig;
beforeEach(async () => {
  r = await rig(17, undefined, ['hr_timesheet']);
});
afterEach(() => r.close());

/** Odoo's clock a second on: write dates have whole seconds, so each step below is seen apart. */
const aSecondLater = () => {
  const at = r.odoo.db.now().getTime() + 1_000;
  r.odoo.db.now = () => new Date(at);
};

async function taskWithTimesheet() {
  const task = (await r.journal.run({ kind: 'create', model: 'project.task', values: { name: 'undochain task', project_id: 1 } }, turn())).operation;
  const [id] = task.recordIds;
  aSecondLater();
  return { task, id: id! };
}

const logTime = async (task: number) =>
  (await r.journal.run({ kind: 'create', model: 'account.analytic.line', values: { name: 'undochain', task_id: task, unit_amount: 2 } }, turn())).operation;

describe('undo of a create after undoing a write that depends on it', () => {
  it('a timesheet on the task: its log and its undo move the task\'s write date, and the task is then deleted without asking', async () => {
    const { task, id } = await taskWithTimesheet();
    const line = await logTime(id);
    const moved = r.odoo.db.get('project.task', id)!.write_date as string;
    expect(moved > (task.after[id]!.write_date as string)).toBe(true);
    expect(((await r.db.operations.get(line.id)) as JournalEntry | undefined)?.touched).toEqual({ 'project.task': { [id]: { from: task.after[id]!.write_date, to: moved } } });
    aSecondLater();
    expect(en(await r.journal.undo(line.id))).toMatchObject({ status: 'undone' });
    aSecondLater();
    expect(en(await r.journal.undo(task.id))).toMatchObject({ status: 'undone', note: 'Deleted undochain task.' });
    expect(r.odoo.db.get('project.task', id)).toBeUndefined();
  });

  it('someone else edited the task in between: asked, naming them, though the timesheet made Weft the last writer', async () => {
    const { task, id } = await taskWithTimesheet();
    r.odoo.db.write('project.task', id, { description: 'Marc was here' }, DEMO);
    aSecondLater();
    const line = await logTime(id);
    expect(r.odoo.db.get('project.task', id)).toMatchObject({ write_uid: 2 });
    aSecondLater();
    expect(en(await r.journal.undo(line.id))).toMatchObject({ status: 'undone' });
    expect(en(await r.journal.undo(task.id))).toMatchObject({ status: 'conflict', conflicts: { [id]: [{ field: 'write_date' }] } });
    expect(r.odoo.db.get('project.task', id)).toMatchObject({ description: 'Marc was here' });
  });

  it('a line made on the order: the order is deleted once the line is undone', async () => {
    const order = (await r.journal.run({ kind: 'create', model: 'sale.order', values: { partner_id: 8 } }, turn())).operation;
    const [id] = order.recordIds;
    aSecondLater();
    const line = (await r.journal.run({ kind: 'create', model: 'sale.order.line', values: { order_id: id!, product_id: 1, product_uom_qty: 2 } }, turn())).operation;
    expect(Object.keys((line as JournalEntry).touched?.['sale.order'] ?? {})).toEqual([String(id)]);
    aSecondLater();
    expect(en(await r.journal.undo(line.id))).toMatchObject({ status: 'undone' });
    expect(en(await r.journal.undo(order.id))).toMatchObject({ status: 'undone' });
    expect(r.odoo.db.get('sale.order', id!)).toBeUndefined();
  });

  it("a payment on an invoice it made: cancelling the payment moves the invoice's write date as Weft's own; the invoice is then deleted", async () => {
    const values = { move_type: 'out_invoice', partner_id: 8, invoice_line_ids: [[0, 0, { product_id: 1, quantity: 1, price_unit: 100 }]] };
    const invoice = (await r.journal.run({ kind: 'create', model: 'account.move', values }, turn())).operation;
    const id = invoice.recordIds[0]!;
    const step = async (method: string) => {
      aSecondLater();
      return (await r.journal.run({ kind: 'action', model: 'account.move', ids: [id], method }, turn())).operation;
    };
    const post = await step('action_post');
    const payment = await step('action_register_payment');
    aSecondLater();
    expect(en(await r.journal.undo(payment.id))).toMatchObject({ status: 'undone' });
    const undo = (await r.db.operations.where('undoOf').equals(payment.id).first()) as JournalEntry;
    expect(Object.keys(undo.touched?.['account.move'] ?? {})).toEqual([String(id)]);
    aSecondLater();
    expect(en(await r.journal.undo(post.id))).toMatchObject({ status: 'undone' });
    expect(en(await r.journal.undo(invoice.id))).toMatchObject({ status: 'undone' });
    expect(r.odoo.db.get('account.move', id)).toBeUndefined();
  });

  it("the journal's own later write after someone's edit no longer hides that edit", async () => {
    const made = (await r.journal.run({ kind: 'create', model: 'res.partner', values: { name: 'Chain Ltd' } }, turn())).operation;
    const [id] = made.recordIds;
    aSecondLater();
    r.odoo.db.write('res.partner', id!, { comment: 'Theirs' }, DEMO);
    aSecondLater();
    const write = (await r.journal.run({ kind: 'write', model: 'res.partner', ids: [id!], values: { phone: '7' } }, turn())).operation;
    expect(en(await r.journal.undo(write.id))).toMatchObject({ status: 'undone' });
    expect(en(await r.journal.undo(made.id))).toMatchObject({ status: 'conflict' });
    expect(r.odoo.db.get('res.partner', id!)).toMatchObject({ comment: 'Theirs' });
  });
});
