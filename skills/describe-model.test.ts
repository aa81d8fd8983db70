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
  const fields = r.json.fields as Record<string, string>;
  expect(fields.partner_id).toBe('Customer; many2one res.partner; required');
  expect(fields.state).toMatch(/^Status; selection; draft=Quotation\|sent=Quotation Sent\|sale=Sales Order/);
  expect(Object.values(fields)[0]).toMatch(/; required/);
  expect(Object.keys(fields).some((name) => name.startsWith('message_') || name.startsWith('activity_'))).toBe(false);
  expect(Object.keys(fields).length).toBeLessThanOrEqual(35);
  const count = Object.keys(await h.client.fieldsGet('sale.order')).filter((n) => !/^(message_|activity_|website_message_|my_activity_|access_|__)|^(create_uid|write_uid)$/.test(n)).length;
  expect(r.json.more).toBe(count - 35);
  expect(r.summary).toBe(`Described sale.order: ${count} fields`);
  expect((await h.run(describeModel, { model: 'sale.order' })).trips).toBe(0);
});

it('a first page of 35: required, then the key fields, business fields before bookkeeping; a long selection only counted', async () => {
  const r = await h.run(describeModel, { model: 'res.partner' });
  const names = Object.keys(r.json.fields);
  expect(names).toHaveLength(35);
  expect(r.json.next_offset).toBe(35);
  expect(r.json.fields.country_id).toBe('many2one res.country'); // the label "Country" only repeats the name
  const firstOptional = names.findIndex((n) => !String(r.json.fields[n]).includes('required'));
  expect(names.slice(firstOptional, firstOptional + 5)).toEqual(['name', 'email', 'phone', 'city', 'country_id']);
  expect(names).toEqual(expect.arrayContaining(['street', 'zip', 'vat', 'parent_id', 'category_id', 'user_id']));
  for (const bookkeeping of ['id', 'create_date', 'write_date', 'color', 'email_normalized', 'partner_latitude', 'commercial_partner_id']) expect(names).not.toContain(bookkeeping);
  expect(r.json.fields.tz).toMatch(/^Timezone; selection; \d+ values \(search "tz" to see some\)$/);
});

it('cuts long selections to their first values', async () => {
  const values = (await h.client.fieldsGet('res.partner')).tz!.selection!.length;
  const tz = (await h.run(describeModel, { model: 'res.partner', search: 'tz' })).json.fields.tz as string;
  expect(tz.split('|')).toHaveLength(9);
  expect(tz).toMatch(new RegExp(`\\|… ${values - 8} more$`));
});

it('filters by name or label', async () => {
  const r = await h.run(describeModel, { model: 'sale.order', search: 'customer' });
  const names = Object.keys(r.json.fields);
  expect(names).toContain('partner_id');
  expect(names.length).toBeLessThan(10);
});

it('hides secret fields and refuses secret models', async () => {
  const users = await h.run(describeModel, { model: 'res.users' });
  expect(Object.keys(users.json.fields).filter((n: string) => /password|key|token/.test(n))).toEqual([]);
  expect((await h.run(describeModel, { model: 'ir.mail_server' })).content).toMatch(/does not read ir\.mail_server/);
});

it('reaches every field page by page with offset, without another round trip', async () => {
  await h.run(describeModel, { model: 'res.partner' });
  const seen: string[] = [];
  let offset = 0;
  for (let page = 0; page < 10; page++) {
    const r = await h.run(describeModel, { model: 'res.partner', offset });
    expect(r.trips).toBe(0);
    const names = Object.keys(r.json.fields);
    seen.push(...names);
    if (!r.json.more) break;
    expect(r.json.next_offset).toBe(offset + names.length);
    offset += names.length;
  }
  const { json } = await h.run(describeModel, { model: 'res.partner' });
  const count = 35 + json.more;
  expect(count).toBeGreaterThan(70); // so paging is exercised
  expect(new Set(seen).size).toBe(count);
  expect(seen.length).toBe(count);
});
