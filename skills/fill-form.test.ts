import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FillRequest, FillResult } from '@/lib/page/fill-form';
import { pageOf, skillHarness, type SkillHarness } from '@/test/skill-harness';
import fillForm from './fill-form';

describe.each([16, 18, 19] as const)('fill_form on Odoo %i', (version) => {
  let h: SkillHarness;
  const sent: FillRequest[] = [];
  let answer: (r: FillRequest) => FillResult;
  beforeAll(async () => {
    h = await skillHarness({ version });
    // The page's side (lib/page/fill-form.ts) is proved in the browser (test/e2e/fill-form.e2e.ts).
    h.ctx.fillForm = async (request) => {
      sent.push(request);
      return answer(request);
    };
  });
  afterAll(() => h.close());
  const echo = (r: FillRequest): FillResult => ({ set: Object.fromEntries(Object.entries(r.values).map(([k, v]) => [k, v && typeof v === 'object' ? v.name : String(v)])), skipped: {} });
  const onNewForm = (model = 'res.partner') => (h.ctx.page = pageOf(h, { model, viewType: 'form', recordId: 'new' }));

  it('puts typed values into the new form, many2one looked up by name, nothing written to Odoo', async () => {
    onNewForm();
    answer = echo;
    sent.length = 0;
    const partners = h.odoo.db.records('res.partner').length;
    const country = h.odoo.db.records('res.country').find((c) => c.name === 'Greece')!;
    const r = await h.run(fillForm, { values: { name: 'Lumen Studio', phone: '+32 2 555 0199', country_id: 'greece', nonsense_field: 'x' } });
    expect(r.isError).toBe(false);
    expect(sent).toEqual([{ model: 'res.partner', m2oObjects: version >= 19, requiredBy: version >= 17 ? '_isRequired' : 'isRequired', values: { name: 'Lumen Studio', phone: '+32 2 555 0199', country_id: { id: country.id, name: 'Greece' } } }]);
    expect(r.json).toMatchObject({ model: 'res.partner', filled: { name: 'Lumen Studio', country_id: 'Greece' }, skipped: { nonsense_field: 'no such field' }, saved: false });
    expect(r.summary).toBe('Filled 3 fields on the form (not saved)');
    expect(h.odoo.db.records('res.partner')).toHaveLength(partners);
    expect(h.writes).toEqual([]);
  });

  it('leaves out what it may not fill, and says why', async () => {
    onNewForm('sale.order');
    sent.length = 0;
    const r = await h.run(fillForm, { values: { state: 'sale', amount_total: 10, partner_id: 'Deco', order_line: 'x' } });
    expect(r.json.skipped).toMatchObject({ state: 'not filled by Weft', amount_total: 'not filled by Weft', order_line: 'set this one on the form' });
    expect(r.json.skipped.partner_id).toMatch(/^several match: /);
    // Nothing to put in, yet the page is asked what the form still requires.
    expect(sent.map((x) => x.values)).toEqual([{}]);
  });

  it('asks for a required field left empty when its choices are few, fills the pick; the rest goes back to the model', async () => {
    onNewForm('account.journal');
    sent.length = 0;
    const questions: Array<{ question: string; options: Array<{ label: string }> }> = [];
    h.ctx.choose = async (q) => (questions.push(q), 2);
    // The page: Type and Short Code required and empty until filled.
    answer = (r) => ({
      ...echo(r),
      missing: [
        ...('type' in r.values || sent.length > 1 ? [] : [{ name: 'type', label: 'Type', type: 'selection' }]),
        { name: 'code', label: 'Short Code', type: 'char' },
      ],
    });
    const r = await h.run(fillForm, { values: { name: 'Petty Cash' } });
    delete h.ctx.choose;
    expect(r.isError ? r.content : '').toBe('');
    expect(questions).toEqual([{ question: 'The form still needs Type. Which one?', options: ['Sales', 'Purchase', 'Cash', 'Bank', 'Miscellaneous'].map((label) => ({ label })) }]);
    expect(sent.map((x) => x.values)).toEqual([{ name: 'Petty Cash' }, { type: 'cash' }]);
    expect(r.json).toMatchObject({ filled: { name: 'Petty Cash', type: 'cash' }, still_required: ['Short Code (code)'], saved: false });
    expect(r.json.next).toMatch(/Ask the user for these in words/);
    expect(h.writes).toEqual([]);
  });

  it('asks nothing when a panel cannot answer, and says what Odoo still needs', async () => {
    onNewForm('account.journal');
    answer = (r) => ({ ...echo(r), missing: [{ name: 'type', label: 'Type', type: 'selection' }] });
    const r = await h.run(fillForm, { values: {} });
    expect(r.json).toMatchObject({ filled: {}, still_required: ['Type (type)'] });
  });

  it('refuses secret fields and pages that are not a new form', async () => {
    onNewForm('res.users');
    expect((await h.run(fillForm, { values: { password: 'x' } })).isError).toBe(true);
    h.ctx.page = pageOf(h, { model: 'res.partner', viewType: 'form', recordId: 7 });
    const existing = await h.run(fillForm, { values: { name: 'x' } });
    expect(existing.isError).toBe(true);
    expect(existing.content).toContain('not on a new form');
  });

  it('says so when the form left the screen before the values arrived', async () => {
    onNewForm();
    answer = () => ({ error: 'not_new' });
    const r = await h.run(fillForm, { values: { name: 'x' } });
    expect(r.isError).toBe(true);
    expect(r.content).toContain('no longer on screen');
  });
});

it('is found on demand for "fill this form"', async () => {
  const { findSkills } = await import('@/lib/skills/catalog');
  const { skills } = await import('./index');
  expect(findSkills('fill this form', skills).skills.map((s) => s.name)).toContain('fill_form');
});
