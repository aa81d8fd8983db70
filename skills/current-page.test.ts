import { afterAll, beforeAll, expect, it } from 'vitest';
import { pageOf, skillHarness, type SkillHarness } from '../test/skill-harness';
import currentPage from './current-page';

let h: SkillHarness;
beforeAll(async () => {
  h = await skillHarness();
  await h.client.fieldsGet('sale.order');
});
afterAll(() => h.close());

it('on a form: the page and the record key fields, in one round trip', async () => {
  const order = h.odoo.db.records('sale.order')[0]!;
  h.ctx.page = pageOf(h, { model: 'sale.order', recordId: order.id, viewType: 'form', title: String(order.name) });
  const r = await h.run(currentPage, {});
  expect(r.trips).toBe(1);
  expect(r.json).toMatchObject({ source: 'odoo:sale.order', untrusted_record_data: true, model: 'sale.order', view: 'form', record_id: order.id, title: order.name });
  expect(r.json.record).toMatchObject({ id: order.id, name: order.name, state: order.state });
  expect(r.json.record.partner_id).toMatch(/\(#\d+\)$/);
});

it('on a list: the model and view, no record', async () => {
  h.ctx.page = pageOf(h, { model: 'res.partner', viewType: 'list', title: 'Contacts' });
  const r = await h.run(currentPage, {});
  expect(r.trips).toBe(0);
  expect(r.json).toMatchObject({ model: 'res.partner', view: 'list', record_id: null });
  expect(r.json.record).toBeUndefined();
});

it('a new record, unsaved changes', async () => {
  h.ctx.page = pageOf(h, { model: 'res.partner', recordId: 'new', viewType: 'form', dirty: true });
  const r = await h.run(currentPage, {});
  expect(r.json).toMatchObject({ record_id: 'new', unsaved_changes: true });
});

it('an action whose model cannot be resolved (a client action) is not an error', async () => {
  h.ctx.page = pageOf(h, { action: 'discuss' });
  const r = await h.run(currentPage, {});
  expect(r.isError).toBe(false);
  expect(r.json.model).toBeNull();
});

it('no Odoo page', async () => {
  h.ctx.page = null;
  const r = await h.run(currentPage, {});
  expect(r.json).toMatchObject({ source: 'weft:current_page', page: null });
});

it('a secret model on screen is named but not read', async () => {
  h.ctx.page = pageOf(h, { model: 'ir.config_parameter', recordId: 3, viewType: 'form' });
  const r = await h.run(currentPage, {});
  expect(r.isError).toBe(false);
  expect(r.json.record).toBeUndefined();
  expect(r.trips).toBe(0);
});
