// planUndo is pure: the same entry and the same reads give the same plan, conflict or outcome,
// with no client, store or clock.
import { describe, expect, it } from 'vitest';
import { english, inWords } from '@/lib/i18n';
import type { FieldsMap } from '@/lib/odoo';
import { findAction, undoForAction } from './actions';
import type { JournalEntry } from './types';
import { planUndo } from './undo-plan';
import type { Current } from './undo-types';

const en = <T,>(value: T): T => inWords(value, english);
const fields: FieldsMap = {
  name: { type: 'char', string: 'Name' },
  email: { type: 'char', string: 'Email' },
  active: { type: 'boolean', string: 'Active' },
  state: { type: 'selection', string: 'Status', readonly: true, selection: [['draft', 'Quotation'], ['sale', 'Sales Order'], ['cancel', 'Cancelled']] },
};
const entry = (over: Partial<JournalEntry>): JournalEntry => ({
  id: 'op', conversationId: 'c', turnId: 't', skill: 's', origin: 'https://odoo.test', identity: 'i', model: 'res.partner',
  recordIds: [7], displayNames: { 7: 'Azure' }, kind: 'write', before: {}, after: {}, status: 'done', undoable: true, createdAt: 1, updatedAt: 1, ...over,
});
const current = (values: Record<string, unknown>, over: Partial<Current> = {}): Current => ({
  fields, version: { major: 17, minor: 0, full: '17.0', saas: false } as Current['version'], uid: 2, at: 5,
  records: { values: { 7: values as never }, names: { 7: 'Azure' }, missing: [] }, ...over,
});

describe('planUndo', () => {
  const write = entry({ before: { 7: { email: 'old@x' } }, after: { 7: { email: 'ai@x' } } });

  it('a write still as the assistant left it: one save of the value before', () => {
    const planned = planUndo(write, current({ email: 'ai@x' }));
    expect(planned).toMatchObject({ type: 'run', entry: { kind: 'write', recordIds: [7], expect: { type: 'values', values: { 7: { email: 'old@x' } } } }, calls: [{ do: 'save', id: 7, values: { email: 'old@x' } }] });
  });

  it('changed by someone since: a conflict first, their value kept when the user says so', () => {
    expect(planUndo(write, current({ email: 'theirs@x' }))).toMatchObject({ type: 'conflict', conflicts: { 7: [{ field: 'email', theirs: 'theirs@x', before: 'old@x', ai: 'ai@x' }] } });
    expect(en(planUndo(write, current({ email: 'theirs@x' }), { 7: { email: 'theirs' } }))).toMatchObject({ type: 'settled', status: 'undone' });
  });

  it('a record gone since: failed, nothing sent; never delete now: refused before anything', () => {
    expect(planUndo(write, current({}, { records: { values: {}, names: {}, missing: [7] } }))).toMatchObject({ type: 'settled', status: 'failed' });
    const create = entry({ kind: 'create', after: { 7: { name: 'Azure' } } });
    expect(planUndo(create, current({ name: 'Azure' }, { fields: { name: fields.name! }, limits: { neverDelete: true } }))).toMatchObject({ type: 'settled', status: 'not_undoable' });
    // Where the model can archive, "never delete" archives the created record instead.
    expect(planUndo(create, current({ name: 'Azure', write_uid: [2, 'Admin'] }, { limits: { neverDelete: true } }))).toMatchObject({ type: 'run', entry: { kind: 'archive' }, calls: [{ do: 'archive', ids: [7] }] });
  });

  it('a create changed since by its own user: the write date past the journal\'s last write asks, with what changed; the choice decides', () => {
    const create = entry({ kind: 'create', after: { 7: { name: 'Azure', email: 'ai@x', write_date: '2026-01-01 10:00:00' } } });
    const as = (email: string, at: string, over: Partial<Current> = {}) => current({ name: 'Azure', email, write_uid: [2, 'Admin'], write_date: at }, over);
    expect(planUndo(create, as('ai@x', '2026-01-01 10:00:00'))).toMatchObject({ type: 'run', entry: { kind: 'unlink' } });
    const asked = en(planUndo(create, as('mine@x', '2026-01-01 10:05:00')));
    expect(asked).toMatchObject({ type: 'conflict', conflicts: { 7: [
      { field: 'write_date', by: 'Admin', keep: 'Keep it as it is now', restore: 'Delete it anyway, with the changes made since', archive: 'Archive it (the changes stay, hidden with it)' },
      { field: 'email', ai: 'ai@x', theirs: 'mine@x', info: true },
    ] } });
    // A line added in the form moves only the write date.
    expect(planUndo(create, as('ai@x', '2026-01-01 10:05:00'))).toMatchObject({ type: 'conflict', conflicts: { 7: [{ field: 'write_date' }] } });
    // The journal's own later write (landed) set both the email and the date.
    const later = [entry({ id: 'w', kind: 'write', createdAt: 2, after: { 7: { email: 'mine@x', write_date: '2026-01-01 10:05:00' } } })];
    expect(planUndo(create, as('mine@x', '2026-01-01 10:05:00', { later }))).toMatchObject({ type: 'run', entry: { kind: 'unlink' } });
    expect(planUndo(create, as('ai@x', '2026-01-01 10:05:00'), { 7: { write_date: 'theirs' } })).toMatchObject({ type: 'settled', status: 'not_undoable' });
    expect(planUndo(create, as('ai@x', '2026-01-01 10:05:00'), { 7: { write_date: 'archive' } })).toMatchObject({ type: 'run', entry: { kind: 'archive' } });
    expect(planUndo(create, as('ai@x', '2026-01-01 10:05:00'), { 7: { write_date: 'before' } })).toMatchObject({ type: 'run', entry: { kind: 'unlink' } });
    // Notes: someone's count, the journal's own do not.
    const note = [entry({ id: 'n', kind: 'message', createdAt: 3, after: { 7: { message: 'x', message_id: 41 } } })];
    expect(planUndo(create, as('ai@x', '2026-01-01 10:00:00', { later: note, posted: { 7: [41] } }))).toMatchObject({ type: 'run' });
    expect(en(planUndo(create, as('ai@x', '2026-01-01 10:00:00', { later: note, posted: { 7: [41, 42] } })))).toMatchObject({ type: 'conflict', conflicts: { 7: [{ field: 'write_date' }, { field: 'message_ids', label: '1 note or message posted on it since' }] } });
  });

  it('a workflow action: its inverse from the table, as buttons', () => {
    const row = findAction('sale.order', 'action_confirm', 17)!;
    const op = entry({ model: 'sale.order', kind: 'action', method: 'action_confirm', before: { 7: { state: 'draft' } }, after: { 7: { state: 'sale' } } });
    const planned = planUndo(op, current({ state: 'sale' }, { action: { row, undo: undoForAction(row, ['draft']) } }));
    // 17+: a confirmed order Odoo locked (Lock Confirmed Sales) refuses to cancel, so undo unlocks it first (5c6e036).
    expect(planned).toMatchObject({ type: 'run', entry: { kind: 'action', methods: ['action_unlock', 'action_cancel', 'action_draft'] }, calls: [{ do: 'buttons', methods: ['action_unlock', 'action_cancel', 'action_draft'], to: 'draft' }] });
    // Each button's context is the table row's on this version (cancel passes disable_cancel_warning), part of the plan.
    expect(planned).toMatchObject({ calls: [{ contexts: { action_cancel: { disable_cancel_warning: true } } }] });
    expect(planUndo(op, current({ state: 'sale' }))).toMatchObject({ type: 'settled', status: 'not_undoable' });
  });
});
