// Confirm cards in the user's words, against the Odoo stand-in: names, lines, recipients, undo.
import { english, inWords, say } from '@/lib/i18n';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rig, type Rig } from '../../test/journal-rig';
import type { WritePreview } from './types';

// Sentences are said in the reader's language; these tests read them in English.
const en = <T,>(value: T): T => inWords(value, english);

let r: Rig;
beforeAll(async () => {
  r = await rig(17);
});
afterAll(() => r.close());

const notes = (preview: WritePreview) => preview.changes.map((c) => c.note).filter(Boolean).map((n) => say(english, n));
const linesOf = (order: number) => r.odoo.db.records('sale.order.line').filter((l) => l.order_id === order);

describe('x2many values as lines', () => {
  it('[5] on order lines names every removed line and says it cannot be undone', async () => {
    const preview = await r.journal.preview({ kind: 'write', model: 'sale.order', ids: [1], values: { order_line: [[5]] } });
    expect(en(notes(preview))).toEqual(['remove line: [FURN_7800] Desk Combination × 2', 'remove line: [FURN_0269] Office Chair Black × 4']);
    expect(en(preview.changes.every((c) => c.label === 'Order Lines' && c.displayName === 'S00001'))).toBe(true);
    expect(preview.undoable).toBe(false);
    expect(en(preview.notUndoableReason)).toMatch(/removed Order Lines are deleted in Odoo and undo cannot bring them back/i);
    expect(en(JSON.stringify(preview))).not.toMatch(/5, 0, 0|"order_line: /);
  });

  it('adds, edits and [6, 0, ids] drops are said line by line', async () => {
    const [desk, chair] = linesOf(1).map((l) => l.id);
    const add = await r.journal.preview({ kind: 'write', model: 'sale.order', ids: [1], values: { order_line: [[0, 0, { product_id: 3, product_uom_qty: 2 }]] } });
    expect(en(notes(add))).toEqual(['add line: [FURN_8888] Office Lamp × 2']);
    expect(add.undoable).toBe(true);
    const edit = await r.journal.preview({ kind: 'write', model: 'sale.order', ids: [1], values: { order_line: [[1, chair!, { product_uom_qty: 3 }]] } });
    expect(en(notes(edit))).toEqual(['line [FURN_0269] Office Chair Black × 4: Quantity 4 → 3']);
    // The order's own lines are journaled per line and restored by undo (lib/ops/lines).
    expect(edit.undoable).toBe(true);
    const drop = await r.journal.preview({ kind: 'write', model: 'sale.order', ids: [1], values: { order_line: [[6, 0, [desk!]]] } });
    expect(en(notes(drop))).toEqual(['remove line: [FURN_0269] Office Chair Black × 4']);
  });

  it('a deleted child contact is named, not shown as ids', async () => {
    const preview = await r.journal.preview({ kind: 'write', model: 'res.partner', ids: [5], values: { child_ids: [[2, 12]] } });
    expect(en(notes(preview))).toEqual(['delete line: Azure Interior, Brandon Freeman']);
    expect(preview.undoable).toBe(false);
  });

  it('a many2one value is shown by its name', async () => {
    const preview = await r.journal.preview({ kind: 'write', model: 'res.partner', ids: [5], values: { user_id: 6 } });
    expect(en(preview.changes)).toEqual([expect.objectContaining({ label: 'Salesperson', after: { id: 6, display_name: 'Marc Demo' } })]);
    expect(preview.undoable).toBe(true);
  });
});

describe('what a write is called', () => {
  it('update_records with active false is an archive', async () => {
    const preview = await r.journal.preview({ kind: 'write', model: 'res.partner', ids: [6], values: { active: false } });
    expect(en(preview.summary)).toBe('Archive Contact Deco Addict.');
  });

  it("a model without a label of Weft's is named by Odoo's description, not its technical name", async () => {
    const preview = await r.journal.preview({ kind: 'write', model: 'stock.warehouse', ids: [1], values: { name: 'Main' } });
    expect(en(preview.summary)).toBe('Update Warehouse San Francisco Warehouse: Warehouse.');
  });

  it('a create is a grammatical sentence with the model label', async () => {
    const preview = await r.journal.preview({ kind: 'create', model: 'crm.lead', values: { name: 'Desks for Acme', partner_id: 5 } });
    expect(en(preview.summary)).toBe('Create an opportunity: Desks for Acme.');
    expect(en(preview.changes)).toContainEqual(expect.objectContaining({ label: 'Customer', after: { id: 5, display_name: 'Azure Interior' } }));
  });
});

describe('a message to followers', () => {
  it('lists every recipient, outside addresses marked, and cannot be undone', async () => {
    const preview = await r.journal.preview({ kind: 'message', model: 'sale.order', ids: [1], body: 'Your order ships Monday.', internal: false });
    expect(en(notes(preview))).toEqual([
      'Your order ships Monday.',
      'YourCompany, Mitchell Admin <admin@yourcompany.example.com>',
      'Azure Interior <azure.Interior24@example.com> · outside your company',
      'Azure Interior, Brandon Freeman <brandon.freeman55@example.com> · outside your company',
    ]);
    expect(preview.undoable).toBe(false);
    expect(en(preview.notUndoableReason)).toMatch(/sent by e-mail to the followers/);
  });

  it('an internal note lists no recipients', async () => {
    const preview = await r.journal.preview({ kind: 'message', model: 'sale.order', ids: [1], body: 'Call back.', internal: true });
    expect(en(notes(preview))).toEqual(['Call back.']);
  });
});

describe("a workflow action's shown fields", () => {
  it("a manufacturing order's start is a date and time in the user's locale, not Odoo's raw value", async () => {
    const table = Number(r.odoo.db.records('product.product')[0]!.id);
    const order = Number(r.odoo.db.create('mrp.production', { name: 'WH/MO/PREVIEW', product_id: table, product_qty: 2, product_uom_id: 1, state: 'draft', date_start: '2026-11-20 14:30:00', company_id: 1 }).id);
    const preview = await r.journal.preview({ kind: 'action', model: 'mrp.production', ids: [order], method: 'action_confirm' });
    const start = preview.changes.find((c) => c.field === 'action' && say(english, c.label!) === 'Start');
    expect(say(english, start!.note!)).toBe(english.fmt.dateTime('2026-11-20 14:30:00'));
    expect(say(english, start!.note!)).not.toContain('2026-11-20 14:30:00');
  });
});
