import { afterAll, beforeAll, expect, it } from 'vitest';
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
