import { describe, expect, it } from 'vitest';
import { english, say } from '@/lib/i18n';
import { isChangeSet, overCap, setCap, setColumns, setReport, setRows, SET_CAP, withoutRows, type SetSpec } from './change-set';
import type { WritePreview, WriteSpec } from './types';

const write: SetSpec = { kind: 'write', model: 'res.partner', ids: [5, 6, 7], values: { city: 'Athens' } };

describe('isChangeSet', () => {
  it('is several records of a kind that means the same on each alone', () => {
    expect(isChangeSet(write)).toBe(true);
    expect(isChangeSet({ ...write, ids: [5] })).toBe(false);
    expect(isChangeSet({ kind: 'archive', model: 'res.partner', ids: [5, 6] })).toBe(true);
    expect(isChangeSet({ kind: 'action', model: 'sale.order', ids: [1, 2], method: 'action_confirm' })).toBe(true);
    expect(isChangeSet({ kind: 'create', model: 'res.partner', values: { name: 'A' } })).toBe(false);
  });

  it('runs an action that makes documents as one call (Odoo may make one invoice for several orders)', () => {
    expect(isChangeSet({ kind: 'action', model: 'sale.order', ids: [3, 4], method: 'create_invoices' })).toBe(false);
  });
});

describe('withoutRows', () => {
  it('leaves out exactly the rows the user unticked', () => {
    expect(withoutRows(write, [6])).toEqual({ ...write, ids: [5, 7] });
    expect(withoutRows(write, [])).toBe(write);
  });

  it('only narrows: a record that is not a row, or leaving out every row, is refused', () => {
    expect(() => withoutRows(write, [99])).toThrow(/99 are not rows/);
    expect(() => withoutRows(write, [5, 6, 7])).toThrow(/nothing to run/);
  });
});

describe('the cap', () => {
  it('is the organisation’s, never above what one call may name', () => {
    expect(setCap(undefined)).toBe(SET_CAP);
    expect(setCap(10)).toBe(10);
    expect(setCap(5000)).toBe(SET_CAP);
  });

  it('refuses a change over it, saying how many and how to split it', () => {
    expect(overCap(write, 3)).toBeUndefined();
    expect(say(english, overCap(write, 2))).toBe('Your organisation allows at most 2 records in one change, and this one has 3. Nothing was written: split it into changes of at most 2 records, each approved on its own.');
    expect(say(english, overCap({ ...write, ids: Array.from({ length: 101 }, (_, i) => i + 1) }, undefined))).toMatch(/^Weft changes at most 100 records at once, and this one has 101\./);
    expect(overCap({ kind: 'create', model: 'res.partner', values: { name: 'A' } }, 1)).toBeUndefined();
  });
});

describe('rows and columns of the card', () => {
  const preview: WritePreview = {
    spec: write,
    undoable: true,
    summary: 'Update 3 contacts',
    changes: [
      { recordId: 6, displayName: 'Deco Addict', field: 'city', label: 'City', before: 'Pleasant Hill', after: 'Athens' },
      { recordId: 5, displayName: 'Azure Interior', field: 'city', label: 'City', before: 'Fremont', after: 'Athens' },
    ],
  };

  it('groups the changes by record, in the order of the write, a record with no change kept as a row', () => {
    expect(setRows(preview).map((r) => [r.id, r.name, r.changes.length])).toEqual([[5, 'Azure Interior', 1], [6, 'Deco Addict', 1], [7, '#7', 0]]);
    expect(setColumns(setRows(preview))).toEqual([{ field: 'city', label: 'City' }]);
  });
});

it('reports which rows ran and which did not', () => {
  const report = setReport({ setId: 's', rows: [{ id: 5, name: 'Azure', status: 'done' }, { id: 6, name: 'Deco', status: 'failed', error: 'Refused' }] });
  expect(report).toEqual({ status: 'partly_done', done: [5], not_done: [{ id: 6, name: 'Deco', status: 'failed', error: 'Refused' }] });
});
