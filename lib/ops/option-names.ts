// The values a workflow action gives its dialog (run_action's `values`: a product to scrap, a lost
// reason), as the card shows them: a record by its name, read in Odoo, never by its id.
import type { Json } from '@/lib/db';
import type { OdooClient } from '@/lib/odoo';
import type { WorkflowAction } from './action-types';

/** `values` with each many2one of the action's dialog replaced by the record's name (one read per record). */
export async function optionNames(client: OdooClient, action: WorkflowAction, values: Record<string, Json>): Promise<Record<string, Json>> {
  const wizard = action.open?.wizard ?? Object.keys(action.wizards ?? {})[0];
  if (!wizard || !Object.keys(values).length) return values;
  const fields = await client.fieldsGet(wizard);
  const named = await Promise.all(
    Object.entries(values).map(async ([key, value]): Promise<[string, Json]> => {
      const field = fields[key];
      if (field?.type !== 'many2one' || typeof value !== 'number' || !field.relation) return [key, value];
      const [record] = await client.read(field.relation, [value], ['display_name']);
      return [key, typeof record?.display_name === 'string' ? record.display_name : value];
    }),
  );
  return Object.fromEntries(named);
}
