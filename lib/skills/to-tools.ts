import type { Tool } from '@anthropic-ai/sdk/resources/messages';
import { z } from 'zod';
import type { Skill } from './define-skill';

/**
 * The one adapter from skills to Anthropic tool definitions. Order is kept (the tools are the
 * start of the cached prefix) and the last tool carries the cache breakpoint. Which skills a mode
 * offers is decided by the gate (lib/agent/gate.ts offeredSkills), not here.
 */
export function toTools(offered: readonly Skill[]): Tool[] {
  return offered.map((skill, i) => ({
    name: skill.name,
    description: skill.description,
    input_schema: toInputSchema(skill.input),
    ...(i === offered.length - 1 ? { cache_control: { type: 'ephemeral' as const } } : {}),
  }));
}

// A skill's JSON schema depends on its code only (no user, no settings): made once per worker life.
// Converting every skill's zod schema again took a few ms of each Send before the request left (issue 32).
const schemas = new WeakMap<z.ZodObject, Tool.InputSchema>();

/** JSON schema of what the model may send (fields with defaults are optional), compact. Frozen: it is shared. */
export function toInputSchema(input: z.ZodObject): Tool.InputSchema {
  let made = schemas.get(input);
  if (!made) {
    const { $schema: _, ...schema } = z.toJSONSchema(input, { io: 'input', unrepresentable: 'any' }) as Record<string, unknown>;
    made = deepFreeze(tidy(schema)) as Tool.InputSchema;
    schemas.set(input, made);
  }
  return made;
}

function deepFreeze<T>(node: T): T {
  if (typeof node === 'object' && node !== null) Object.values(node).forEach(deepFreeze);
  return Object.freeze(node);
}

// Bounds and defaults are checked by zod in run-skill, whose error tells the model what to fix; in
// the tool list they would cost tokens on every request. Descriptions carry what the model needs.
const DROPPED = new Set(['minLength', 'maxLength', 'minimum', 'maximum', 'minItems', 'maxItems', 'exclusiveMinimum', 'exclusiveMaximum', 'default', 'pattern']);

function tidy(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(tidy);
  if (typeof node !== 'object' || node === null) return node;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) {
    if (DROPPED.has(key)) continue;
    // JSON keys are always strings; `items: {}` allows anything, as does leaving it out.
    if (key === 'propertyNames' && isStringType(value)) continue;
    if ((key === 'items' || key === 'additionalProperties') && isEmpty(value)) continue;
    out[key] = key === 'properties' ? mapValues(value, tidy) : tidy(value);
  }
  // Input mode leaves additionalProperties open; the model should send only declared keys.
  if (out.type === 'object' && out.properties && out.additionalProperties === undefined) out.additionalProperties = false;
  return out;
}

function mapValues(value: unknown, fn: (v: unknown) => unknown): unknown {
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fn(v)]));
}

function isEmpty(value: unknown): boolean {
  return typeof value === 'object' && value !== null && Object.keys(value).length === 0;
}

function isStringType(value: unknown): boolean {
  return typeof value === 'object' && value !== null && Object.keys(value).length === 1 && (value as { type?: unknown }).type === 'string';
}

/** A compact input: `name` required, `name?` optional; see schemaSignature. */
export type Signature = { [key: string]: Signature | Signature[] | string | unknown };

/**
 * An input schema as a short signature for find_skills' answer, about half the tokens of the JSON
 * schema: {"date_from?": "string: ISO date", "group_by?": "none|customer|month: Rows per",
 * "rows": [{"product": "string: Ref or name", "qty": "number"}]}; "?" marks what may be left out.
 * A node it cannot say that way (unions, open maps, a described object) stays JSON schema, so
 * nothing is lost.
 */
export function schemaSignature(node: unknown): Signature | Signature[] | string | unknown {
  if (!isSchema(node)) return node;
  const described = (text: string) => (typeof node.description === 'string' && node.description ? `${text}: ${node.description}` : text);
  const plain = Object.keys(node).every((k) => SIGNATURE_KEYS.has(k)) && (node.additionalProperties === undefined || node.additionalProperties === false);
  if (!plain) return node;
  // An object's own description has no place in a signature: such an object stays JSON schema.
  if (node.type === 'object' && isSchema(node.properties)) {
    if (node.description) return node;
    const required = new Set(Array.isArray(node.required) ? node.required : []);
    return Object.fromEntries(Object.entries(node.properties).map(([key, value]) => [required.has(key) ? key : `${key}?`, schemaSignature(value)]));
  }
  if (node.type === 'array' && isSchema(node.items)) {
    const item = schemaSignature(node.items);
    if (typeof item === 'string' && !item.includes(':')) return described(`${item}[]`);
    // A list of objects: [item], its own description (if any) as a last string item.
    return typeof node.description === 'string' && node.description ? [item, node.description] : [item];
  }
  if (Array.isArray(node.enum) && node.enum.every((v) => typeof v === 'string' && !v.includes('|'))) return described(node.enum.join('|'));
  if (typeof node.type === 'string' && !node.enum) return described(node.type);
  return node;
}

const SIGNATURE_KEYS = new Set(['type', 'properties', 'required', 'items', 'description', 'enum', 'additionalProperties']);

function isSchema(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
