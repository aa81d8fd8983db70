import { z } from 'zod';

// "Fill this form": the values go into the form the user is looking at, as edits the web client
// holds until the user saves (or discards) them; nothing is written to Odoo here. 16-19 keep a
// form's record in the action's form controller (owl tree under odoo.__WOWL_DEBUG__.root):
// `model.root` with `update(changes)` — 17-19 web/static/src/model/relational_model/record.js,
// 16 web/static/src/views/basic_relational_model.js (which hands them to the legacy model).
// Values take the web client's own shapes: many2one [id, name] on 16-17 and {id, display_name}
// from 19 (18 still keeps pairs: web/static/src/model/relational_model/utils.js); dates and datetimes as luxon DateTimes (luxon is the page's global on 16-19).

export type FillValue = string | number | boolean | { id: number; name: string } | null;

export interface FillRequest {
  model: string;
  values: Record<string, FillValue>;
  /** 19 takes many2one values as {id, display_name}, 16-18 as [id, name] pairs. */
  m2oObjects: boolean;
  /** The record's method saying a field is required now (versions.ts formRequired: 16 isRequired, 17+ _isRequired). */
  requiredBy: 'isRequired' | '_isRequired';
}

/** A field the form requires (the model's fields_get or the view's modifiers) that is shown, editable and still empty. */
export interface MissingField {
  name: string;
  label: string;
  type: string;
}

/** Runs in the page's main world (scripting.executeScript): self-contained, serialised into the page. */
export async function fillFormInPage(request: FillRequest): Promise<unknown> {
  type Node = { component?: Record<string, any>; children?: Record<string, Node> };
  const root = (window as any).odoo?.__WOWL_DEBUG__?.root as { __owl__?: Node } | undefined;
  if (!root?.__owl__) return { error: 'no_web_client' };
  const stack: Node[] = [root.__owl__];
  let record: any;
  let seen = 0;
  while (stack.length && seen++ < 5000) {
    const node = stack.shift()!;
    const candidate = node.component?.model?.root;
    if (candidate && typeof candidate.update === 'function' && !('selection' in candidate) && !node.component?.env?.inDialog) {
      record = candidate;
      break;
    }
    stack.unshift(...Object.values(node.children ?? {}));
  }
  if (!record) return { error: 'no_form' };
  if (record.resModel !== request.model) return { error: 'other_model', model: String(record.resModel) };
  if (!record.isNew || record.resId) return { error: 'not_new' };
  const luxon = (window as any).luxon;
  const changes: Record<string, unknown> = {};
  const skipped: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.values)) {
    const field = record.fields?.[name];
    if (!field || !record.activeFields?.[name]) {
      skipped[name] = 'not on this form';
      continue;
    }
    const readonly = typeof record.isReadonly === 'function' ? record.isReadonly(name) : typeof record._isReadonly === 'function' ? record._isReadonly(name) : false;
    if (readonly) {
      skipped[name] = 'read-only on this form';
      continue;
    }
    if (field.type === 'many2one') {
      const v = value as { id: number; name: string } | null;
      changes[name] = !v ? false : request.m2oObjects ? { id: v.id, display_name: v.name } : [v.id, v.name];
    } else if (field.type === 'date' || field.type === 'datetime') {
      if (!luxon?.DateTime) {
        skipped[name] = 'dates cannot be set on this page';
        continue;
      }
      const d = !value ? false : field.type === 'date'
        ? luxon.DateTime.fromISO(String(value))
        : luxon.DateTime.fromSQL(String(value), { zone: 'utc' }).setZone('default');
      if (d && !d.isValid) {
        skipped[name] = 'not a valid date';
        continue;
      }
      changes[name] = d;
    } else {
      changes[name] = value ?? false;
    }
  }
  if (Object.keys(changes).length) await record.update(changes);
  // What the form holds now, as text, so the answer says what the user will see.
  const shown = (v: unknown): string => {
    if (v === false || v === null || v === undefined) return '';
    if (Array.isArray(v)) return String(v[1] ?? v[0]);
    if (typeof v === 'object') {
      const o = v as Record<string, unknown>;
      if (typeof o.toISODate === 'function') return String((o as any).toISO?.({ suppressMilliseconds: true }) ?? (o as any).toISODate());
      return String(o.display_name ?? o.name ?? o.id ?? '');
    }
    return String(v);
  };
  const now: Record<string, string> = {};
  for (const name of Object.keys(changes)) now[name] = shown(record.data?.[name]);
  // What Save would still refuse: required here (model or view), on screen, editable, empty. As
  // Odoo's own check, numbers and booleans always count as set; lines are the user's to add.
  const missing: Array<{ name: string; label: string; type: string }> = [];
  const requiredNow = (name: string): boolean => {
    const check = record[request.requiredBy];
    return !!record.fields?.[name]?.required || (typeof check === 'function' && !!check.call(record, name));
  };
  const onScreen = (name: string): boolean =>
    [...document.querySelectorAll(`.o_form_renderer .o_field_widget[name="${CSS.escape(name)}"]`)].some((el) => (el as HTMLElement).getClientRects().length > 0);
  for (const name of Object.keys(record.activeFields ?? {})) {
    const field = record.fields?.[name];
    if (!field || ['boolean', 'integer', 'float', 'monetary', 'one2many', 'many2many', 'html', 'properties', 'json'].includes(field.type)) continue;
    if (shown(record.data?.[name]) !== '' || !requiredNow(name) || !onScreen(name)) continue;
    const readonly = typeof record.isReadonly === 'function' ? record.isReadonly(name) : typeof record._isReadonly === 'function' ? record._isReadonly(name) : false;
    if (!readonly) missing.push({ name, label: String(field.string ?? name), type: String(field.type) });
  }
  return { set: now, skipped, missing: missing.slice(0, 40) };
}

const Result = z.union([
  z.object({ error: z.enum(['no_web_client', 'no_form', 'other_model', 'not_new']), model: z.string().max(128).optional() }),
  z.object({
    set: z.record(z.string().max(128), z.string().max(2000)),
    skipped: z.record(z.string().max(128), z.string().max(200)),
    missing: z.array(z.object({ name: z.string().max(128), label: z.string().max(200), type: z.string().max(32) })).max(40).optional(),
  }),
]);
export type FillResult = z.infer<typeof Result>;

/** What the page reported, bounded; page data, never an instruction. */
export function parseFillResult(raw: unknown): FillResult {
  const parsed = Result.safeParse(raw);
  return parsed.success ? parsed.data : { error: 'no_form' };
}
