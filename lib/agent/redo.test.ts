// Redo in Changes, on the Odoo stand-in over real HTTP: an undone change done again through the
// approval pipeline, once, and never over what someone changed since the undo.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { english, said, say, type Text } from '@/lib/i18n';
import type { Plan } from '@/lib/ops/plan';
import type { WriteSpec } from '@/lib/ops/types';
import { rig, turn, type Rig } from '../../test/journal-rig';
import { redoChange } from './redo';

let r: Rig;
beforeEach(async () => {
  r = await rig(17);
});
afterEach(() => r.close());

const allowed = async () => undefined;
const partner = (id: number) => r.odoo.db.get('res.partner', id)!;
const words = (why: Text) => say(english, why);

async function undoneWrite(values: Record<string, string>) {
  const spec: WriteSpec = { kind: 'write', model: 'res.partner', ids: [5], values };
  const { operation } = await r.journal.run(spec, turn());
  expect((await r.journal.undo(operation.id)).status).toBe('undone');
  return operation.id;
}

describe('Redo', () => {
  it('does an undone edit again as a new change with its own Undo, and only once', async () => {
    const before = partner(5).phone;
    const id = await undoneWrite({ phone: '+30 210 555 0199' });
    expect(partner(5).phone).toBe(before);

    const redone = await redoChange(r.journal, id, allowed);
    expect(redone.status).toBe('done');
    expect(partner(5).phone).toBe('+30 210 555 0199');
    const again = redone.status === 'done' ? await r.db.operations.get(redone.operationId) : undefined;
    expect(again).toMatchObject({ kind: 'write', status: 'done', undoable: true, recordIds: [5] });
    expect(await r.db.operations.get(id)).toMatchObject({ status: 'undone', redoneBy: again!.id });

    // A second click (another panel, a double click that got through) writes nothing.
    const second = await redoChange(r.journal, id, allowed);
    expect(second.status === 'refused' && words(second.why)).toBe('This change was already done again.');
    // The redo is undone like any change.
    expect((await r.journal.undo(again!.id)).status).toBe('undone');
    expect(partner(5).phone).toBe(before);
  });

  it('refuses when someone changed the record since the undo, naming the field', async () => {
    const id = await undoneWrite({ phone: '+30 210 555 0199' });
    r.odoo.db.write('res.partner', 5, { phone: '+1 555 0100' }, 6);
    const redone = await redoChange(r.journal, id, allowed);
    expect(redone.status === 'refused' && words(redone.why)).toBe('Not done again: Phone changed since the undo. Ask in the chat to change it as it is now.');
    expect(partner(5).phone).toBe('+1 555 0100');
  });

  it('is judged by the settings of now: read-only refuses it and nothing is written', async () => {
    const before = partner(5).phone;
    const id = await undoneWrite({ phone: '+30 210 555 0199' });
    const readOnly = async (_: Plan) => said('approve.readOnly');
    const redone = await redoChange(r.journal, id, readOnly);
    expect(redone.status).toBe('refused');
    expect(partner(5).phone).toBe(before);
    expect(await r.db.operations.get(id)).not.toHaveProperty('redoneBy');
  });

  it('makes an undone create again, as a new record', async () => {
    const { operation } = await r.journal.run({ kind: 'create', model: 'res.partner', values: { name: 'Acme Corp' } }, turn());
    await r.journal.undo(operation.id);
    const redone = await redoChange(r.journal, operation.id, allowed);
    expect(redone.status).toBe('done');
    const made = redone.status === 'done' ? (await r.db.operations.get(redone.operationId))! : undefined;
    expect(made?.recordIds[0]).not.toBe(operation.recordIds[0]);
    expect(partner(made!.recordIds[0]!).name).toBe('Acme Corp');
  });

  it('offers no redo of an undo, of a change not undone, or of a workflow action', async () => {
    const { operation } = await r.journal.run({ kind: 'write', model: 'res.partner', ids: [5], values: { city: 'Leuven' } }, turn());
    const notUndone = await redoChange(r.journal, operation.id, allowed);
    expect(notUndone.status === 'refused' && words(notUndone.why)).toBe('This change cannot be done again from here: ask for it in the chat.');
    await r.journal.undo(operation.id);
    const undo = (await r.db.operations.where('undoOf').equals(operation.id).toArray())[0]!;
    expect((await redoChange(r.journal, undo.id, allowed)).status).toBe('refused');
  });
});
