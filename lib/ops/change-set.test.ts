import { describe, expect, it } from 'vitest';
import { english, say } from '@/lib/i18n';
import { cappedReport, capSet, isChangeSet, overCap, setCap, setColumns, setReport, setRows, SET_CAP, withoutRows, type SetSpec } from './change-set';
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

describe('a set over the cap', () => {
  it('is cut to its first rows, saying how many it had and which were left out', () => {
    expect(capSet(write, 3)).toBeUndefined();
    expect(capSet(write, 2)).toEqual({ spec: { ...write, ids: [5, 6] }, capped: { cap: 2, total: 3, org: true, rest: [7] } });
    const many = { ...write, ids: Array.from({ length: 101 }, (_, i) => i + 1) };
    expect(capSet(many, undefined)?.capped).toMatchObject({ cap: 100, total: 101, org: false, rest: [101] });
    // A set of creates keeps its first rows (places), an edited row's own values with it.
    const creates: SetSpec = { kind: 'creates', model: 'res.partner', rows: [{ name: 'A' }, { name: 'B' }, { name: 'C' }] };
    expect(capSet(creates, 2)).toMatchObject({ spec: { rows: [{ name: 'A' }, { name: 'B' }] }, capped: { rest: [3] } });
    expect(capSet({ ...write, rowValues: { 7: { city: 'Sparta' } } }, 2)?.spec).toEqual({ ...write, ids: [5, 6] });
  });

  it('is not a set, or fits: nothing cut (a write that is no set stays overCap’s to refuse)', () => {
    expect(capSet({ kind: 'action', model: 'sale.order', ids: [3, 4, 5], method: 'create_invoices' }, 2)).toBeUndefined();
    expect(overCap({ kind: 'action', model: 'sale.order', ids: [3, 4, 5], method: 'create_invoices' }, 2)).toBeDefined();
  });

  it('tells the model which records were not part of the change, and why', () => {
    const { capped } = capSet(write, 2)!;
    expect(cappedReport(capped, false)).toEqual({ ids: [7], why: "The user's organisation allows at most 2 records in one change: the card showed the first 2 of 3 and only those could change. This one was not shown and not changed; propose them as another change if the user wants them too." });
    expect(cappedReport(capped, true)).toMatchObject({ rows: [7] });
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
