import { z } from 'zod';
import type { Json } from '@/lib/db';
import { lineColumns, MAX_ROWS, odooData, recordObject, toTable } from '@/lib/skills/compact';
import { defineSkill } from '@/lib/skills/define-skill';
import { lineTables, readableFields, readableLines } from '@/lib/skills/guarded-context';
import { linesInput, modelInput } from '@/lib/skills/inputs';

export default defineSkill({
  name: 'read_record',
  description: 'Read given records by id.',
  terms: {
    en: 'read, details of, show the record, look at the order, fields of a record',
    fr: 'lire, détails de, afficher la fiche, voir la commande',
    es: 'leer, detalles de, ver el registro, ver el pedido',
    de: 'lesen, Details von, Datensatz anzeigen, Auftrag ansehen',
    nl: 'lezen, details van, record bekijken, order bekijken',
  },
  input: z.object({
    model: modelInput,
    ids: z.array(z.number().int().positive()).min(1).max(20).describe('Record ids'),
    fields: z.array(z.string()).optional().describe('Default: key fields'),
    lines: linesInput.optional(),
  }),
  risk: 'read',
  core: true,
  async execute({ model, ids, fields, lines }, { odoo, signal }) {
    const names = await readableFields(odoo, model, fields, 12);
    const checked = lines && (await readableLines(odoo, model, lines));
    const records = await odoo.read(model, ids, names, { signal }, checked);
    const info = await odoo.fields.getFields(model);
    const tables = await lineTables(odoo, model, checked);
    const found = new Set(records.map((r) => r.id));
    const missing = ids.filter((id) => !found.has(id));
    const body = records.length === 1 && records[0] ? { record: recordObject(records[0], names, info, tables) } : toTable(records, names, info, MAX_ROWS, tables);
    const nested: Record<string, Json> = checked ? { line_columns: lineColumns(tables) } : {};
    return { ...odooData(model, { ...body, ...nested, ...(missing.length ? { missing } : {}) }), found: records.length };
  },
  summary: ({ model, ids }, out) => `Read ${out.found} of ${ids.length} ${model}`,
});
