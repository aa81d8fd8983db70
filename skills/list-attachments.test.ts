import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { skillHarness, type SkillHarness } from '../test/skill-harness';
import listAttachments from './list-attachments';

describe('list_attachments', () => {
  let h: SkillHarness;
  beforeAll(async () => (h = await skillHarness()));
  afterAll(() => h.close());

  it("lists the open record's files: name, type, size, date", async () => {
    h.ctx.page = { origin: h.odoo.url, url: `${h.odoo.url}/odoo/contacts/5`, isOdoo: true, loggedIn: true, model: 'res.partner', recordId: 5 };
    const r = await h.run(listAttachments, {});
    expect(r.json.columns).toEqual(['id', 'name', 'mimetype', 'file_size', 'create_date']);
    expect(r.json.rows).toHaveLength(1);
    expect(r.json.rows[0]).toEqual([expect.any(Number), 'Service agreement.pdf', 'application/pdf', expect.any(Number), expect.stringMatching(/^\d{4}-\d\d-\d\d /)]);
    expect(r.json.untrusted_record_data).toBe(true);
    expect(r.summary).toBe('Found 1 attached file');
  });

  it('another record by model and id; no record open says what to pass', async () => {
    h.ctx.page = null;
    expect((await h.run(listAttachments, { model: 'sale.order', id: 1 })).json.rows.map((r: unknown[]) => r[1])).toEqual(['lines.csv']);
    const none = await h.run(listAttachments, {});
    expect(none.json).toEqual({ source: 'weft:list_attachments', rows: [], note: 'No record is open in the tab; pass model and id.' });
  });
});

describe('list_attachments under Odoo access rules', () => {
  it("files of a record the session may not see (another company's) are not listed", async () => {
    const h = await skillHarness();
    try {
      h.odoo.db.create('ir.attachment', { name: 'chicago.pdf', mimetype: 'application/pdf', datas: 'JVBERi0=', file_size: 5, res_model: 'res.partner', res_id: 17, type: 'binary' });
      h.ctx.odoo = h.client.withCompanies([1]);
      expect((await h.run(listAttachments, { model: 'res.partner', id: 17 })).json.rows).toHaveLength(0);
      h.ctx.odoo = h.client.withCompanies([1, 2]);
      expect((await h.run(listAttachments, { model: 'res.partner', id: 17 })).json.rows.map((r: unknown[]) => r[1])).toEqual(['chicago.pdf']);
    } finally {
      await h.close();
    }
  });
});
