import { afterAll, beforeAll, expect, it } from 'vitest';
import { skillHarness, type SkillHarness } from '../test/skill-harness';
import describeModel from './describe-model';

let h: SkillHarness;
beforeAll(async () => {
  h = await skillHarness();
});
afterAll(() => h.close());

it('lists fields compactly, required first, with relations and selection values', async () => {
  const r = await h.run(describeModel, { model: 'sale.order' });
  expect(r.trips).toBe(1); // fields_get, cached from then on
  expect(r.json.columns).toEqual(['name', 'type', 'label', 'required', 'relation_or_values']);
  const rows = new Map<string, unknown[]>(r.json.rows.map((row: unknown[]) => [row[0], row]));
  expect(rows.get('partner_id')).toEqual(['partner_id', 'many2one', 'Customer', true, 'res.partner']);
  expect(rows.get('state')?.[4]).toMatch(/draft=Quotation\|sent=Quotation Sent\|sale=Sales Order/);
  expect(r.json.rows[0][3]).toBe(true);
  expect([...rows.keys()].some((name) => name.startsWith('message_') || name.startsWith('activity_'))).toBe(false);
  expect(r.json.rows.length).toBeLessThanOrEqual(50);
  if (r.json.count > 50) expect(r.json.more).toBe(r.json.count - 50);
  expect((await h.run(describeModel, { model: 'sale.order' })).trips).toBe(0);
});

it('filters by name or label', async () => {
  const r = await h.run(describeModel, { model: 'sale.order', search: 'customer' });
  const names = r.json.rows.map((row: unknown[]) => row[0]);
  expect(names).toContain('partner_id');
  expect(names.length).toBeLessThan(10);
});

it('hides secret fields and refuses secret models', async () => {
  const users = await h.run(describeModel, { model: 'res.users' });
  expect(users.json.rows.map((row: unknown[]) => row[0]).filter((n: string) => /password|key|token/.test(n))).toEqual([]);
  expect((await h.run(describeModel, { model: 'ir.mail_server' })).content).toMatch(/does not read ir\.mail_server/);
});
