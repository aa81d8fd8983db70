import type { z } from 'zod';
import { editDistance } from '@/lib/odoo/suggest-field';
import { isObject } from '@/lib/util/objects';
import type { Skill } from './define-skill';
import { schemaSignature, toInputSchema } from './to-tools';

// The tool error for an input a skill refused: one line per problem, each naming its fix (the key
// meant, the values allowed, what is missing), then the skill's whole input as a short signature,
// so a model that never looked the skill up gets it right on the next call.

/** Words models use for an input that means the same thing. */
const KEY_WORDS: Record<string, string[]> = {
  partner: ['customer', 'client', 'vendor', 'supplier', 'contact', 'company', 'partner_id', 'customer_id', 'vendor_id'],
  salesperson: ['user', 'seller', 'salesman', 'user_id', 'sales_person'],
  buyer: ['purchaser', 'user', 'user_id'],
  product: ['item', 'article', 'product_id'],
  warehouse: ['warehouse_id', 'location', 'site'],
  date_from: ['from', 'start', 'start_date', 'since', 'date_start'],
  date_to: ['to', 'end', 'end_date', 'until', 'date_end'],
  name: ['query', 'search', 'term', 'text'],
  body: ['message', 'text', 'content', 'note'],
  values: ['vals', 'fields', 'data', 'changes'],
  method: ['action', 'button', 'method_name'],
};

type Issue = z.core.$ZodIssue;

export function invalidInputMessage(skill: Skill, input: unknown, error: z.ZodError): string {
  const schema = toInputSchema(skill.input) as { properties?: Record<string, { enum?: unknown[] }> };
  const signature = schemaSignature(schema);
  const props = schema.properties ?? {};
  const given = isObject(input) ? input : {};
  const signatureOf = (key: string) => {
    const entry = isObject(signature) ? (signature[key] ?? signature[`${key}?`]) : undefined;
    return typeof entry === 'string' ? entry : JSON.stringify(entry);
  };
  const isMissing = (i: Issue) => i.code === 'invalid_type' && i.path.length === 1 && given[String(i.path[0])] === undefined;
  const missing = error.issues.filter(isMissing).map((i) => String(i.path[0]));
  const meant = new Set<string>();
  const lines: string[] = [];
  for (const issue of error.issues) {
    const at = issue.path.map(String).join('.');
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) {
        const guess = issue.path.length ? undefined : guessKey(key, given[key], props, missing);
        if (guess) meant.add(guess);
        const where = at ? `"${at}.${key}"` : `"${key}"`;
        lines.push(guess ? `${where} is not an input of ${skill.name}; did you mean "${guess}" (${signatureOf(guess)})?` : `${where} is not an input of ${skill.name}.`);
      }
    } else if (isMissing(issue)) {
      if (!meant.has(at)) lines.push(`"${at}" is missing (required: ${signatureOf(at)}).`);
    } else if (issue.code === 'invalid_value' && issue.values.every((v) => typeof v === 'string')) {
      lines.push(`"${at}": ${JSON.stringify(valueAt(given, issue.path))} is not one of ${issue.values.join('|')}.`);
    } else {
      lines.push(`"${at || 'input'}": ${issue.message}.`);
    }
  }
  // A key guessed after its "missing" line was written: the guess says it.
  const said = lines.filter((l) => !missing.some((k) => meant.has(k) && l.startsWith(`"${k}" is missing`)));
  return `Invalid input for ${skill.name}:\n${said.map((l) => `- ${l}`).join('\n')}\nInputs of ${skill.name} ("?": may be left out): ${JSON.stringify(signature)}`;
}

/** The declared key an unknown one meant: the one its value fits, a word for it, a near spelling, or the one left missing. */
function guessKey(key: string, value: unknown, props: Record<string, { enum?: unknown[] }>, missing: string[]): string | undefined {
  const names = Object.keys(props);
  const lower = key.toLowerCase();
  return (
    names.find((n) => typeof value === 'string' && props[n]?.enum?.includes(value)) ??
    names.find((n) => KEY_WORDS[n]?.includes(lower)) ??
    names.find((n) => n === lower.replace(/_ids?$/, '') || editDistance(lower, n) / Math.max(lower.length, n.length) <= 0.34) ??
    (missing.length === 1 ? missing[0] : undefined)
  );
}

function valueAt(root: unknown, path: readonly PropertyKey[]): unknown {
  return path.reduce<unknown>((node, key) => (isObject(node) || Array.isArray(node) ? (node as Record<PropertyKey, unknown>)[key] : undefined), root);
}
