import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineSkill, type Skill } from './define-skill';
import { schemaSignature, toInputSchema, toTools } from './to-tools';

const skill = (name: string, risk: Skill['risk']) =>
  defineSkill({
    name,
    description: `${name} does things.`,
    input: z.object({
      model: z.string().min(1).describe('Odoo model'),
      limit: z.number().int().min(1).max(50).default(20).describe('Default 20'),
      values: z.record(z.string(), z.unknown()).describe('Field values'),
      nested: z.object({ a: z.string().describe('A') }).optional().describe('Nested'),
    }),
    risk,
    execute: async () => ({}),
  }) as Skill;

const all = [skill('read_one', 'read'), skill('write_one', 'write'), skill('drop_one', 'destructive'), skill('read_two', 'read')];

describe('toTools', () => {
  it('turns exactly the skills it is given into tools, in order (the gate chose them)', () => {
    expect(toTools(all).map((t) => t.name)).toEqual(['read_one', 'write_one', 'drop_one', 'read_two']);
  });

  it('marks the last tool as the end of the cached prefix', () => {
    for (const offered of [all, all.slice(0, 2)]) {
      const tools = toTools(offered);
      expect(tools.at(-1)?.cache_control).toEqual({ type: 'ephemeral' });
      expect(tools.slice(0, -1).every((t) => t.cache_control === undefined)).toBe(true);
    }
  });

  it('keeps the description', () => {
    expect(toTools(all)[0]?.description).toBe('read_one does things.');
  });
});

describe('toInputSchema', () => {
  it('is compact: no $schema, bounds or defaults; closed objects; defaults optional', () => {
    expect(toInputSchema(all[0]!.input)).toEqual({
      type: 'object',
      properties: {
        model: { type: 'string', description: 'Odoo model' },
        limit: { type: 'integer', description: 'Default 20' },
        values: { type: 'object', description: 'Field values' },
        nested: { type: 'object', properties: { a: { type: 'string', description: 'A' } }, required: ['a'], additionalProperties: false, description: 'Nested' },
      },
      required: ['model', 'values'],
      additionalProperties: false,
    });
  });

  it('is made once per schema and frozen, so no turn can change what the next one offers', () => {
    const input = z.object({ model: z.string().describe('Odoo model') });
    const schema = toInputSchema(input);
    expect(toInputSchema(input)).toBe(schema);
    expect(Object.isFrozen(schema) && Object.isFrozen(schema.properties)).toBe(true);
    expect(toInputSchema(z.object({ model: z.string().describe('Odoo model') }))).not.toBe(schema); // another skill's, its own
  });

  it('keeps a property named like a dropped keyword', () => {
    const schema = toInputSchema(z.object({ default: z.string().describe('x'), pattern: z.string().describe('y') }));
    expect(Object.keys(schema.properties as object)).toEqual(['default', 'pattern']);
  });
});

describe('schemaSignature', () => {
  it('says an input in short: "key?" optional, type and description, enums as a|b, lists as type[] or [item]', () => {
    const input = z.object({
      model: z.string().describe('Odoo model'),
      ids: z.array(z.number().int()).describe('Record ids'),
      group_by: z.enum(['none', 'customer']).default('none').describe('Rows per'),
      rows: z.array(z.object({ product: z.string().describe('Name'), qty: z.number() })).describe('Rows'),
      archive: z.boolean().optional(),
    });
    expect(schemaSignature(toInputSchema(input))).toEqual({
      model: 'string: Odoo model',
      ids: 'integer[]: Record ids',
      'group_by?': 'none|customer: Rows per',
      rows: [{ product: 'string: Name', qty: 'number' }, 'Rows'],
      'archive?': 'boolean',
    });
  });

  it('keeps as JSON schema what a signature cannot say (an open map of values, a described object)', () => {
    const values = z.record(z.string(), z.union([z.string(), z.number()])).describe('Field values');
    const schema = toInputSchema(z.object({ values, nested: z.object({ a: z.string() }).describe('Nested') }));
    const sig = schemaSignature(schema) as Record<string, unknown>;
    expect(sig.values).toEqual((schema.properties as Record<string, unknown>).values);
    expect(sig.nested).toEqual((schema.properties as Record<string, unknown>).nested);
  });
});
