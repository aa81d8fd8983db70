import { describe, expect, it } from 'vitest';
import { skills } from '@/skills';
import { offeredSkills } from '@/lib/agent/gate';
import { LANGUAGES } from '@/lib/i18n/languages';
import { discoveryRates, percent, PARAPHRASES } from '../../test/fixtures/paraphrases';
import { findSkills, match } from './find-skills';
import { normalWords } from './words';

const first = (query: string) => findSkills(query, skills).skills[0]?.name;
const word = (text: string) => normalWords(text)[0]!;

describe('findSkills on the paraphrase suite (test/fixtures/paraphrases.ts)', () => {
  const rates = discoveryRates((query) => findSkills(query, skills));

  it('has at least 200 queries, in each of the five languages', () => {
    expect(PARAPHRASES.length).toBeGreaterThanOrEqual(200);
    for (const language of LANGUAGES) expect(rates[language].queries, language).toBeGreaterThanOrEqual(40);
  });

  it('offers a right skill for at least 98% and puts it first for at least 90%, in all and in each language', () => {
    const all = rates.all;
    expect(percent(all.offered, all.queries), all.misses.join('\n')).toBeGreaterThanOrEqual(98);
    expect(percent(all.first, all.queries), all.misses.join('\n')).toBeGreaterThanOrEqual(90);
    for (const language of LANGUAGES) {
      const r = rates[language];
      expect(percent(r.offered, r.queries), `${language}: ${r.misses.join('\n')}`).toBeGreaterThanOrEqual(95);
      expect(percent(r.first, r.queries), `${language}: ${r.misses.join('\n')}`).toBeGreaterThanOrEqual(90);
    }
  });
});

describe('findSkills', () => {
  it('finds what issue 27 saw it miss', () => {
    expect(first('confirm a sales order')).toBe('run_action');
    expect(first('send an email to the customer')).toBe('post_message');
    expect(first('log an internal note')).toBe('post_message');
    expect(first('record a supplier invoice from a pdf')).toBe('create_vendor_bill');
    expect(['invoices_receivables', 'invoices_overdue']).toContain(first('who owes us money'));
    expect(first('total sales of confirmed orders in a period')).toBe('sales_summary');
  });

  it('tells an action from a state: "confirm" runs a button, "confirmed orders" are counted', () => {
    expect(first('confirm the order')).toBe('run_action');
    expect(first('confirmed orders this year')).not.toBe('run_action');
  });

  it('reads typos, compounds and the other languages', () => {
    expect(first('overdeu invoices')).toBe('invoices_overdue');
    expect(first('Lagerwert')).toBe('stock_valuation');
    expect(first('was ist unser Lager wert')).toBe('stock_valuation');
    expect(first("chiffre d'affaires par client")).toMatch(/^(sales|invoices)_summary$/);
    expect(first('wie is ons geld verschuldigd')).toMatch(/^invoices_(receivables|overdue)$/);
  });

  it('offers nothing when a generic tool answers, and says which', () => {
    expect(findSkills('create a new contact', skills)).toMatchObject({ skills: [], use: 'create_record' });
    expect(findSkills('what fields does a lead have', skills)).toMatchObject({ skills: [], use: 'describe_model' });
  });

  it('gives the best with its input, the next by name; a skill asked by name comes alone', () => {
    const found = findSkills('overdue invoices', skills);
    expect(found.skills[0]).toMatchObject({ name: 'invoices_overdue', input: { 'kind?': 'customer|vendor: Default customer' } });
    expect(found.skills.length + (found.also?.length ?? 0)).toBeLessThanOrEqual(3);
    expect(findSkills('sales_trend', skills)).toEqual({ skills: [expect.objectContaining({ name: 'sales_trend', input: { 'year?': 'integer: Default this year' } })] });
  });

  it('never returns a core skill or one not offered', () => {
    const readOnly = offeredSkills('read-only', skills);
    const names = (query: string, offered = skills) => {
      const found = findSkills(query, offered);
      return [...found.skills.map((s) => s.name), ...(found.also ?? [])];
    };
    expect(names('delete these records', readOnly)).not.toContain('delete_records');
    for (const query of ['search records', 'update', 'read', 'count']) {
      expect(names(query).filter((n) => skills.find((s) => s.name === n)?.core), query).toEqual([]);
    }
  });

  it('with no match at all, lists every findable skill by name', () => {
    const none = findSkills('zzz', skills);
    expect(none.skills).toEqual([]);
    expect(none.other_skills).toEqual(skills.filter((s) => !s.core).map((s) => s.name));
  });
});

describe('match', () => {
  it('is 1 for the same stem, across plural, accent and Dutch double vowels', () => {
    expect(match(word('invoices'), word('invoice'))).toBe(1);
    expect(match(word('facturé'), word('facturées'))).toBe(1);
    expect(match(word('factuur'), word('facture'))).toBe(1);
  });

  it('is less for a participle against its verb, a typo, or a word inside a compound, and 0 otherwise', () => {
    expect(match(word('confirmed'), word('confirm'))).toBeLessThan(1);
    expect(match(word('recievables'), word('receivables'))).toBeGreaterThan(0);
    expect(match(word('Lieferantenrechnung'), word('Rechnung'))).toBeGreaterThan(0);
    expect(match(word('sales'), word('stale'))).toBe(0);
    expect(match(word('note'), word('not'))).toBe(0);
  });
});
