import { afterAll, beforeAll, expect, it } from 'vitest';
import { skillHarness, type SkillHarness } from '../test/skill-harness';
import createRecord from './create-record';

let h: SkillHarness;
beforeAll(async () => {
  h = await skillHarness();
});
afterAll(() => h.close());

it('creates through the journal, undoably, and returns the id', async () => {
  const r = await h.run(createRecord, { model: 'res.partner', values: { name: 'Nordwind Trading', city: 'Hamburg', is_company: true } });
  expect(r.isError).toBe(false);
  expect(h.writes.at(-1)).toEqual({ kind: 'create', model: 'res.partner', values: { name: 'Nordwind Trading', city: 'Hamburg', is_company: true } });
  expect(r.json).toMatchObject({ source: 'odoo:res.partner', untrusted_record_data: true, status: 'done', undoable: true, names: ['Nordwind Trading'] });
  const [id] = r.json.ids;
  expect(h.odoo.db.get('res.partner', id)).toMatchObject({ name: 'Nordwind Trading', city: 'Hamburg' });
  expect(r.summary).toBe('Created res.partner Nordwind Trading');
});

it('creates with x2many lines', async () => {
  const r = await h.run(createRecord, { model: 'sale.order', values: { partner_id: 8, order_line: [[0, 0, { product_id: 3, product_uom_qty: 4 }]] } });
  expect(r.isError).toBe(false);
  const [id] = r.json.ids;
  expect(h.odoo.db.records('sale.order.line').filter((l) => l.order_id === id)).toHaveLength(1);
});

it('a wrong field is refused before the user is asked', async () => {
  const count = h.writes.length;
  const r = await h.run(createRecord, { model: 'res.partner', values: { nmae: 'X' } });
  expect(r.isError).toBe(true);
  expect(r.content).toMatch(/Unknown field 'nmae'[\s\S]*did you mean 'name'/);
  expect(h.writes.length).toBe(count);
});

it("Odoo's refusal reaches the model", async () => {
  const r = await h.run(createRecord, { model: 'sale.order', values: { note: 'no customer' } });
  expect(r.isError).toBe(true);
  expect(r.content).toMatch(/^Odoo error \[validation\]/);
});

it('users cannot be created', async () => {
  const r = await h.run(createRecord, { model: 'res.users', values: { name: 'Eve', login: 'eve' } });
  expect(r.content).toMatch(/does not change res\.users/);
});

it('several records at once: one set, a row at a time, named in the result', async () => {
  const r = await h.run(createRecord, { model: 'res.partner', rows: [{ name: 'Weft Row A' }, { name: 'Weft Row B' }, { name: 'Weft Row C' }] });
  expect(r.isError).toBe(false);
  expect(h.writes.at(-1)).toEqual({ kind: 'creates', model: 'res.partner', rows: [{ name: 'Weft Row A' }, { name: 'Weft Row B' }, { name: 'Weft Row C' }] });
  expect(r.json).toMatchObject({ status: 'done', names: ['Weft Row A', 'Weft Row B', 'Weft Row C'] });
  expect(r.json.done).toHaveLength(3);
  for (const id of r.json.done) expect(h.odoo.db.get('res.partner', id)?.name).toMatch(/^Weft Row [ABC]$/);
});

it('values and rows together, or neither, are refused', async () => {
  for (const input of [{ model: 'res.partner' }, { model: 'res.partner', values: { name: 'X' }, rows: [{ name: 'Y' }, { name: 'Z' }] }]) {
    const r = await h.run(createRecord, input);
    expect(r.isError).toBe(true);
    expect(r.content).toMatch(/either values .* or rows/);
  }
});
