// Journal.preview: what a confirm card shows, from the write's plan (one read of the touched fields).
import type { Json } from '@/lib/db';
import { said, type Arg, type Said, type Text } from '@/lib/i18n';
import type { FieldInfo, FieldsMap, OdooClient } from '@/lib/odoo';
import { stateOf, stateValue, type WorkflowAction } from './actions';
import { idsOf } from './effects';
import { labelsOf, typesOf } from './io';
import { lineNotes, modelName, named, recipientsOf } from './preview-lines';
import { foresee } from './foresee';
import { isTimesheetLine, timesheetLabels, timesheetTypes } from './card-labels';
import { optionNames } from './option-names';
import type { Plan } from './plan';
import { hasModelWord, summarize } from './summary';
import type { FieldChange, WritePreview } from './types';
import { rowName } from './creates';
import { valuesFor } from './row-values';
import { valueEquals } from './values';

/**
 * What a confirm card shows, from the write's plan. Sentences are lib/i18n `said` values the panel
 * puts in the user's language; field labels, selection labels and Odoo's model name come from
 * Odoo, already in it. The plan's undo decision was made under the organisation's limits now.
 * `trailOn`: whether the trail in Odoo is on now, so the card says a note will be logged.
 */
export async function buildPreview(client: OdooClient, plan: Plan, trailOn?: () => Promise<boolean>): Promise<WritePreview> {
  const { spec, fields, before: read, undo } = plan;
  // What Odoo's form computes from the write, asked beside the card's own reads.
  const foreseen = foresee(client, plan);
  // A note is logged when the trail is on and the record has a chatter (a message or a deletion logs none).
  const noted = spec.kind !== 'message' && spec.kind !== 'unlink' && !!fields.message_ids && trailOn ? trailOn().catch(() => false) : undefined;
  // Odoo's name of a model Weft has no word for ("Helpdesk Ticket" rather than helpdesk.ticket).
  const modelTitle = hasModelWord(spec.model) ? undefined : await modelName(client, spec.model);
  // Odoo's labels, with the card's own words where Odoo's say nothing of the value (a timesheet's hours).
  const labels: Record<string, Text> = { ...labelsOf(fields), ...timesheetLabels(spec, await client.version(), plan.before.values) };
  // A timesheet's time as hours and minutes, as Odoo's timesheet views write it.
  const ownTypes = timesheetTypes(spec, plan.before.values);
  // What the records are in words, where Odoo's model name says less: a timesheet, not an "Analytic Line" (as Changes titles it).
  const kind = isTimesheetLine(spec, plan.before.values) ? 'timesheet' : undefined;
  const shown = (name: string, value: Json) => selectionLabel(fields[name], value);
  const finish = async (changes: FieldChange[], names: Arg[], fieldLabels: Arg[]): Promise<WritePreview> => {
    const consequences = await foreseen;
    return {
      spec,
      changes: changes.map((c) => (ownTypes[c.field] ? { ...c, type: ownTypes[c.field] } : c)),
      undoable: undo.undoable,
      ...(undo.reason ? { notUndoableReason: undo.reason } : {}),
      ...(undo.note ? { undoNote: undo.note } : {}),
      summary: consequences?.title ?? summarize(spec, names, spec.kind === 'write' ? fieldLabels : [], plan.effects, modelTitle, consequences?.kind ?? kind),
      ...(consequences ? { consequences } : {}),
      ...((await noted) ? { trail: true } : {}),
    };
  };

  // A new record's values, shown alone (no "before"); `row`: its place in a set of creates.
  const created = async (values: Record<string, Json>, name: string, row?: number): Promise<FieldChange[]> => {
    const changes: FieldChange[] = [];
    const at = row ? { row } : {};
    for (const [field, after] of Object.entries(values)) {
      const info = fields[field];
      if (info?.type === 'one2many' || info?.type === 'many2many') {
        for (const note of await lineNotes(client, info, after, [])) changes.push({ ...change(null, name, field, labels, null, null), note, ...at });
      } else changes.push({ ...typed(change(null, name, field, labels, null, shown(field, await named(client, info, after))), info), ...at });
    }
    return changes;
  };
  if (spec.kind === 'create') {
    // No name yet: the card says "New record".
    const name = typeof spec.values.name === 'string' ? spec.values.name : '';
    return finish(await created(spec.values, name), [name], []);
  }
  if (spec.kind === 'creates') {
    const names = spec.rows.map((row, i) => rowName(row, i + 1, spec.model));
    const changes: FieldChange[] = [];
    // The table names each row (change-set-table.tsx); a change's own name is its text, if it has one.
    for (const [i, row] of spec.rows.entries()) changes.push(...(await created(row, typeof names[i] === 'string' ? names[i] : '', i + 1)));
    return finish(changes, names, []);
  }

  // An unlink shows the record, not its fields; a workflow action also the fields its table row names.
  const types = typesOf(fields);
  const changes: FieldChange[] = [];
  const options = spec.kind === 'action' && plan.action ? await optionNames(client, plan.action, spec.values ?? {}) : {};
  for (const id of spec.ids) {
    const before = read.values[id] ?? {};
    const name = read.names[id] ?? `#${id}`;
    const currency = currencyOf(before.currency_id);
    const add = (field: string, from: Json, to: Json) => changes.push(typed(change(id, name, field, labels, shown(field, from), shown(field, to)), fields[field], currency));
    switch (spec.kind) {
      case 'write':
        // A set edited per row: each record with its own values.
        for (const [field, after] of Object.entries(valuesFor(spec, id))) {
          const info = fields[field];
          if (info?.type === 'one2many' || info?.type === 'many2many') {
            for (const note of await lineNotes(client, info, after, idsOf(before[field]))) changes.push({ ...change(id, name, field, labels, null, null), note });
          } else if (!valueEquals(before[field], after, types[field])) add(field, before[field] ?? false, await named(client, info, after));
        }
        break;
      case 'archive':
      case 'unarchive':
        add('active', before.active ?? false, spec.kind === 'unarchive');
        break;
      case 'unlink':
        changes.push({ recordId: id, displayName: name, field: 'id', label: said('ops.label.record'), before: name, after: null });
        break;
      case 'action':
        changes.push(...actionChanges(plan.action!, options, id, name, before, fields, currency));
        break;
      case 'message': {
        changes.push({ recordId: id, displayName: name, field: 'body', label: said(spec.internal ? 'ops.label.note' : 'ops.label.message'), before: null, after: spec.body, note: spec.body });
        if (spec.internal) break;
        const recipients = await recipientsOf(client, spec.model, id);
        const recipient = (note: Text) => changes.push({ recordId: id, displayName: name, field: 'recipient', label: said('ops.label.emailedTo'), before: null, after: null, note });
        for (const r of recipients) {
          const who = r.email ? `${r.name} <${r.email}>` : said('ops.recipient.noEmail', { name: r.name });
          recipient(r.outside ? said('ops.recipient.outside', { who }) : who);
        }
        if (!recipients.length) recipient(said('ops.recipient.none'));
        break;
      }
    }
  }
  // Archiving writes `active`: the heading's verb says it, so it is not listed as a field.
  const archives = plan.effects.some((e) => e === 'archive' || e === 'unarchive');
  // Odoo's labels and Weft's own words (a timesheet's "Hours Spent"), each once.
  const changedLabels = [...new Map(changes.filter((c) => !(archives && c.field === 'active')).map((c) => [JSON.stringify(c.label), c.label as Arg])).values()];
  return finish(changes, spec.ids.map((id) => read.names[id] ?? `#${id}`), changedLabels);
}

/**
 * What a workflow action shows per record: where it goes (or what it creates), the values set in
 * its dialog, and the fields the table names, as they are now.
 */
function actionChanges(action: WorkflowAction, values: Record<string, Json>, id: number, name: string, before: Record<string, Json>, fields: FieldsMap, currency?: string): FieldChange[] {
  const labels = labelsOf(fields);
  const field = action.stateField ?? 'state';
  const out: FieldChange[] = [];
  const now = stateOf(action, before);
  const next = action.to.includes(now) ? now : action.to[0];
  if (next !== undefined && field in fields) {
    out.push(change(id, name, field, labels, selectionLabel(fields[field], before[field] ?? false), selectionLabel(fields[field], stateValue(next, fields[field]?.type))));
  }
  const note = (label: Text, text: Text) => out.push({ recordId: id, displayName: name, field: 'action', label, before: null, after: null, note: text });
  if (action.creates) note(said('ops.label.creates'), CREATES[action.creates.label] ?? action.creates.label);
  if (action.risk === 'sends') note(said('ops.label.sends'), said('ops.sends.quotation'));
  for (const [key, value] of Object.entries(values)) note(OPTIONS[key] ?? action.options?.[key] ?? key, optionValue(key, value, currency));
  for (const shown of action.show ?? []) {
    if (!(shown in fields) || shown === field) continue;
    const value = before[shown];
    if (typeof value === 'number' && fields[shown]?.type === 'monetary') {
      note(labels[shown] ?? shown, said('ops.value', { value: { amount: value, ...(currency ? { currency } : {}) } }));
      continue;
    }
    // A day or a moment in the user's locale (a manufacturing order's start), as the card's other values.
    if (typeof value === 'string' && value && (fields[shown]?.type === 'date' || fields[shown]?.type === 'datetime')) {
      note(labels[shown] ?? shown, said('ops.value', { value: fields[shown]?.type === 'date' ? { date: value } : { dateTime: value } }));
      continue;
    }
    const text = Array.isArray(value) ? String(value[1] ?? value[0]) : value && typeof value === 'object' && 'display_name' in value ? String(value.display_name) : String(selectionLabel(fields[shown], value ?? false) || '—');
    note(labels[shown] ?? shown, text);
  }
  return out;
}

// What an action creates, by the label its table row gives it; the dialog values it takes, by key.
const CREATES: Record<string, Said> = { Invoice: said('ops.creates.invoice'), 'Down Payment Invoice': said('ops.creates.downPayment'), 'Credit Note': said('ops.creates.creditNote'), Payment: said('ops.creates.payment'), Return: said('ops.creates.return'), Unbuild: said('ops.creates.unbuild'), Scrap: said('ops.creates.scrap') };
const OPTIONS: Record<string, Said> = {
  reason: said('ops.option.reason'), lost_reason_id: said('ops.option.lost_reason_id'), lost_feedback: said('ops.option.lost_feedback'),
  product_id: said('ops.option.product_id'), scrap_qty: said('ops.option.scrap_qty'),
  advance_payment_method: said('ops.option.advance_payment_method'), amount: said('ops.option.amount'), fixed_amount: said('ops.option.fixed_amount'),
};
// A dialog value in words: a down payment's kind, its amount in the order's currency.
const OPTION_VALUES: Record<string, Said> = { percentage: said('ops.option.percentage'), fixed: said('ops.option.fixed') };
function optionValue(key: string, value: Json, currency?: string): Text {
  if (key === 'advance_payment_method' && typeof value === 'string' && OPTION_VALUES[value]) return OPTION_VALUES[value];
  if (key === 'fixed_amount' && typeof value === 'number') return said('ops.value', { value: { amount: value, ...(currency ? { currency } : {}) } });
  if (key === 'amount' && typeof value === 'number') return said('ops.option.percent', { percent: value });
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** The ISO code of a many2one to res.currency as Odoo reads it ({id, display_name} or [id, name]). */
function currencyOf(value: Json | undefined): string | undefined {
  const name = Array.isArray(value) ? value[1] : value && typeof value === 'object' && 'display_name' in value ? value.display_name : undefined;
  return typeof name === 'string' && /^[A-Z]{3}$/.test(name) ? name : undefined;
}

/** The field's type (and the record's currency for money), so the card formats the value in the user's locale. */
function typed(c: FieldChange, info: FieldInfo | undefined, currency?: string): FieldChange {
  if (!info || !['date', 'datetime', 'monetary', 'float', 'integer'].includes(info.type)) return c;
  return { ...c, type: info.type, ...(info.type === 'monetary' && currency ? { currency } : {}) };
}

function change(recordId: number | null, displayName: string, field: string, labels: Record<string, Text>, before: Json, after: Json): FieldChange {
  return { recordId, displayName, field, label: labels[field] ?? field, before, after };
}

/** A selection key as the user sees it ('sale' -> 'Sales Order'); other values as they are. */
function selectionLabel(field: FieldInfo | undefined, value: Json): Json {
  if (field?.type !== 'selection' || typeof value !== 'string') return value;
  return field.selection?.find(([key]) => key === value)?.[1] ?? value;
}
