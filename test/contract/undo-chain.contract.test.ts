// Undoing a chain of the assistant's own writes on a real Odoo (ODOO_URL...) or the stand-in: a
// timesheet logged on a task it created, a line made on a quotation it created. Odoo stores the
// task's hours and the order's totals, so the dependent write and its undo move their write dates
// (16-19: only when the stored value changes, as the user who made the change); undoing the create
// afterwards is not "changed since", while a save by the user in between still asks. Scratch
// records named "undochain …", removed afterwards.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId, WeftDb, type Json } from '@/lib/db';
import type { OdooClient } from '@/lib/odoo';
import { visibleFields } from '@/lib/odoo/access';
import { Journal } from '@/lib/ops/journal';
import type { JournalEntry, TurnRef } from '@/lib/ops/types';
import { loginClient } from '../odoo-login';
import { removeScratch, standIns, targets } from './target';

const turn = (): TurnRef => ({ conversationId: 'c', turnId: newId(), skill: 'contract' });
// Write dates have whole seconds: each step lands in a later one, as a person's would.
const nextSecond = () => new Promise((resolve) => setTimeout(resolve, 1_100));

for (const target of process.env.ODOO_URL ? targets() : standIns([16, 17, 18, 19], ['hr_timesheet'])) {
  describe(`undo chain contract: ${target.name}`, () => {
    let client: OdooClient;
    let db: WeftDb;
    let journal: Journal;
    let project: number | undefined;
    const scratch: Array<[string, number]> = [];
    const stamp = Date.now();
    const writeDate = async (model: string, id: number) => String((await client.read(model, [id], ['write_date']))[0]?.write_date);
    const exists = async (model: string, id: number) => (await client.searchRead(model, { domain: [['id', '=', id]], fields: ['id'] })).records.length > 0;

    beforeAll(async () => {
      const login = await target.admin();
      client = (await loginClient(login)).client;
      db = new WeftDb('contract-chain-' + newId());
      journal = new Journal({ client, db, origin: login.url });
      if ((await visibleFields(client, 'account.analytic.line', ['task_id'])).has('task_id')) {
        project = (await client.searchRead('project.project', { domain: [['allow_timesheets', '=', true]], fields: ['name'], limit: 1, order: 'id' })).records[0]?.id;
      }
    });
    afterAll(async () => {
      await removeScratch(client, scratch);
      journal?.close();
      db?.close();
      await target.close();
    });

    const makeTask = async (name: string) => {
      const { operation } = await journal.run({ kind: 'create', model: 'project.task', values: { name: `undochain ${stamp} ${name}`, project_id: project! } }, turn());
      const id = operation.recordIds[0]!;
      scratch.push(['project.task', id]);
      await nextSecond();
      return { operation, id };
    };
    const logTime = async (task: number) => {
      const { operation } = await journal.run({ kind: 'create', model: 'account.analytic.line', values: { name: `undochain ${stamp}`, task_id: task, unit_amount: 1.5 } }, turn());
      scratch.push(['account.analytic.line', operation.recordIds[0]!]);
      await nextSecond();
      return operation;
    };

    it("a timesheet logged on the task moves the task's write date, and so does its undo; the task's undo then deletes it without asking", async (t) => {
      if (!project) t.skip();
      const task = await makeTask('timesheet');
      const line = await logTime(task.id);
      const moved = await writeDate('project.task', task.id);
      expect(moved > String(task.operation.after[task.id]?.write_date)).toBe(true);
      expect(((await db.operations.get(line.id)) as JournalEntry | undefined)?.touched).toEqual({ 'project.task': { [task.id]: { from: task.operation.after[task.id]?.write_date, to: moved } } });
      expect(await journal.undo(line.id)).toMatchObject({ status: 'undone' });
      expect(await writeDate('project.task', task.id) > moved).toBe(true);
      expect(await journal.undo(task.operation.id)).toMatchObject({ status: 'undone' });
      expect(await exists('project.task', task.id)).toBe(false);
    });

    it('the user saved the task in Odoo in between: its undo still asks, though the timesheet made the assistant the last writer', async (t) => {
      if (!project) t.skip();
      const task = await makeTask('edited');
      await client.write('project.task', [task.id], { description: '<p>undochain: my own words</p>' });
      await nextSecond();
      const line = await logTime(task.id);
      expect(await journal.undo(line.id)).toMatchObject({ status: 'undone' });
      expect(await journal.undo(task.operation.id)).toMatchObject({ status: 'conflict', conflicts: { [task.id]: [{ field: 'write_date' }] } });
      expect(await exists('project.task', task.id)).toBe(true);
    });

    it("a line made on the quotation moves the order's write date (its totals); once the line is undone the quotation's undo deletes it", async () => {
      const [customer] = (await client.searchRead('res.partner', { domain: [['is_company', '=', true]], fields: ['name'], limit: 1 })).records;
      const [product] = (await client.searchRead('product.product', { domain: [['sale_ok', '=', true], ['list_price', '>', 0]], fields: ['name'], limit: 1 })).records;
      const order = (await journal.run({ kind: 'create', model: 'sale.order', values: { partner_id: customer!.id, client_order_ref: `undochain ${stamp}` } }, turn())).operation;
      const id = order.recordIds[0]!;
      scratch.push(['sale.order', id]);
      await nextSecond();
      const values: Record<string, Json> = { order_id: id, product_id: product!.id, product_uom_qty: 2 };
      const line = (await journal.run({ kind: 'create', model: 'sale.order.line', values }, turn())).operation;
      expect(Object.keys((line as JournalEntry).touched?.['sale.order'] ?? {})).toEqual([String(id)]);
      await nextSecond();
      expect(await journal.undo(line.id)).toMatchObject({ status: 'undone' });
      expect(await journal.undo(order.id)).toMatchObject({ status: 'undone' });
      expect(await exists('sale.order', id)).toBe(false);
    });
  });
}
