import type { ChoiceOption } from '@/lib/db/schema';
import { said } from '@/lib/i18n';
import type { OdooClient } from '@/lib/odoo/client';
import type { FieldsMap } from '@/lib/odoo';
import type { Json } from '@/lib/db';
import { parseX2many, type X2manyCommand } from '@/lib/odoo/x2many';
import { applyEdits, EditRefused, editableFields, LINE_EDITS, valueIn, type CardEdits, type EditableField, type LinesInfo } from '@/lib/ops/card-edits';
import { findAction } from '@/lib/ops/actions';
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

/** The dialog a table row's button opens (its values are that dialog's fields), if it opens one. */
function dialogOf(model: string, method: string, major: number): string | undefined {
  const action = findAction(model, method, major);
  return action?.open?.wizard ?? Object.keys(action?.wizards ?? {})[0];
}

/** A many2one as read ([id, name] or {id, display_name}): its name. */
function recordName(value: Json): string | undefined {
  if (Array.isArray(value) && typeof value[1] === 'string') return value[1];
  if (value && typeof value === 'object' && !Array.isArray(value) && typeof value.display_name === 'string') return value.display_name;
  return undefined;
}

export function cardEditing(odoo: OdooClient, policy: ModelPolicy | undefined, signal: AbortSignal): CardEditing {
  const namesOf = async (relation: string, ids: number[]): Promise<Map<number, string>> => {
    assertModelAllowed(relation, 'read', policy);
    if (!ids.length) return new Map();
    const rows = await odoo.read(relation, [...new Set(ids)], ['display_name'], { signal });
    return new Map(rows.map((r) => [r.id, String(r.display_name ?? `#${r.id}`)]));
  };
  // The fields of each lines field the write adds or changes lines in, what each line is called and holds now.
  const fields = async (spec: WriteSpec) => {
    // A workflow button's values are its dialog's: offered with the dialog's fields.
    if (spec.kind === 'action') {
      if (!Object.keys(spec.values ?? {}).length) return [];
      const dialog = dialogOf(spec.model, spec.method, (await odoo.version()).major);
      return dialog ? editableFields(spec, await odoo.fields.getFields(dialog)) : [];
    }
    const own = await odoo.fields.getFields(spec.model);
    const lines: Record<string, LinesInfo> = {};
    if (spec.kind === 'create' || spec.kind === 'write') {
      for (const [name, value] of Object.entries(spec.values)) {
        const info = own[name];
        const commands = parseX2many(value);
        if (info?.type !== 'one2many' || !info.relation || !commands?.some((c) => c.op === 'create' || c.op === 'update')) continue;
        lines[name] = await linesInfo(info.relation, commands, await odoo.fields.getFields(info.relation));
      }
    }
    return editableFields(spec, own, lines, await odoo.version());
  };
  const linesInfo = async (relation: string, commands: X2manyCommand[], lineFields: FieldsMap): Promise<LinesInfo> => {
    const productModel = lineFields.product_id?.relation;
    const products = commands.flatMap((c) => (c.op === 'create' && typeof c.values.product_id === 'number' ? [c.values.product_id] : []));
    const productNames = productModel && products.length ? await namesOf(productModel, products).catch(() => new Map<number, string>()) : new Map<number, string>();
    // The lines the write changes, as they are: their product and the values the card offers.
    const updated = commands.flatMap((c) => (c.op === 'update' ? [c.id] : []));
    const offered = LINE_EDITS.filter((f) => f in lineFields);
    if (updated.length) assertModelAllowed(relation, 'read', policy);
    const rows = updated.length ? await odoo.read(relation, updated, [...offered, 'name'], { signal }).catch(() => []) : [];
    const held = new Map(rows.map((r) => [r.id, r]));
    const names: Record<number, string> = {};
    const now: Record<number, Record<string, Json>> = {};
    commands.forEach((c, index) => {
      const row = c.op === 'update' ? held.get(c.id) : undefined;
      if (row) now[index] = Object.fromEntries(offered.map((f) => [f, recordName(row[f] as Json) ?? (row[f] as Json)]));
      const name = row ? (recordName(row.product_id as Json) ?? row.name) : c.op === 'create' ? (productNames.get(c.values.product_id as number) ?? c.values.name) : undefined;
      if (typeof name === 'string' && name) names[index] = name.split('\n')[0]!.slice(0, 80);
    });
    return { fields: lineFields, names, now };
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
        const after = valueIn(spec, f) as number;
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
