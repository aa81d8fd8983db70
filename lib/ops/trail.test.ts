// The trail in Odoo against the Odoo stand-in: an approved write and its undo each leave one
// internal note (note subtype, a comment, marked so Weft finds it again), on 16 as HTML as it is and
// on 17+ with body_is_html; records without a chatter are skipped; a note that fails leaves the write.
import { english, inWords } from '@/lib/i18n';
import { afterEach, describe, expect, it } from 'vitest';
import { OdooError, type Transport } from '@/lib/odoo';
import { redoChange } from '@/lib/agent/redo';
import { Journal } from './journal';
import { TRAIL_MARK, TRAIL_UNDO_MARK, trailNote } from './trail';
import type { JournalEntry } from './types';
import { rig, turn, type Rig } from '../../test/journal-rig';

let r: Rig | undefined;
afterEach(async () => {
  await r?.close();
  r = undefined;
});

/** A journal with the trail on, over the rig's client and database. */
const trailed = (rig: Rig, on = true) => new Journal({ client: rig.client, db: rig.db, origin: rig.odoo.url, trail: async () => on });
const notes = (rig: Rig, model: string, id: number) =>
  rig.odoo.db.records('mail.message').filter((m) => m.model === model && m.res_id === id && String(m.body).includes(TRAIL_MARK));

describe.each([16, 17, 19] as const)('the trail on Odoo %i', (version) => {
  it('an approved write and its undo leave two internal notes, in words, and the card said so', async () => {
    r = await rig(version);
    const journal = trailed(r);
    const spec = { kind: 'write' as const, model: 'res.partner', ids: [5], values: { phone: '+1 555 0199', city: 'Fremont' } };
    expect((await journal.preview(spec)).trail).toBe(true);
    const done = await journal.run(spec, turn());
    expect(done.trail).toMatchObject({ status: 'logged', messageIds: [expect.any(Number)] });
    const [note] = notes(r, 'res.partner', 5);
    expect(note).toMatchObject({ message_type: 'comment', subtype_id: 2 });
    expect(String(note!.body)).toContain(`<p class="${TRAIL_MARK}"><b>Changed with Weft, asked by Mitchell Admin</b></p>`);
    expect(String(note!.body)).toContain('<li>Phone: +1 870-931-0505 → +1 555 0199</li>');
    expect(String(note!.body)).toContain('it can be undone there, in Changes.');
    const message = r.odoo.calls.find((c) => c.method === 'message_post');
    expect(message?.context).toMatchObject({ mail_create_nosubscribe: true });

    const undone = await journal.undo(done.operation.id);
    expect(undone).toMatchObject({ status: 'undone', trail: { status: 'logged' } });
    const both = notes(r, 'res.partner', 5);
    expect(both).toHaveLength(2);
    expect(String(both[1]!.body)).toContain(`class="${TRAIL_MARK} ${TRAIL_UNDO_MARK}"`);
    expect(String(both[1]!.body)).toContain('Phone: +1 555 0199 → +1 870-931-0505');
    // Asking again answers "already undone" and logs nothing more.
    await journal.undo(done.operation.id);
    expect(notes(r, 'res.partner', 5)).toHaveLength(2);
  });
});

describe('the trail of a change set and of a redo', () => {
  it('each row of an approved set gets its own note, and the set\'s undo one per row', async () => {
    r = await rig(17);
    const journal = trailed(r);
    const ref = turn();
    const done = await journal.run({ kind: 'write', model: 'res.partner', ids: [5, 8], values: { city: 'Oakland' } }, ref);
    expect(done.set?.rows.map((row) => row.status)).toEqual(['done', 'done']);
    expect(done.trail).toMatchObject({ status: 'logged', messageIds: [expect.any(Number), expect.any(Number)] });
    for (const id of [5, 8]) {
      const [note] = notes(r, 'res.partner', id);
      expect(notes(r, 'res.partner', id)).toHaveLength(1);
      expect(String(note!.body)).toMatch(/<li>City: .+ → Oakland<\/li>/);
    }
    // Each row's entry keeps its own note's outcome.
    const rows = (await r.db.operations.toArray()).filter((e) => (e as JournalEntry).setId === done.set!.setId) as JournalEntry[];
    expect(rows.map((e) => e.trail?.status)).toEqual(['logged', 'logged']);

    const undone = await journal.undoSet(ref.turnId, done.set!.setId);
    expect(undone.map((u) => [u.status, 'trail' in u ? u.trail?.status : undefined])).toEqual([['undone', 'logged'], ['undone', 'logged']]);
    for (const id of [5, 8]) {
      const both = notes(r, 'res.partner', id);
      expect(both).toHaveLength(2);
      expect(String(both[1]!.body)).toContain(`class="${TRAIL_MARK} ${TRAIL_UNDO_MARK}"`);
      expect(String(both[1]!.body)).toMatch(/<li>City: Oakland → .+<\/li>/);
    }
  });

  it('a redo logs its own note: the change done again, after the write\'s and the undo\'s', async () => {
    r = await rig(17);
    const journal = trailed(r);
    const done = await journal.run({ kind: 'write', model: 'res.partner', ids: [5], values: { phone: '+1 555 0199' } }, turn());
    await journal.undo(done.operation.id);
    const redone = await redoChange(journal, done.operation.id, async () => undefined);
    expect(redone.status).toBe('done');
    const all = notes(r, 'res.partner', 5);
    expect(all).toHaveLength(3);
    expect(String(all[2]!.body)).toContain(`<p class="${TRAIL_MARK}"><b>Changed with Weft, asked by Mitchell Admin</b></p>`);
    expect(String(all[2]!.body)).toContain('<li>Phone: +1 870-931-0505 → +1 555 0199</li>');
    const entry = (await r.db.operations.get((redone as { operationId: string }).operationId)) as JournalEntry;
    expect(entry.trail?.status).toBe('logged');
  });
});

describe('the trail', () => {
  it('is off unless turned on: no note, no extra call, and the card says nothing', async () => {
    r = await rig(17);
    const journal = trailed(r, false);
    const spec = { kind: 'write' as const, model: 'res.partner', ids: [5], values: { city: 'Fremont' } };
    expect((await journal.preview(spec)).trail).toBeUndefined();
    const done = await journal.run(spec, turn());
    expect(done.trail).toBeUndefined();
    expect(r.odoo.calls.some((c) => c.method === 'message_post')).toBe(false);
  });

  it('skips a record without a chatter, and says so', async () => {
    r = await rig(17);
    const journal = trailed(r);
    const spec = { kind: 'write' as const, model: 'res.country', ids: [233], values: { name: 'United States (test)' } };
    expect((await journal.preview(spec)).trail).toBeUndefined();
    const done = await journal.run(spec, turn());
    expect(inWords(done.trail, english)).toEqual({ status: 'skipped', reason: 'this kind of record has no chatter in Odoo' });
  });

  it('a note that fails leaves the write done and says so', async () => {
    const refuseNotes = (t: Transport): Transport => (route, params, options) =>
      route.endsWith('/message_post') ? Promise.reject(new OdooError({ kind: 'access_denied', serverMessage: 'You may not post here.' })) : t(route, params, options);
    r = await rig(17, refuseNotes);
    const done = await trailed(r).run({ kind: 'write', model: 'res.partner', ids: [5], values: { city: 'Fremont' } }, turn());
    expect(done.operation.status).toBe('done');
    expect(r.odoo.db.get('res.partner', 5)!.city).toBe('Fremont');
    expect(done.trail).toMatchObject({ status: 'failed' });
    expect((await r.db.operations.get(done.operation.id)) as JournalEntry).toMatchObject({ trail: { status: 'failed' } });
  });

  it('writes a selection by its label and escapes what the record holds', () => {
    const entry = {
      kind: 'write', model: 'sale.order', recordIds: [1], undoable: true, labels: { state: 'Status', note: 'Terms' },
      before: { 1: { state: 'draft', note: '' } }, after: { 1: { state: 'sale', note: '<b>Net 30</b>' } },
    } as unknown as JournalEntry;
    const fields = { state: { type: 'selection', string: 'Status', selection: [['draft', 'Quotation'], ['sale', 'Sales Order']] }, note: { type: 'char', string: 'Terms' } } as never;
    const html = trailNote(entry, 1, fields, english, 'Ann <Admin>');
    expect(html).toContain('asked by Ann &#60;Admin&#62;');
    expect(html).toContain('<li>Status: Quotation → Sales Order</li>');
    expect(html).toContain('<li>Terms: — → &#60;b&#62;Net 30&#60;/b&#62;</li>');
  });

  it('names an edited line value by Odoo\'s label journaled with it, and an older entry\'s in words, never by its technical name', () => {
    const lines = (labels?: Record<string, string>) => ({
      order_line: { model: 'sale.order.line', before: { 4: { product_uom_qty: 3, customer_lead: 0 } }, after: { 4: { product_uom_qty: 4, customer_lead: 2 } }, names: { 4: 'Chair' }, ...(labels ? { labels } : {}) },
    });
    const entry = (labels?: Record<string, string>) =>
      ({ kind: 'write', model: 'sale.order', recordIds: [1], undoable: true, labels: { order_line: 'Order Lines' }, before: { 1: {} }, after: { 1: {} }, lines: lines(labels) }) as unknown as JournalEntry;
    const fresh = trailNote(entry({ product_uom_qty: 'Quantité', customer_lead: 'Délai de livraison' }), 1, {}, english, 'Ann');
    expect(fresh).toContain('<li>Order Lines &#34;Chair&#34; · Quantité: 3 → 4</li>');
    expect(fresh).toContain('Délai de livraison: 0 → 2');
    const older = trailNote(entry(), 1, {}, english, 'Ann');
    expect(older).toContain('· Quantity: 3 → 4');
    expect(older).toContain('· Customer lead: 0 → 2');
    expect(older).not.toMatch(/product uom qty|product_uom_qty/);
  });
});
