// How the fallible model fixes a call from the tool error alone. The shapes (skill names, input
// keys, enum values, field names, ids, workflow methods) come only from the error's words; what the
// model wanted (the user's values: a name, a phone number) comes from its own intent. An error that
// does not name the fix leaves it stuck: it then gives up, and the bench counts a failure.
import { MODEL_WORDS, type Intended } from './mistakes.ts';

/** The corrected call, or undefined when the error does not say how. */
export function recoverCall(sent: Intended, error: string, intent: Intended | undefined, ask: string): Intended | undefined {
  if (/not valid JSON/i.test(error)) return intent;

  const skill = /no skill named "([^"]+)"[\s\S]*?Closest: ([a-z_]+)/.exec(error);
  if (skill) return { name: skill[2]!, input: sent.input };

  const buttons = /method one of: ([^\n]+?)\.?(?:\n|$)/.exec(error);
  if (buttons && /state/i.test(error)) {
    const choices = buttons[1]!.split(/,\s*/).map((c) => /^(\w+)(?: \(([^)]*)\))?/.exec(c.trim())).filter((m) => m !== null);
    const words = ask.toLowerCase();
    const chosen = choices.find((m) => (m[2] ?? m[1]!).toLowerCase().split(/\W+/).some((w) => w.length > 3 && words.includes(w))) ?? choices[0];
    return chosen ? { name: 'run_action', input: { model: sent.input.model, ids: sent.input.ids, method: chosen[1] } } : undefined;
  }

  const lookUp = /find_by_name \{"model": ?"([^"]+)"/.exec(error);
  if (lookUp) {
    const name = intent?.name === 'find_by_name' ? intent.input.name : undefined;
    return typeof name === 'string' ? { name: 'find_by_name', input: { model: lookUp[1], name } } : undefined;
  }

  let input = sent.input;
  let fixed = false;
  for (const [, wrong, right] of error.matchAll(/For '([^']+)', did you mean '([^']+)'/g)) {
    input = renameField(input, wrong!, right!);
    fixed = true;
  }
  for (const [, wrong, right, type] of error.matchAll(/"(\w+)" is not an input[^\n]*?did you mean "(\w+)"(?: \(([^)]*)\))?/g)) {
    const value = input[wrong!];
    const { [wrong!]: _, ...rest } = input;
    input = { ...rest, [right!]: type?.split(':')[0]!.trim().endsWith('[]') && !Array.isArray(value) ? [value] : value };
    fixed = true;
  }
  for (const [, key, , values] of error.matchAll(/"(\w+)": "([^"]*)" is not one of ([\w|-]+)/g)) {
    input = { ...input, [key!]: pickValue(String(input[key!]), values!.split('|')) };
    fixed = true;
  }
  for (const [, key] of error.matchAll(/"(\w+)" is missing/g)) {
    const wanted = intent?.name === sent.name ? intent.input[key!] : undefined;
    if (wanted === undefined) return undefined;
    input = { ...input, [key!]: wanted };
    fixed = true;
  }
  return fixed ? { name: sent.name, input } : undefined;
}

/** The listed value the model meant: its own word for it, else the closest spelling. */
function pickValue(said: string, values: string[]): string {
  const mine = Object.entries(MODEL_WORDS).find(([value, word]) => word === said && values.includes(value));
  if (mine) return mine[0];
  return [...values].sort((a, b) => distance(said, a) - distance(said, b))[0] ?? said;
}

function renameField(input: Record<string, unknown>, wrong: string, right: string): Record<string, unknown> {
  const out = { ...input };
  if (Array.isArray(out.fields)) out.fields = out.fields.map((f) => (f === wrong ? right : f));
  if (out.values && typeof out.values === 'object' && wrong in (out.values as object)) {
    out.values = Object.fromEntries(Object.entries(out.values as object).map(([k, v]) => [k === wrong ? right : k, v]));
  }
  if (Array.isArray(out.domain)) out.domain = out.domain.map((t) => (Array.isArray(t) && t[0] === wrong ? [right, ...t.slice(1)] : t));
  return out;
}

function distance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    let prev = row[0]!;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const next = Math.min(row[j]! + 1, row[j - 1]! + 1, prev + (a[i - 1] === b[j - 1] ? 0 : 1));
      prev = row[j]!;
      row[j] = next;
    }
  }
  return row[b.length]!;
}
