// What a write does to Odoo, decided from the write itself and Odoo's fields, never from the skill
// that asks for it: `update_records` with `active: false` archives, `order_line: [[5]]` removes
// every line. The permission gate decides by these effects and the confirm card names them.
import type { Json } from '@/lib/db';
import type { FieldInfo, FieldsMap, OdooClient } from '@/lib/odoo';
import { parseX2many, type X2manyCommand } from '@/lib/odoo/x2many';
import { actionsFor, WORKFLOW_ACTIONS, type WorkflowAction } from './actions';
import type { WriteSpec } from './types';
import { createRows } from './creates';
import { said, type Said } from '@/lib/i18n';

export const EFFECTS = [
  /** Plain field values on existing records. */
  'edit',
  /** A new record (with its own new lines). */
  'create',
  /** New lines, or links added to a many2many. */
  'add-lines',
  /** Values changed on existing lines of the record. */
  'edit-lines',
  /** Links removed from a many2many (commands 3, 5, and 6 that drops ids): the records stay. */
  'remove-lines',
  /**
   * Line records deleted in Odoo: a one2many's lines removed (command 2; and 3, 5, or 6 dropping
   * ids, which delete lines that cannot live without their record, such as order lines; fields_get
   * does not say which, so every one2many removal counts), or many2many command 2 (delete).
   */
  'delete-lines',
  /** Records taken from another parent into this one (one2many link), or edited through it. */
  'move-lines',
  'archive',
  'unarchive',
  'delete',
  /** A workflow button (confirm, cancel, post...). */
  'workflow',
  /** An internal note in the chatter: no one is notified outside the company's users. */
  'note',
  /** A message e-mailed to the record's followers. */
  'message',
] as const;
export type Effect = (typeof EFFECTS)[number];

/** What the organisation's policy adds to the permission mode (lib/settings/policy.ts applies it). */
export interface GateLimits {
  /** No deletion of Odoo records or lines, even when the user would confirm, and none by undo. */
  neverDelete?: boolean;
  /** The most records one change may touch (lib/ops/change-set.ts overCap). */
  maxChangeSet?: number;
  /** The only workflow buttons Weft may press (method, or model.method); [] none; absent, all. */
  workflowActions?: readonly string[];
  /** false: no message that e-mails people (a message to followers, a button that sends one). */
  emailPeople?: boolean;
}

/** What "never delete" refuses: deleting records, and deleting lines through their record. */
export const DELETING_EFFECTS: readonly Effect[] = ['delete', 'delete-lines'];

/**
 * The one rule for effects refused whatever the user answers: the permission gate (lib/agent/gate.ts)
 * asks it of every write, and the undo of a write (lib/ops/undo-deletes.ts) of what it would delete.
 */
export const refusedEffects = (limits: GateLimits = {}): ReadonlySet<Effect> =>
  new Set<Effect>([
    ...(limits.neverDelete ? DELETING_EFFECTS : []),
    ...(limits.emailPeople === false ? (['message'] as const) : []),
    ...(limits.workflowActions?.length === 0 ? (['workflow'] as const) : []),
  ]);

/** Ids currently linked through x2many fields (union over the records written), by field. */
export type LinkedIds = Record<string, number[]>;

const X2MANY = new Set(['one2many', 'many2many']);
const isX2many = (f: FieldInfo | undefined): f is FieldInfo => !!f && X2MANY.has(f.type);

/** Every effect of a write, in a stable order, without duplicates; `action`: the plan's row for an 'action' spec. */
export function effectsOf(spec: WriteSpec, fields: FieldsMap, linked: LinkedIds = {}, action?: WorkflowAction): Effect[] {
  const found = new Set<Effect>();
  switch (spec.kind) {
    case 'archive':
    case 'unarchive':
      found.add(spec.kind);
      break;
    case 'unlink':
      found.add('delete');
      break;
    case 'action':
      found.add('workflow');
      // Sending a quotation e-mails the customer: the gate treats it as a message, not only a button.
      if (action?.risk === 'sends') found.add('message');
      break;
    case 'message':
      found.add(spec.internal ? 'note' : 'message');
      break;
    case 'creates':
      for (const row of createRows(spec)) for (const e of effectsOf(row, fields, linked, action)) found.add(e);
      break;
    case 'create':
      found.add('create');
      for (const [name, value] of Object.entries(spec.values)) {
        // A new record's lines are its own, except commands that reach records that already exist.
        if (isX2many(fields[name])) for (const e of lineEffects(value, fields[name], [])) found.add(e === 'edit-lines' ? 'move-lines' : e);
      }
      break;
    case 'write':
      for (const [name, value] of Object.entries(spec.values)) {
        if (name === 'active' && fields.active?.type === 'boolean') found.add(value ? 'unarchive' : 'archive');
        else if (isX2many(fields[name])) for (const e of lineEffects(value, fields[name], linked[name])) found.add(e);
        else found.add('edit');
      }
      break;
  }
  return EFFECTS.filter((e) => found.has(e));
}

/**
 * An x2many value as commands (lib/odoo/x2many.ts, the one parser); undefined when it is not a
 * list. An empty list is judged as "set none", as before the parser: the cautious reading.
 */
export function commandsOf(value: unknown): X2manyCommand[] | undefined {
  return Array.isArray(value) && !value.length ? [{ op: 'set', ids: [] }] : parseX2many(value);
}

function lineEffects(value: Json | undefined, field: FieldInfo, current: number[] | undefined): Effect[] {
  const commands = commandsOf(value);
  // Anything but a command list (false, a bare id) is not something Weft can read: judge it the worst.
  if (!commands) return ['delete-lines'];
  const many2many = field.type === 'many2many';
  // Unlinking from a many2many keeps the records; from a one2many it may delete them.
  const removal: Effect = many2many ? 'remove-lines' : 'delete-lines';
  const out: Effect[] = [];
  for (const command of commands) {
    if (command.op === 'create') out.push('add-lines');
    else if (command.op === 'update') out.push('edit-lines');
    else if (command.op === 'delete') out.push('delete-lines');
    else if (command.op === 'unlink' || command.op === 'clear') out.push(removal);
    else if (command.op === 'link') out.push(many2many ? 'add-lines' : 'move-lines');
    else if (command.op === 'set') {
      // Without the current ids a replacement may drop any of them.
      if (!current || current.some((x) => !command.ids.includes(x))) out.push(removal);
      if (command.ids.some((x) => !current?.includes(x))) out.push(many2many ? 'add-lines' : 'move-lines');
    } else out.push('delete-lines');
  }
  return out;
}

/**
 * Fields that Odoo's buttons drive: read-only selection fields named `state` or `…_state`
 * (sales and purchase orders, invoices and bills, pickings, payments). Writing one skips what the
 * button does (pickings, journal entries, sequence numbers). A lead's stage is a many2one, and a
 * task's state is editable in the form, so both stay data. Odoo 16 also marks selection fields
 * such as `picking_policy` read-only (editable in draft), hence the name. Unstored ones
 * (`activity_state`) are computed on read and are nothing to write.
 */
export function workflowFields(fields: FieldsMap): string[] {
  return Object.entries(fields)
    .filter(([name, f]) => f.type === 'selection' && f.readonly === true && f.store !== false && (name === 'state' || name.endsWith('_state')))
    .map(([name]) => name);
}

/** The workflow fields a write sets (for a create: to a value other than Odoo's default). */
export function workflowFieldsSet(spec: WriteSpec, fields: FieldsMap, defaults: Record<string, Json> = {}): string[] {
  if (spec.kind !== 'write' && spec.kind !== 'create') return [];
  const workflow = workflowFields(fields);
  return Object.keys(spec.values).filter((name) => workflow.includes(name) && (spec.kind === 'write' || defaults[name] !== spec.values[name]));
}

/** The tool error for a workflow field: which button does it properly. */
export function workflowFieldMessage(spec: Extract<WriteSpec, { kind: 'write' | 'create' }>, fields: FieldsMap, names: string[]): string {
  const parts = names.map((name) => {
    const label = fields[name]?.string || name;
    const wanted = spec.values[name];
    const buttons = WORKFLOW_ACTIONS.filter((a) => a.model === spec.model && (a.stateField ?? 'state') === name && a.to.includes(String(wanted)));
    const others = actionsFor(spec.model);
    // run_action is found on demand: say how to call it, with the buttons it may press.
    const run = (ids: string) => `press its button with run_skill {"name": "run_action", "input": {"model": "${spec.model}", "ids": ${ids}, "method": "<method>"}}`;
    const ids = 'ids' in spec ? JSON.stringify(spec.ids) : '[<the new id>]';
    const how = buttons.length || others.length
      ? `${run(ids)}, method one of: ${(buttons.length ? buttons : others).map((a) => `${a.method} (${a.label})`).join(', ')}`
      : 'ask the user to press the button in Odoo';
    const what = `${label} ('${name}') is set by Odoo's workflow buttons, not written as data`;
    return spec.kind === 'create'
      ? `${what}. Create the record without it (Odoo starts it in its initial state), then ${how}.`
      : `${what}; to change it, ${how}.`;
  });
  return `${parts.join(' ')}${spec.kind === 'write' ? ' Nothing was written.' : ' Nothing was created.'}`;
}

/**
 * Refuses a write of a workflow field in every mode, with the button to use instead (the tool error
 * says it). A create is read against Odoo's defaults (its initial state may be sent as it is).
 */
export async function refuseWorkflowFields(client: OdooClient, spec: Extract<WriteSpec, { kind: 'write' | 'create' }>, fields: FieldsMap): Promise<void> {
  const workflow = workflowFields(fields).filter((name) => name in spec.values);
  if (!workflow.length) return;
  const defaults = spec.kind === 'create' ? await client.callKw<Record<string, Json>>(spec.model, 'default_get', [workflow]) : {};
  const set = workflowFieldsSet(spec, fields, defaults);
  if (set.length) throw new WorkflowFieldError(workflowFieldMessage(spec, fields, set));
}

/** Ids the records link through x2many fields now, by field (what a [6, 0, ids] drops). */
export function linkedIds(values: Record<number, Record<string, Json>>): LinkedIds {
  const linked: LinkedIds = {};
  for (const record of Object.values(values)) for (const [f, v] of Object.entries(record)) if (Array.isArray(v)) linked[f] = [...(linked[f] ?? []), ...idsOf(v)];
  return linked;
}

/** Ids in an x2many value as Odoo reads it ([1, 2] or [{id: 1}, ...]). */
export const idsOf = (value: unknown): number[] =>
  Array.isArray(value) ? value.map((v) => (typeof v === 'number' ? v : typeof v === 'object' && v && 'id' in v ? Number(v.id) : NaN)).filter(Number.isInteger) : [];

/** A write of a workflow-managed field: refused whatever the mode, with the button to use. */
export class WorkflowFieldError extends Error {
  override readonly name = 'WorkflowFieldError';
}

/**
 * Why the journal's undo cannot give back what a write does to lines, if it cannot: undo restores
 * a record's fields (and which lines it links), not lines that Odoo deleted, nor values inside
 * lines, nor lines taken from another record.
 */
export function linesUndoProblem(spec: WriteSpec, fields: FieldsMap, linked: LinkedIds = {}): Said[] | undefined {
  if (spec.kind !== 'write' && spec.kind !== 'create') return undefined;
  const problems = new Map<string, Said>();
  const add = (problem: Said) => problems.set(JSON.stringify(problem), problem);
  for (const [name, value] of Object.entries(spec.values)) {
    const field = fields[name];
    if (!isX2many(field)) continue;
    const effects = lineEffects(value, field, spec.kind === 'create' ? [] : linked[name]);
    const label = field.string || name;
    if (field.type === 'one2many' && effects.includes('delete-lines')) add(said('ops.lines.removed', { label }));
    // Edits of a record's own lines are journaled per line and restored (lib/ops/lines); a many2many's
    // "lines" are records of their own, shared with others.
    if (effects.includes('edit-lines') && (spec.kind === 'create' || field.type !== 'one2many')) {
      add(spec.kind === 'create' ? said('ops.lines.others') : said('ops.lines.inside', { label }));
    }
    if (effects.includes('move-lines')) add(said('ops.lines.moved', { label }));
  }
  return problems.size ? [...problems.values()] : undefined;
}
