// The reference paths of the tasks, for the scripted models only (a real model finds its own way):
// find a skill in its own words, run it, and answer from what the tools returned.
import type { Call, Move, Plan } from './task';

type Input = Record<string, unknown>;
type Step = (calls: Call[]) => { tool: string; input: Input };
const given = <T>(v: T | ((calls: Call[]) => T), calls: Call[]): T => (typeof v === 'function' ? (v as (c: Call[]) => T)(calls) : v);

/** find_skills with the model's own words. */
export const find = (query: string): Step => () => ({ tool: 'find_skills', input: { query } });
/** run_skill with a skill find_skills returned. */
export const run = (name: string, input: Input | ((calls: Call[]) => Input) = {}): Step => (calls) => ({ tool: 'run_skill', input: { name, input: given(input, calls) } });
/** A core tool, called directly. */
export const core = (tool: string, input: Input | ((calls: Call[]) => Input)): Step => (calls) => ({ tool, input: given(input, calls) });

/** The steps in order (one per successful call so far), then an answer written from the results. */
export function steps(...list: Step[]): Plan {
  return (calls): Move => {
    const step = list[calls.length];
    return step ? step(calls) : { answer: render(calls) };
  };
}

/** A skill found by the model's words, then run. */
export const skill = (query: string, name: string, input: Input | ((calls: Call[]) => Input) = {}): Plan => steps(find(query), run(name, input));

/** The id a find_by_name (or a one-row search) returned in call `i`. */
export function idFrom(calls: Call[], i: number): number {
  const data = parse(calls[i]?.result ?? '') as { match?: { id?: number } | string; rows?: unknown[][]; candidates?: unknown[] } | undefined;
  const found = typeof data?.match === 'object' ? data.match.id : (data?.rows?.[0]?.[0] ?? data?.match ?? data?.candidates?.[0]);
  // Names come as "Azure Interior (#5)" where the skill pairs a name with its id.
  const id = typeof found === 'string' ? Number(/\(#(\d+)\)\s*$/.exec(found)?.[1]) : found;
  return typeof id === 'number' && Number.isFinite(id) ? id : 0;
}

/** What the scripted model says at the end: every result it got (not find_skills'), flattened to lines. */
export function render(calls: Call[]): string {
  const shown = calls.filter((c) => c.name !== 'find_skills' && !c.isError);
  if (!shown.length) return 'I found nothing to answer with.';
  return shown.map((c) => flatten(parse(c.result) ?? c.result).join('\n')).join('\n\n');
}

function flatten(value: unknown, key = ''): string[] {
  if (value === null || value === undefined || value === false) return [];
  if (Array.isArray(value)) {
    if (value.every((v) => !v || typeof v !== 'object' || Array.isArray(v))) {
      return value.map((v) => (Array.isArray(v) ? `| ${v.map(cell).join(' | ')} |` : `- ${cell(v)}`));
    }
    return value.flatMap((v) => flatten(v, key));
  }
  if (typeof value === 'object') {
    return Object.entries(value as Record<string, unknown>).flatMap(([k, v]) =>
      v && typeof v === 'object' ? [`${k}:`, ...flatten(v, k)] : v === null || v === undefined ? [] : [`${k}: ${cell(v)}`],
    );
  }
  return [`${key ? `${key}: ` : ''}${cell(value)}`];
}

const cell = (v: unknown): string => (v && typeof v === 'object' ? JSON.stringify(v) : String(v ?? ''));

export function parse(json: string): unknown {
  try {
    return JSON.parse(json);
  } catch {
    return undefined;
  }
}
