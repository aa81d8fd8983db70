// Like refined-github's feature checks: every skill file is registered, named after its file,
// described for the model, tested, and the whole tool list fits its token budget.
import { countTokens } from '@anthropic-ai/tokenizer';
import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Skill } from '@/lib/skills/define-skill';
import { findSkills, offeredTools } from '@/lib/skills/catalog';
import { LANGUAGES } from '@/lib/i18n/languages';
import { toInputSchema, toTools } from '@/lib/skills/to-tools';
import { skillHarness } from '../test/skill-harness';
import { skillByName, skills } from './index';

// 2,500 until add_quotation_lines (issue 18, 117 tokens); issue 22 replaces the whole list sent
// every time with a small core and skills found on demand, and sets its own figure.
const TOOL_TOKEN_BUDGET = 1400;
const FOUND_SKILL_BUDGET = 200;
const dir = new URL('.', import.meta.url);
const files = readdirSync(dir).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && f !== 'index.ts');
const modules = import.meta.glob<{ default: Skill }>(['./*.ts', '!./*.test.ts', '!./index.ts'], { eager: true });

describe.each(files)('skills/%s', (file) => {
  const id = file.replace(/\.ts$/, '');
  const skill = modules[`./${file}`]?.default;

  it('default-exports a skill listed in skills/index.ts', () => {
    expect(skill, `${file} has no default export`).toBeDefined();
    expect(skills, `add ${file} to skills/index.ts`).toContain(skill);
  });

  it('is named after its file (kebab-case file, snake_case name)', () => {
    expect(id).toMatch(/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/);
    expect(skill?.name).toBe(id.replace(/-/g, '_'));
  });

  it('has a test beside it', () => {
    expect(readdirSync(dir), `write skills/${id}.test.ts`).toContain(`${id}.test.ts`);
  });
});

describe.each(skills.map((s) => [s.name, s] as const))('%s', (_name, skill) => {
  it('has a meaningful description for the model', () => {
    expect(skill.description.length).toBeGreaterThanOrEqual(20);
    expect(skill.description.length).toBeLessThanOrEqual(240);
    expect(skill.description).toMatch(/^[A-Z]/);
    expect(skill.description).not.toMatch(/\b(TODO|FIXME|XXX|TBD)\b/i);
  });

  it('describes every input field', () => {
    expect(undescribed(toInputSchema(skill.input))).toEqual([]);
  });

  it('says what people call it, in each of the five languages (find_skills matches on it)', () => {
    for (const language of LANGUAGES) {
      const terms = (skill.terms?.[language] ?? '').split(',').map((t) => t.trim());
      expect(terms.filter(Boolean).length, `${skill.name}: terms.${language}`).toBeGreaterThanOrEqual(3);
      expect(terms.filter((t) => !t), `${skill.name}: an empty term in terms.${language}`).toEqual([]);
    }
  });

  it('declares a valid risk', () => {
    expect(['read', 'write', 'destructive']).toContain(skill.risk);
  });
});

it('names are unique and the lookup finds every skill', () => {
  expect(new Set(skills.map((s) => s.name)).size).toBe(skills.length);
  for (const skill of skills) expect(skillByName.get(skill.name)).toBe(skill);
});

// What the model is sent: the core skills' tools plus find_skills and run_skill (lib/skills/catalog.ts);
// every other skill's definition comes back from find_skills only when asked for, so each stays small.
it(`the offered tools stay under ${TOOL_TOKEN_BUDGET} tokens, and every skill found on demand under ${FOUND_SKILL_BUDGET}`, () => {
  const tools = offeredTools(skills, skills);
  const total = countTokens(JSON.stringify(tools));
  const found = toTools(skills.filter((s) => !s.core)).map((t) => [t.name, countTokens(JSON.stringify(t))] as const);
  console.log(`${tools.length} tools, ${total} tokens; found on demand: ${found.map(([n, c]) => `${n} ${c}`).join(', ')}`);
  expect(total).toBeLessThan(TOOL_TOKEN_BUDGET);
  expect(found.filter(([, c]) => c > FOUND_SKILL_BUDGET)).toEqual([]);
});

// A term is a way to ask for the skill: on its own, as a query, it should find it. Words shared by
// several skills ("sales", "month by month") may find another, so not every term has to.
it('find_skills finds each skill by its own terms', () => {
  const lost: string[] = [];
  let terms = 0;
  for (const skill of skills.filter((s) => !s.core)) {
    for (const language of LANGUAGES) {
      for (const term of skill.terms![language].split(',').map((t) => t.trim())) {
        terms++;
        const found = findSkills(term, skills);
        if (![...found.skills.map((s) => s.name), ...(found.also ?? [])].includes(skill.name)) lost.push(`${skill.name} ${language} "${term}"`);
      }
    }
  }
  expect(lost.length / terms, lost.join('\n')).toBeLessThan(0.03);
}, 60_000); // about 1,000 queries: a few seconds on a busy CI machine

// The guards apply to every skill (run-skill wraps its context): a read skill that needs no input
// must pass them with its defaults, on the versions whose read_group differs.
it.each([17, 19] as const)('read skills without required input run through the guards on Odoo %i', async (version) => {
  const h = await skillHarness({ version });
  try {
    for (const skill of skills.filter((s) => s.risk === 'read' && s.input.safeParse({}).success)) {
      const result = await h.run(skill, {});
      expect(result.isError ? `${skill.name}: ${result.content}` : '').toBe('');
      expect(JSON.parse(result.content).source, skill.name).toMatch(/^(odoo|weft):/);
    }
  } finally {
    await h.close();
  }
});

/** Paths of properties without a description, at any depth. */
function undescribed(schema: unknown, path = ''): string[] {
  if (typeof schema !== 'object' || schema === null) return [];
  const properties = (schema as { properties?: Record<string, unknown> }).properties ?? {};
  return Object.entries(properties).flatMap(([key, prop]) => {
    const here = path ? `${path}.${key}` : key;
    const own = typeof (prop as { description?: unknown }).description === 'string' ? [] : [here];
    return [...own, ...undescribed(prop, here), ...undescribed((prop as { items?: unknown }).items, `${here}[]`)];
  });
}
