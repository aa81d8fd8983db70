// The names Changes gives the records a write linked or unlinked (link-changes.ts says them).
import type { FieldsMap, OdooClient } from '@/lib/odoo';
import { linkDiff } from './link-changes';
import { namesOf } from './preview-lines';
import type { RecordValues } from './types';

/**
 * The names of the records the write linked to or unlinked from the records through many2many
 * fields, per field, read after the write (one call per field that moved; cached per session).
 */
export async function linkNames(client: OdooClient, fields: FieldsMap, before: RecordValues, after: RecordValues): Promise<Record<string, Record<number, string>>> {
  const out: Record<string, Record<number, string>> = {};
  for (const [name, field] of Object.entries(fields)) {
    if (field.type !== 'many2many' || !field.relation) continue;
    const ids = [...new Set(Object.keys(after).flatMap((id) => {
      const { added, removed } = linkDiff(before[Number(id)]?.[name], after[Number(id)]?.[name]);
      return [...added, ...removed];
    }))];
    if (ids.length) out[name] = await namesOf(client, field.relation, ids);
  }
  return out;
}
