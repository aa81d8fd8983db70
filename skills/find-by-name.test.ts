import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ChoiceQuestion } from '@/lib/skills/define-skill';
import { skillHarness, type SkillHarness } from '../test/skill-harness';
import findByName from './find-by-name';

let h: SkillHarness;
beforeAll(async () => {
  h = await skillHarness();
});
afterAll(() => h.close());

it('one match: its id, in one round trip', async () => {
  const r = await h.run(findByName, { model: 'res.partner', name: 'gemini' });
  expect(r.trips).toBe(1);
  expect(r.json.match).toEqual({ id: 8, name: 'Gemini Furniture' });
});

it('several matches: the candidates, not a guess', async () => {
  const r = await h.run(findByName, { model: 'res.partner', name: 'chicago' });
  expect(r.json.match).toBeUndefined();
  expect(r.json.ambiguous).toBe(true);
  expect(r.json.candidates).toEqual(expect.arrayContaining(['Chicago Supplies Inc (#17)', 'My Company (Chicago) (#4)']));
  expect(r.summary).toBe("Looked up 'chicago' in res.partner: ambiguous");
});

it('an exact name wins over partial ones', async () => {
  const r = await h.run(findByName, { model: 'res.partner', name: 'Azure Interior' });
  expect(r.json.match).toEqual({ id: 5, name: 'Azure Interior' });
  expect(r.json.other_partial_matches).toBeGreaterThan(0); // "Azure Interior, Brandon Freeman"
});

it('no match says so', async () => {
  const r = await h.run(findByName, { model: 'product.product', name: 'zzz-nothing' });
  expect(r.json.match).toBeNull();
  expect(r.json.note).toMatch(/No product\.product matches/);
});

describe('several matches with a question: the user picks by button', () => {
  afterEach(() => void delete h.ctx.choose);
  /** The panel stand-in: shows the question, clicks option `index`. */
  const clicks = (index: number, asked: ChoiceQuestion[]) => (h.ctx.choose = async (question) => (asked.push(question), index));

  it('shows each candidate with the fields that tell them apart, read from Odoo; returns the pick as the match', async () => {
    const asked: ChoiceQuestion[] = [];
    clicks(1, asked);
    const r = await h.run(findByName, { model: 'res.partner', name: 'Deco', ask: 'Which Deco?' });
    // Same city (Pleasant Hill): not shown; e-mail and phone differ.
    expect(asked).toEqual([{
      question: 'Which Deco?',
      model: 'res.partner',
      options: [
        { id: 6, label: 'Deco Addict', detail: 'deco.addict82@example.com · (603)-996-3829' },
        { id: 13, label: 'Deco Addict, Addison Olson', detail: 'addison.olson28@example.com · (223)-399-7637' },
      ],
    }]);
    expect(r.json).toMatchObject({ source: 'odoo:res.partner', untrusted_record_data: true, match: { id: 13, name: 'Deco Addict, Addison Olson' }, chosen_by_user: true });
    expect(r.summary).toBe("Looked up 'Deco' in res.partner: chosen");
    expect(r.trips).toBeLessThanOrEqual(3);
  });

  it('one match asks nothing; products tell apart by reference; "" lists any for the user to pick', async () => {
    const asked: ChoiceQuestion[] = [];
    clicks(0, asked);
    expect((await h.run(findByName, { model: 'res.partner', name: 'gemini', ask: 'Which?' })).json.match).toEqual({ id: 8, name: 'Gemini Furniture' });
    expect(asked).toEqual([]);
    await h.run(findByName, { model: 'product.product', name: 'desk', ask: 'Which desk?' });
    expect(asked[0]!.options.map((o) => o.detail)).toEqual(expect.arrayContaining([expect.stringContaining('FURN_7800')]));
    const any = await h.run(findByName, { model: 'res.country', name: '', ask: 'Which country?' });
    expect(asked[1]!.options.length).toBeGreaterThan(1);
    expect(any.json.chosen_by_user).toBe(true);
  });

  it('where no panel can answer, the candidates go back to the model as before', async () => {
    const r = await h.run(findByName, { model: 'res.partner', name: 'Deco', ask: 'Which Deco?' });
    expect(r.json).toMatchObject({ ambiguous: true, candidates: ['Deco Addict (#6)', 'Deco Addict, Addison Olson (#13)'] });
  });
});
