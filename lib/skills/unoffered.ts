import type { Skill } from './define-skill';
import { findSkills, type FoundSkills } from './find-skills';
import { parseNeed, unmetNeeds, type Rights } from './rights';

// The skills of the registry the user's rights leave out (an app not installed, a right not held),
// each with why, in English for the model: find_skills and run_skill say it when the model asks for
// one, so the assistant tells the user "Timesheets are not installed here" rather than failing on
// another way round (create_record on a field that does not exist).

export interface Unoffered {
  skill: Skill;
  why: string;
}

/** Registry skills whose `needs` the rights do not grant, by name, with the first unmet need's sentence. */
export function unofferedSkills(skills: readonly Skill[], rights: Rights | null): Map<string, Unoffered> {
  const out = new Map<string, Unoffered>();
  for (const skill of skills) {
    const unmet = unmetNeeds(skill, rights);
    if (!unmet.length) continue;
    // A skill's own sentence for a need it names wins over the generic one (the app before the right).
    const named = unmet.find((n) => skill.missing?.[n]);
    out.set(skill.name, { skill, why: named ? skill.missing![named]! : generic(skill.name, unmet[0]!) });
  }
  return out;
}

function generic(name: string, need: string): string {
  const { model, operation, field } = parseNeed(need);
  if (field) return `${name} is not available: this Odoo shows the user no ${field} on ${model} (its app is not installed, or a group restricts it). Tell the user.`;
  if (operation === 'read') return `${name} is not available: the user may not read ${model} records, or its app is not installed. Tell the user.`;
  return `${name} is not available: the user's Odoo access rights do not allow ${operation} on ${model} records. Tell the user; an administrator can grant the right.`;
}

/**
 * find_skills over the offered skills; when a skill the rights leave out would have matched best,
 * the answer also names it with why, so the model says it rather than looking for another way.
 */
export function findWithUnoffered(query: string, offered: readonly Skill[], unoffered: ReadonlyMap<string, Unoffered> = new Map()): FoundSkills {
  const found = findSkills(query, offered);
  if (!unoffered.size) return found;
  const wider = findSkills(query, [...offered, ...[...unoffered.values()].map((u) => u.skill)]);
  const best = wider.skills[0] && unoffered.get(wider.skills[0].name);
  return best ? { ...found, unavailable: [{ name: best.skill.name, why: best.why }] } : found;
}
