import { describe, expect, it } from 'vitest';
import { planWithout, rowPlan } from './change-set';
import type { Plan } from './plan';
import { onRecords, rowValuesRefusal, valuesFor } from './row-values';
import type { WriteSpec } from './types';

type Write = Extract<WriteSpec, { kind: 'write' }>;
const set: Write = { kind: 'write', model: 'res.partner', ids: [5, 6, 7], values: { city: 'Paris' }, rowValues: { 6: { city: 'Lyon' } } };

describe('a set edited per row', () => {
  it('gives each record its own values over the shared ones', () => {
    expect([5, 6, 7].map((id) => valuesFor(set, id))).toEqual([{ city: 'Paris' }, { city: 'Lyon' }, { city: 'Paris' }]);
  });

  it('narrowed to one record, runs its own values as plain values; to several, keeps only theirs', () => {
    expect(onRecords(set, [6])).toEqual({ kind: 'write', model: 'res.partner', ids: [6], values: { city: 'Lyon' } });
    expect(onRecords(set, [5, 7])).toEqual({ kind: 'write', model: 'res.partner', ids: [5, 7], values: { city: 'Paris' } });
    expect(onRecords(set, [6, 7])).toEqual({ ...set, ids: [6, 7] });
  });

  it('refuses values of a record the write does not name, or of a field it does not write', () => {
    expect(rowValuesRefusal(set)).toBeUndefined();
    expect(rowValuesRefusal({ ...set, rowValues: { 9: { city: 'Nice' } } })).toMatch(/Record 9/);
    expect(rowValuesRefusal({ ...set, rowValues: { 6: { phone: '1' } } })).toMatch(/phone/);
  });

  it('the plan of the edited row, and of the set without a row, carry the edit (what runs is what the card showed)', () => {
    const fields = { city: { type: 'char', string: 'City' } };
    const read = { values: { 5: { city: 'Rome' }, 6: { city: 'Rome' }, 7: { city: 'Rome' } }, names: { 5: 'A', 6: 'B', 7: 'C' }, missing: [] };
    const plan = { spec: set, fields, major: 17, before: read, uid: 2, read: ['city'], effects: ['edit'] } as unknown as Plan;
    expect(rowPlan(plan, 6, { at: 1 }).spec).toEqual({ kind: 'write', model: 'res.partner', ids: [6], values: { city: 'Lyon' } });
    expect(rowPlan(plan, 6, { at: 1 }).expect).toMatchObject({ values: { 6: { city: 'Lyon' } } });
    expect(planWithout(plan, [5], { at: 1 }).spec).toEqual({ ...set, ids: [6, 7] });
  });
});
