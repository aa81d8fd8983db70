import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTRACT_TEXT } from '../test/stand-ins/odoo/seed-documents';
import { makePdf, makePng } from '../test/make-files';
import { skillHarness, type SkillHarness } from '../test/skill-harness';
import attachments from './attachments';

describe('attachments: list', () => {
  let h: SkillHarness;
  beforeAll(async () => (h = await skillHarness()));
  afterAll(() => h.close());

  it("lists the open record's files: name, type, size, date", async () => {
    h.ctx.page = { origin: h.odoo.url, url: `${h.odoo.url}/odoo/contacts/5`, isOdoo: true, loggedIn: true, model: 'res.partner', recordId: 5 };
    const r = await h.run(attachments, {});
    expect(r.json.columns).toEqual(['id', 'name', 'mimetype', 'file_size', 'create_date']);
    expect(r.json.rows).toHaveLength(1);
    expect(r.json.rows[0]).toEqual([expect.any(Number), 'Service agreement.pdf', 'application/pdf', expect.any(Number), expect.stringMatching(/^\d{4}-\d\d-\d\d /)]);
    expect(r.json.untrusted_record_data).toBe(true);
    expect(r.summary).toBe('Found 1 attached file');
  });

  it('a 17+ URL names the record by its action; with no record open it says so', async () => {
    h.ctx.page = { origin: h.odoo.url, url: `${h.odoo.url}/odoo/sales/1`, isOdoo: true, loggedIn: true, action: 'sale.action_quotations_with_onboarding', recordId: 1 };
    const byAction = await h.run(attachments, {});
    expect(byAction.isError ? byAction.content : byAction.json.rows.map((r: unknown[]) => r[1])).toEqual(['lines.csv']);
    h.ctx.page = null;
    const none = await h.run(attachments, {});
    expect(none.json).toEqual({ source: 'weft:attachments', rows: [], note: 'No record is open in the tab.' });
  });
});

describe('attachments: list under Odoo access rules', () => {
  it("files of a record the session may not see (another company's) are not listed", async () => {
    const h = await skillHarness();
    try {
      h.odoo.db.create('ir.attachment', { name: 'chicago.pdf', mimetype: 'application/pdf', datas: 'JVBERi0=', file_size: 5, res_model: 'res.partner', res_id: 17, type: 'binary' });
      h.ctx.page = { origin: h.odoo.url, url: `${h.odoo.url}/odoo/contacts/17`, isOdoo: true, loggedIn: true, model: 'res.partner', recordId: 17 };
      h.ctx.odoo = h.client.withCompanies([1]);
      expect((await h.run(attachments, {})).json.rows).toHaveLength(0);
      h.ctx.odoo = h.client.withCompanies([1, 2]);
      expect((await h.run(attachments, {})).json.rows.map((r: unknown[]) => r[1])).toEqual(['chicago.pdf']);
    } finally {
      await h.close();
    }
  });
});

describe('attachments: read one', () => {
  let h: SkillHarness;
  const idOf = (name: string) => Number(h.odoo.db.records('ir.attachment').find((a) => a.name === name)!.id);
  const add = (name: string, datas: string, mimetype: string) =>
    h.odoo.db.create('ir.attachment', { name, mimetype, datas, file_size: Buffer.from(datas, 'base64').length, res_model: 'res.partner', res_id: 5, type: 'binary' }).id;
  beforeAll(async () => (h = await skillHarness()));
  afterAll(() => h.close());

  it('a PDF: its bytes as a document block after the JSON, through the session', async () => {
    const r = await h.run(attachments, { read: idOf('Service agreement.pdf') });
    expect(r.json).toMatchObject({ name: 'Service agreement.pdf', type: 'PDF, 1 page', untrusted_record_data: true });
    expect(r.blocks).toHaveLength(2);
    const doc = r.blocks![1] as { type: string; source: { type: string; media_type: string; data: string } };
    expect(doc).toMatchObject({ type: 'document', source: { type: 'base64', media_type: 'application/pdf' } });
    expect(Buffer.from(doc.source.data, 'base64').toString('latin1')).toContain(CONTRACT_TEXT[2]!.replace(/[()]/g, ''));
    expect(r.content).not.toContain(doc.source.data.slice(0, 30));
  });

  it('a CSV as a capped table document; an image as an image block', async () => {
    const csv = await h.run(attachments, { read: idOf('lines.csv') });
    expect((csv.blocks![1] as { source: { data: string } }).source.data).toBe('Spreadsheet lines.csv: 2 data rows, all shown.\nProduct\tQuantity\nLarge Desk\t2\nUnknown widget\t1');
    const png = await h.run(attachments, { read: add('photo.png', Buffer.from(makePng(20, 10)).toString('base64'), 'image/png') });
    expect(png.blocks![1]).toMatchObject({ type: 'image', source: { type: 'base64', media_type: 'image/png' } });
  });

  it('refuses what is over the limits or of another type, with a sentence', async () => {
    const long = Buffer.from(makePdf(Array.from({ length: 101 }, (_, i) => [`p${i}`]))).toString('base64');
    expect((await h.run(attachments, { read: add('long.pdf', long, 'application/pdf') })).content).toBe('long.pdf has 101 pages; PDFs can have at most 100. Send the pages that matter.');
    const doc = await h.run(attachments, { read: add('memo.docx', 'AAAA', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document') });
    expect(doc).toMatchObject({ isError: true, content: expect.stringMatching(/^memo\.docx is a application\/vnd.* Weft cannot read\./) });
    expect((await h.run(attachments, { read: 99999 })).content).toMatch(/^There is no attachment #99999 you may read\./);
  });
});
