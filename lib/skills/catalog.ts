import type { Tool } from '@anthropic-ai/sdk/resources/messages';
import type { Skill } from './define-skill';
import { schemaSignature, toInputSchema, toTools } from './to-tools';
import { editDistance } from '@/lib/odoo/suggest-field';
import { findSkills } from './find-skills';
import { normalWords } from './words';
import { FIND_SKILLS, RUN_SKILL } from './resolve-call';

// The lean tool offering: the core skills (`core: true` in their file) are tools of their own; every
// other skill is run by name with run_skill. find_skills' description lists their names (with a
// few words where the name does not say it), so a model that knows which one it wants runs it
// at once, as it would a tool of its own; find_skills finds the others by what they do, in the
// model's words, and gives their inputs. The tools array depends only on which core skills are
// offered and on the registry, never on the user's rights, so it is the same on every turn, request
// and user, and the prompt cache holds; a new skill file is listed as soon as skills/index.ts has it.

export { calledSkill, FIND_SKILLS, resolveCall, RUN_SKILL, type ResolvedCall } from './resolve-call';

function findTool(catalog: readonly Skill[]): Tool {
  const listed = catalog.filter((s) => !s.core).map((s) => (s.hint ? `${s.name} (${s.hint})` : s.name));
  return {
    name: FIND_SKILLS,
    description: `Finds skills by what they should do, in any words or language; returns their inputs ("key?": may be left out). run_skill runs a listed one directly: a wrong input returns its inputs. Skills: ${listed.join(', ')}.`,
    input_schema: {
      type: 'object',
      properties: { query: { type: 'string', description: 'What the skill should do, in a few words' } },
      required: ['query'],
      additionalProperties: false,
    },
  };
}

const RUN_TOOL: Tool = {
  name: RUN_SKILL,
  description: 'Runs a skill by name: one listed in find_skills or found by it.',
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

/**
 * The tools sent to the model: the offered core skills, then find_skills and run_skill (cache mark
 * on the last). `catalog`: every skill of the registry (skills/index.ts), whose names find_skills
 * lists whatever this user may run (run_skill refuses the others).
 */
export function offeredTools(offered: readonly Skill[], catalog: readonly Skill[]): Tool[] {
  const core = toTools(offered.filter((s) => s.core)).map(({ cache_control: _, ...tool }) => tool);
  const findable = offered.some((s) => !s.core);
  const tools: Tool[] = findable ? [...core, findTool(catalog), RUN_TOOL] : core;
  return tools.map((tool, i) => (i === tools.length - 1 ? { ...tool, cache_control: { type: 'ephemeral' as const } } : tool));
}

export { findSkills, type FoundSkill, type FoundSkills } from './find-skills';

/**
 * The offered skills a wrong name most likely meant, best first: the same words in another order or
 * form ("low_stock", "invoice_overdue"), then the closest spelling, then find_skills' own scoring of
 * the name's words ("overdue_list"). A tool error names them so the model's next call is right.
 */
export function closestSkills(name: string, offered: readonly Skill[], limit = 3): Skill[] {
  const mine = new Set(stems(name));
  const scored = offered
    .map((skill) => {
      const theirs = stems(skill.name);
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

const stems = (name: string) => normalWords(name.replace(/_/g, ' ')).map((w) => w.stem);

/** The tool error for a skill name that is not offered: the closest names, the best with its input. */
export function unknownSkillMessage(name: string, offered: readonly Skill[]): string {
  const [best, ...rest] = closestSkills(name, offered);
  if (!best) return `There is no skill named "${name}". Search with find_skills {"query": "<what it should do>"}.`;
  const signature = JSON.stringify(schemaSignature(toInputSchema(best.input)));
  const others = rest.length ? `; ${rest.map((s) => s.name).join('; ')}` : '';
  const how = best.core ? `Call ${best.name} directly` : `Run it with run_skill {"name": "${best.name}", "input": {...}}`;
  return `There is no skill named "${name}". Closest: ${best.name} ${signature}${others}. ${how}; find_skills searches by topic.`;
}
