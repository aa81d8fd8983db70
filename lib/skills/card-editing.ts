import type { ChoiceOption } from '@/lib/db/schema';
import { said } from '@/lib/i18n';
import type { OdooClient } from '@/lib/odoo/client';
import { applyEdits, EditRefused, editableFields, type CardEdits, type EditableField } from '@/lib/ops/card-edits';
import type { WriteSpec } from '@/lib/ops/types';
import { recordOptions } from './choose';
import { checkWrite } from './guarded-context';
import { assertModelAllowed, type ModelPolicy } from './guards';

// Edit before Approve, on Odoo's side: what a card offers (from fields_get), the edited write put
// through the same checks as the model's (guarded-context checkWrite), and records found by name
// for a record field, as find_by_name's question shows them (lib/skills/choose.ts).

const FOUND = 8;

export interface CardEditing {
  /** The values of this write the card lets the user change. */
  fields(spec: WriteSpec): Promise<EditableField[]>;
  /**
   * The proposed write with the user's values, checked as a skill's write is; a picked record must
   * exist and be readable. `names`: the records before and after, by 'from:field' / 'to:field'.
   */
  edited(proposed: WriteSpec, edits: CardEdits): Promise<{ spec: WriteSpec; names: Record<string, string> }>;
  /** Records of a record field's model named like `name`, with what tells them apart. */
  find(proposed: WriteSpec, field: string, name: string): Promise<ChoiceOption[]>;
}

export function cardEditing(odoo: OdooClient, policy: ModelPolicy | undefined, signal: AbortSignal): CardEditing {
  const fields = async (spec: WriteSpec) => editableFields(spec, await odoo.fields.getFields(spec.model));
  const namesOf = async (relation: string, ids: number[]): Promise<Map<number, string>> => {
    assertModelAllowed(relation, 'read', policy);
    const rows = await odoo.read(relation, [...new Set(ids)], ['display_name'], { signal });
    return new Map(rows.map((r) => [r.id, String(r.display_name ?? `#${r.id}`)]));
  };
  return {
    fields,
    async edited(proposed, edits) {
      const offered = await fields(proposed);
      const spec = applyEdits(proposed, edits, offered);
      await checkWrite(odoo, spec, policy);
      const names: Record<string, string> = {};
      for (const f of offered) {
        if (f.kind !== 'record' || !f.relation || !(f.field in edits)) continue;
        const before = typeof f.value === 'number' ? f.value : undefined;
        const after = spec.values[f.field] as number;
        const found = await namesOf(f.relation, before ? [before, after] : [after]);
        if (!found.has(after)) throw new EditRefused(said('cards.refused.record', { label: f.label }));
        names[`to:${f.field}`] = found.get(after)!;
        if (before && found.has(before)) names[`from:${f.field}`] = found.get(before)!;
      }
      return { spec, names };
    },
    async find(proposed, field, name) {
      const offered = (await fields(proposed)).find((f) => f.field === field);
      if (offered?.kind !== 'record' || !offered.relation) throw new EditRefused(said('cards.refused.field', { field }));
      assertModelAllowed(offered.relation, 'read', policy);
      const found = await odoo.nameSearch(offered.relation, name, { limit: FOUND }, { signal });
      return found.length ? recordOptions(odoo, offered.relation, found.map((r) => r.id), signal) : [];
    },
  };
}
