import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { recordRef, refTerm } from './refs';

describe('recordRef', () => {
  it('takes an id sent as a JSON number as that id, and a name as the name', () => {
    expect(recordRef.parse(42)).toBe('42');
    expect(refTerm('partner_id', recordRef.parse(42))).toEqual(['partner_id', '=', 42]);
    expect(recordRef.parse('  Deco Addict ')).toBe('Deco Addict');
  });
  it('refuses what is neither an id nor a name', () => {
    for (const bad of [0, -3, 1.5, '', '   ', null, true, {}]) expect(recordRef.safeParse(bad).success, String(bad)).toBe(false);
  });
  it('still tells the model a string', () => {
    expect(z.toJSONSchema(z.object({ r: recordRef }), { io: 'input', unrepresentable: 'any' }).properties).toEqual({ r: { type: 'string', minLength: 1, description: 'Id or part of name' } });
  });
});
