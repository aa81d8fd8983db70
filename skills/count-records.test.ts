import { afterAll, beforeAll, expect, it } from 'vitest';
import { skillHarness, type SkillHarness } from '../test/skill-harness';
import countRecords from './count-records';

let h: SkillHarness;
beforeAll(async () => {
  h = await skillHarness();
  await h.client.fieldsGet('res.partner');
});
afterAll(() => h.close());

it('counts matching records in one round trip', async () => {
  const r = await h.run(countRecords, { model: 'res.partner', domain: [['country_id.code', '=', 'GR']] });
  expect(r.json).toEqual({ source: 'odoo:res.partner', untrusted_record_data: true, total: 2 });
  expect(r.summary).toBe('Counted res.partner: 2');
  // res.country's fields were loaded for the dotted path; once cached, a count is one call.
  const again = await h.run(countRecords, { model: 'res.partner', domain: [['country_id.code', '=', 'US']] });
  expect(again.trips).toBe(1);
  expect(again.json.total).toBe(h.odoo.db.records('res.partner').filter((p) => p.active && p.country_id === 233).length);
});

it('counts everything without a domain', async () => {
  const r = await h.run(countRecords, { model: 'res.partner' });
  expect(r.json.total).toBe(h.odoo.db.records('res.partner').filter((p) => p.active).length);
});

it('refuses a malformed domain', async () => {
  const r = await h.run(countRecords, { model: 'res.partner', domain: ['|', ['name', '=', 'x']] });
  expect(r).toMatchObject({ isError: true, trips: 0 });
  expect(r.content).toMatch(/Incomplete domain/);
});
