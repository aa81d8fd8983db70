import type { Tool } from '@anthropic-ai/sdk/resources/messages';
import type { Skill } from './define-skill';
import { schemaSignature, toInputSchema, toTools, type Signature } from './to-tools';
import { editDistance } from '@/lib/odoo/suggest-field';

// The lean tool offering: the core skills (`core: true` in their file) are tools of their own; every
// other offered skill is found on demand (find_skills) and run by name (run_skill). The tools array
// depends only on which core skills are offered, so it is the same on every turn and request and
// the prompt cache holds; a new skill file is reachable as soon as skills/index.ts lists it.

export const FIND_SKILLS = 'find_skills';
export const RUN_SKILL = 'run_skill';

const FIND_TOOL: Tool = {
  name: FIND_SKILLS,
  description:
    'Finds more skills by topic (sales, quotations, invoices, payments, purchases, stock, transfers, CRM, activities, vendor bills, archive, delete, workflow actions, messages, attachments). Returns their names, uses and inputs ("key?": may be left out), to call with run_skill.',
  input_schema: {
    type: 'object',
    properties: { query: { type: 'string', description: 'What the skill should do, in a few words' } },
    required: ['query'],
    additionalProperties: false,
  },
};

const RUN_TOOL: Tool = {
  name: RUN_SKILL,
  description: 'Runs a skill that find_skills returned.',
  input_schema: {
    type: 'object',
    properties: {
      name: { type: 'string', description: 'Skill name' },
      input: { type: 'object', description: "The skill's input" },
    },
    required: ['name', 'input'],
    additionalProperties: false,
  },
};

/** The tools sent to the model: the offered core skills, then find_skills and run_skill (cache mark on the last). */
export function offeredTools(offered: readonly Skill[]): Tool[] {
  const core = toTools(offered.filter((s) => s.core)).map(({ cache_control: _, ...tool }) => tool);
  const findable = offered.some((s) => !s.core);
  const tools: Tool[] = findable ? [...core, FIND_TOOL, RUN_TOOL] : core;
  return tools.map((tool, i) => (i === tools.length - 1 ? { ...tool, cache_control: { type: 'ephemeral' as const } } : tool));
}

export interface FoundSkill {
  name: string;
  description: string;
  /** The input as a short signature (to-tools schemaSignature): half the tokens of its JSON schema. */
  input: Signature | Signature[] | string | unknown;
}

const STOP = new Set(['a', 'an', 'the', 'of', 'for', 'to', 'and', 'or', 'by', 'in', 'on', 'with', 'my', 'me', 'all', 'show', 'get', 'list', 'what', 'which', 'skill', 'skills']);
const words = (text: string) => text.toLowerCase().split(/[^a-z0-9]+/).filter((w) => w.length > 1 && !STOP.has(w)).map(stem);
// Enough stemming to let "invoice" find "invoices" and "archiving" find "archive".
function stem(word: string): string {
  return word.replace(/(ing|ed|es|s)$/, '').replace(/e$/, '') || word;
}

/**
 * The offered skills beyond the core that match the query best, in registry order among equals:
 * the best ones with their input, the next best by name only (asking for one by name gives its
 * input; every answer is read again on each later request of the turn). With no match, the
 * names of all of them, so the model can pick one.
 */
export function findSkills(query: string, offered: readonly Skill[], limit = 2): { skills: FoundSkill[]; also?: string[]; other_skills?: string[] } {
  const findable = offered.filter((s) => !s.core);
  const wanted = new Set(words(query));
  const scored = findable
    .map((skill, i) => {
      const own = new Set([...words(skill.name), ...words(skill.description), ...(skill.app ? words(skill.app) : [])]);
      const score = [...wanted].filter((w) => own.has(w)).length + (words(skill.name).some((w) => wanted.has(w)) ? 0.5 : 0);
      return { skill, score, i };
    })
    .filter((s) => s.score > 0)
    .sort((a, b) => b.score - a.score || a.i - b.i)
    .slice(0, limit);
  if (!scored.length) return { skills: [], other_skills: findable.map((s) => s.name) };
  const best = scored[0]!.score;
  const top = scored.filter((s) => s.score === best);
  const rest = scored.filter((s) => s.score < best);
  return {
    skills: top.map(({ skill }) => ({ name: skill.name, description: skill.description, input: schemaSignature(toInputSchema(skill.input)) })),
    ...(rest.length ? { also: rest.map(({ skill }) => skill.name) } : {}),
  };
}

export interface ResolvedCall {
  /** The skill the call runs, as the gate, the journal and the UI name it. */
  name: string;
  input: unknown;
  /** A run_skill call whose input is not {name, input}. */
  malformed?: string;
}

/** A tool call as the skill it runs: run_skill's inner skill and input, anything else as it is. */
export function resolveCall(name: string, input: unknown): ResolvedCall {
  if (name !== RUN_SKILL) return { name, input };
  const body = typeof input === 'object' && input !== null && !Array.isArray(input) ? (input as Record<string, unknown>) : {};
  if (typeof body.name !== 'string' || !body.name) return { name, input, malformed: 'run_skill needs {"name": "<skill from find_skills>", "input": {...}}.' };
  const extra = Object.keys(body).filter((k) => k !== 'name' && k !== 'input');
  if (extra.length) return { name: body.name, input, malformed: `run_skill takes only "name" and "input"; put ${extra.join(', ')} inside "input".` };
  return { name: body.name, input: body.input ?? {} };
}

/** The skill name a stored tool_use block runs (for the UI and for matching a kept confirm card). */
export function calledSkill(block: { name?: unknown; input?: unknown }): string {
  return resolveCall(String(block.name ?? ''), block.input).name;
}

/**
 * The offered skills a wrong name most likely meant, best first: the same words in another order or
 * form ("low_stock", "invoice_overdue"), then the closest spelling, then find_skills' own scoring of
 * the name's words ("overdue_list"). A tool error names them so the model's next call is right.
 */
export function closestSkills(name: string, offered: readonly Skill[], limit = 3): Skill[] {
  const mine = new Set(words(name.replace(/_/g, ' ')));
  const scored = offered
    .map((skill) => {
      const theirs = words(skill.name.replace(/_/g, ' '));
      const shared = theirs.filter((w) => mine.has(w)).length / Math.max(mine.size, theirs.length, 1);
      const spelling = editDistance(name.toLowerCase(), skill.name) / Math.max(name.length, skill.name.length);
      return { skill, score: Math.min(1 - shared, spelling) };
    })
    .filter((s) => s.score <= 0.5)
    .sort((a, b) => a.score - b.score);
  const close = scored.map((s) => s.skill);
  const byTopic = findSkills(name.replace(/_/g, ' '), offered, limit);
  const found = [...byTopic.skills.map((s) => s.name), ...(byTopic.also ?? [])].flatMap((n) => offered.filter((s) => s.name === n));
  return [...new Set([...close, ...found])].slice(0, limit);
}

/** The tool error for a skill name that is not offered: the closest names, the best with its input. */
export function unknownSkillMessage(name: string, offered: readonly Skill[]): string {
  const [best, ...rest] = closestSkills(name, offered);
  if (!best) return `There is no skill named "${name}". Search with find_skills {"query": "<what it should do>"}.`;
  const signature = JSON.stringify(schemaSignature(toInputSchema(best.input)));
  const others = rest.length ? `; ${rest.map((s) => s.name).join('; ')}` : '';
  const how = best.core ? `Call ${best.name} directly` : `Run it with run_skill {"name": "${best.name}", "input": {...}}`;
  return `There is no skill named "${name}". Closest: ${best.name} ${signature}${others}. ${how}; find_skills searches by topic.`;
}
