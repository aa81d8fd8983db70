import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OdooVersion } from '../test/stand-ins/odoo/server';
import { skillHarness, type SkillHarness } from '../test/skill-harness';
import openInTab from './open-in-tab';
import { webClientUrl } from '@/lib/odoo/web-url';

describe.each<[OdooVersion, string, string]>([
  [16, '/web#model=sale.order&id=7&view_type=form', '/web#model=sale.order&view_type=list'],
  [17, '/web#model=sale.order&id=7&view_type=form', '/web#model=sale.order&view_type=list'],
  [18, '/odoo/sale.order/7', '/odoo/sale.order'],
  [19, '/odoo/sale.order/7', '/odoo/sale.order'],
])('open_in_tab on Odoo %i', (version, form, list) => {
  let h: SkillHarness;
  beforeAll(async () => {
    h = await skillHarness({ version });
  });
  afterAll(() => h.close());

  it('opens a record or a list, with no round trip', async () => {
    const r = await h.run(openInTab, { model: 'sale.order', id: 7 });
    expect(r.trips).toBe(0);
    expect(h.opened.at(-1)).toBe(h.odoo.url + form);
    expect(r.json.opened).toBe(h.odoo.url + form);
    await h.run(openInTab, { model: 'sale.order' });
    expect(h.opened.at(-1)).toBe(h.odoo.url + list);
  });
});

it('Odoo Online 17.2+ already uses /odoo URLs', () => {
  expect(webClientUrl('https://x.odoo.com', { major: 17, minor: 2, full: 'saas~17.2', saas: true }, 'crm.lead', 3)).toBe('https://x.odoo.com/odoo/crm.lead/3');
});

it('does not open secret models', async () => {
  const h = await skillHarness();
  try {
    const r = await h.run(openInTab, { model: 'ir.config_parameter' });
    expect(r.isError).toBe(true);
    expect(h.opened).toEqual([]);
  } finally {
    await h.close();
  }
});
