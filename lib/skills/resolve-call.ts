// A tool call as the skill it runs. Its own file: the side panel names the skill of a stored call
// (components/message-rows.tsx) and loads this alone, not the catalog's tools and their zod (issue 32).

export const FIND_SKILLS = 'find_skills';
export const RUN_SKILL = 'run_skill';

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
