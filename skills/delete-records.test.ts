import { afterAll, beforeAll, expect, it } from 'vitest';
import { skillHarness, type SkillHarness } from '../test/skill-harness';
import deleteRecords from './delete-records';

let h: SkillHarness;
beforeAll(async () => {
  h = await skillHarness();
});
afterAll(() => h.close());

it('is destructive (the gate asks for it by its effect, a delete)', () => {
  expect(deleteRecords.risk).toBe('destructive');
});

it('deletes through the journal', async () => {
  const id = h.odoo.db.create('res.partner', { name: 'Temp Contact', active: true, type: 'contact', is_company: false }).id;
  const r = await h.run(deleteRecords, { model: 'res.partner', ids: [id] });
  expect(h.writes.at(-1)).toEqual({ kind: 'unlink', model: 'res.partner', ids: [id] });
  expect(r.json).toMatchObject({ status: 'done', ids: [id], names: ['Temp Contact'] });
  expect(h.odoo.db.get('res.partner', id)).toBeUndefined();
  expect(r.summary).toBe('Deleted 1 res.partner');
});

it('refuses forbidden models without asking', async () => {
  const count = h.writes.length;
  const r = await h.run(deleteRecords, { model: 'ir.rule', ids: [1] });
  expect(r.content).toMatch(/does not change ir\.rule/);
  expect(h.writes.length).toBe(count);
});
