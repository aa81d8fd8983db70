import { describe, expect, it } from 'vitest';
import { i18nFor } from '@/lib/i18n';
import { catalogs } from '@/lib/i18n/messages';
import { skills } from '@/skills';
import { toolLabel } from './tool-card';
import { summarizeResult } from './tool-result';

// What a person reads is in words: no technical model name (res.partner, sale.order, account.move,
// any word.word) and no skill name (update_records) in the panel's catalogs or its tool lines.

const TECHNICAL = /\b[a-z][a-z0-9]+(?:_[a-z0-9]+)*(?:\.[a-z][a-z0-9]+(?:_[a-z0-9]+)*)+\b/g;
// Host names in examples ("mycompany.odoo.com") are addresses a person types, not model names.
const HOST = /\.(com|org|net|io|sh|eu)$/;
const SKILLS = new Set(skills.map((s) => s.name));

function problems(text: string): string[] {
  const models = (text.match(TECHNICAL) ?? []).filter((m) => !HOST.test(m));
  const named = (text.match(/\b[a-z]+(?:_[a-z]+)+\b/g) ?? []).filter((w) => SKILLS.has(w));
  return [...models, ...named];
}

function strings(value: unknown): string[] {
  return typeof value === 'string' ? [value] : Object.values(value as Record<string, string>);
}

describe('plain words', () => {
  it('the check itself catches model and skill names', () => {
    expect(problems('Updated phone on 1 res.partner')).toEqual(['res.partner']);
    expect(problems('Searched sale.order: 5 of 10')).toEqual(['sale.order']);
    expect(problems('account.move.line and product.template')).toEqual(['account.move.line', 'product.template']);
    expect(problems('update_records is not available')).toEqual(['update_records']);
    expect(problems('Open mycompany.odoo.com, e.g. your address')).toEqual([]);
  });

  it('no catalog string of any language names a technical model or a skill', () => {
    const found: string[] = [];
    for (const [language, catalog] of Object.entries(catalogs)) {
      for (const [key, value] of Object.entries(catalog as Record<string, unknown>)) {
        for (const text of strings(value)) for (const p of problems(text)) found.push(`${language} ${key}: ${p}`);
      }
    }
    expect(found).toEqual([]);
  });

  it("tool cards say records' names and skills' labels, in every language", () => {
    const results: unknown[] = [
      { source: 'odoo:sale.order', untrusted_record_data: true, total: 10, columns: ['id', 'name'], rows: [[1, 'S00001'], [2, 'S00002']] },
      { source: 'odoo:res.partner', untrusted_record_data: true, match: { id: 5, name: 'Azure Interior' }, outcome: 'match' },
      { source: 'odoo:res.partner', untrusted_record_data: true, match: null, note: "No res.partner matches 'x'.", outcome: 'none' },
      { source: 'odoo:res.partner', untrusted_record_data: true, ambiguous: true, candidates: ['Azure Interior (#5)'] },
      { source: 'odoo:res.partner', untrusted_record_data: true, status: 'done', ids: [5], names: ['Azure Interior'] },
      { source: 'odoo:account.move', untrusted_record_data: true, count: 3 },
      { source: 'weft:sales_summary', rows: [{ customer: 'Gemini Furniture', untaxed: 3533.95 }] },
    ];
    for (const lang of ['en_US', 'fr_FR', 'es_ES', 'de_DE', 'nl_NL']) {
      const i18n = i18nFor(lang, []);
      for (const result of results) expect(problems(summarizeResult(result, JSON.stringify(result), i18n))).toEqual([]);
      for (const skill of SKILLS) expect(problems(toolLabel(skill, i18n)), skill).toEqual([]);
    }
  });
});
