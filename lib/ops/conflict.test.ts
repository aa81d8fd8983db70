import { describe, expect, it } from 'vitest';
import { findConflicts, hasConflicts, planRestore } from './conflict';

const azure = { id: 7, display_name: 'Azure Interior' };
const deco = { id: 9, display_name: 'Deco Addict' };
const before = { 1: { email: 'old@x.com', phone: '111', partner_id: azure, display_name: 'A', write_date: '2025-01-01 10:00:00' } };
const after = { 1: { email: 'ai@x.com', phone: '222', partner_id: deco, display_name: 'A', write_date: '2025-01-02 10:00:00' } };
const labels = { email: 'Email', phone: 'Phone', partner_id: 'Customer' };

describe('findConflicts', () => {
  it('watched fields: a change since the action is a conflict even when the action did not change it', () => {
    const posted = { 1: { state: 'posted', payment_state: 'not_paid' } };
    const paid = { 1: { state: 'posted', payment_state: 'paid' } };
    const draft = { 1: { state: 'draft', payment_state: 'not_paid' } };
    expect(findConflicts(draft, posted, paid)).toEqual({});
    expect(findConflicts(draft, posted, paid, {}, {}, true)).toEqual({
      1: [{ field: 'payment_state', label: 'payment_state', theirs: 'paid', before: 'not_paid', ai: 'not_paid' }],
    });
  });

  it('finds none when the record still holds what the AI wrote (in any shape)', () => {
    const current = { 1: { email: 'ai@x.com', phone: '222', partner_id: 9, write_date: '2025-01-05 00:00:00' } };
    expect(findConflicts(before, after, current, labels)).toEqual({});
  });

  it('reports a field someone else changed, with theirs, before and the AI value side by side', () => {
    const current = { 1: { email: 'theirs@x.com', phone: '222', partner_id: deco } };
    const conflicts = findConflicts(before, after, current, labels);
    expect(conflicts).toEqual({ 1: [{ field: 'email', label: 'Email', theirs: 'theirs@x.com', before: 'old@x.com', ai: 'ai@x.com' }] });
    expect(hasConflicts(conflicts)).toBe(true);
  });

  it('is not a conflict when someone already put the value back', () => {
    const current = { 1: { email: 'old@x.com', phone: '222', partner_id: deco } };
    expect(findConflicts(before, after, current, labels)).toEqual({});
  });

  it('ignores deleted records (the caller reports them) and Odoo-maintained fields', () => {
    expect(findConflicts(before, after, {}, labels)).toEqual({});
  });
});

describe('planRestore', () => {
  it('restores every field still holding the AI value, in read shape', () => {
    const current = { 1: { email: 'ai@x.com', phone: '222', partner_id: 9 } };
    expect(planRestore(before, after, current)).toEqual({ values: { 1: { email: 'old@x.com', phone: '111', partner_id: azure } }, kept: {} });
  });

  it('leaves a conflicting field as they set it unless the user chose before', () => {
    const current = { 1: { email: 'theirs@x.com', phone: '222', partner_id: deco } };
    expect(planRestore(before, after, current)).toEqual({ values: { 1: { phone: '111', partner_id: azure } }, kept: { 1: ['email'] } });
    expect(planRestore(before, after, current, { 1: { email: 'theirs' } }).values).toEqual({ 1: { phone: '111', partner_id: azure } });
    expect(planRestore(before, after, current, { 1: { email: 'before' } })).toEqual({
      values: { 1: { email: 'old@x.com', phone: '111', partner_id: azure } },
      kept: {},
    });
  });

  it('never writes fields the AI did not change, nor ones already back', () => {
    const b = { 1: { name: 'Same', email: 'old@x.com' } };
    const a = { 1: { name: 'Same', email: 'ai@x.com' } };
    expect(planRestore(b, a, { 1: { name: 'Renamed by someone', email: 'old@x.com' } }).values).toEqual({});
  });

  it('compares numbers by type: 10 and 10.0 are the same, an empty float is 0', () => {
    const b = { 1: { price: 0 } };
    const a = { 1: { price: 10 } };
    expect(planRestore(b, a, { 1: { price: 10.0 } }, {}, { price: 'float' }).values).toEqual({ 1: { price: 0 } });
    expect(findConflicts(b, a, { 1: { price: false } }, {}, { price: 'float' })).toEqual({});
  });

  it('compares x2many ids regardless of order', () => {
    const b = { 1: { tag_ids: [1] } };
    const a = { 1: { tag_ids: [1, 2, 3] } };
    expect(planRestore(b, a, { 1: { tag_ids: [3, 1, 2] } }).values).toEqual({ 1: { tag_ids: [1] } });
    expect(hasConflicts(findConflicts(b, a, { 1: { tag_ids: [1, 2] } }))).toBe(true);
  });
});
