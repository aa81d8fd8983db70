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

/** JSON schema of what the model may send (fields with defaults are optional), compact. */
export function toInputSchema(input: z.ZodObject): Tool.InputSchema {
  const { $schema: _, ...schema } = z.toJSONSchema(input, { io: 'input', unrepresentable: 'any' }) as Record<string, unknown>;
  return tidy(schema) as Tool.InputSchema;
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
