import { afterAll, beforeAll, expect, it } from 'vitest';
import { skillHarness, type SkillHarness } from '../test/skill-harness';
import updateRecords from './update-records';

let h: SkillHarness;
beforeAll(async () => {
  h = await skillHarness();
});
afterAll(() => h.close());

it('writes the values through the journal, undoably', async () => {
  const r = await h.run(updateRecords, { model: 'res.partner', ids: [8, 9], values: { city: 'Oakland' } });
  expect(r.isError).toBe(false);
  expect(h.writes.at(-1)).toEqual({ kind: 'write', model: 'res.partner', ids: [8, 9], values: { city: 'Oakland' } });
  expect(r.json).toMatchObject({ status: 'done', ids: [8, 9], names: ['Gemini Furniture', 'Ready Mat'], undoable: true, done: [8, 9], not_done: [] });
  expect([8, 9].map((id) => h.odoo.db.get('res.partner', id)?.city)).toEqual(['Oakland', 'Oakland']);
  expect(r.summary).toBe('Updated city on 2 res.partner');
});

it('nothing is written when the user declines', async () => {
  h.decline = true;
  try {
    const r = await h.run(updateRecords, { model: 'res.partner', ids: [10], values: { city: 'Nowhere' } });
    expect(r.isError).toBe(true);
    expect(r.content).toMatch(/declined/);
    expect(h.odoo.db.get('res.partner', 10)?.city).toBe('Turlock');
  } finally {
    h.decline = false;
  }
});

it('refuses secret fields and write-forbidden models', async () => {
  expect((await h.run(updateRecords, { model: 'res.partner', ids: [5], values: { signup_token: 'x' } })).content).toMatch(/secret fields/);
  expect((await h.run(updateRecords, { model: 'ir.config_parameter', ids: [3], values: { value: 'x' } })).content).toMatch(/does not change/);
});

it('a missing record is a clear error', async () => {
  const r = await h.run(updateRecords, { model: 'res.partner', ids: [9999], values: { city: 'X' } });
  expect(r.isError).toBe(true);
  expect(r.content).toMatch(/missing_record|does not exist|9999/);
});
