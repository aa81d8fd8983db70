import { z } from 'zod';

// Input fields shared by the generic skills: one wording, so the tool list stays short and
// consistent for the model.

export const modelInput = z.string().min(1).describe('Odoo model');
export const domainInput = z.array(z.unknown()).describe('Odoo domain');
export const idsInput = z.array(z.number().int().positive()).min(1).max(100).describe('Record ids');
export const valuesInput = z
  .record(z.string(), z.unknown())
  .describe('Field values (many2one: id)');
/** x2many fields read with the records in the same call (17+), e.g. an order with its lines. */
export const linesInput = z
  .record(z.string(), z.array(z.string()).max(12))
  .refine((lines) => Object.keys(lines).length <= 3, 'At most 3 line fields')
  .describe('x2many field -> its fields, read along');
