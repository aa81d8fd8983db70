// Journal.preview: what a confirm card shows, from one read of exactly the touched fields.
import type { Json } from '@/lib/db';
import type { FieldInfo, FieldsMap, OdooClient } from '@/lib/odoo';
import { findAction, stateOf, stateValue, type WorkflowAction } from './actions';
import { effectsOf, idsOf, type GateLimits, type LinkedIds } from './effects';
import { labelsOf, lostOnUnlink, missingError, readValues, typesOf } from './io';
import { lineNotes, modelName, named, recipientsOf } from './preview-lines';
import { assertSpec, decideUndo, fieldsToRead } from './plan';
import { modelLabel, newRecordName, summarize } from './summary';
import type { FieldChange, WritePreview, WriteSpec } from './types';
import { valueEquals } from './values';

/** `limits`: the organisation's now (under "never delete", the card says undo archives, or cannot). */
export async function buildPreview(client: OdooClient, spec: WriteSpec, limits?: GateLimits): Promise<WritePreview> {
  const preview = await describe(client, spec, limits);
  if (modelLabel(spec.model) !== spec.model) return preview;
  const name = await modelName(client, spec.model);
  return name ? { ...preview, summary: preview.summary.split(spec.model).join(name) } : preview;
}

async function describe(client: OdooClient, spec: WriteSpec, limits?: GateLimits): Promise<WritePreview> {
  const fields = await client.fieldsGet(spec.model);
  const major = (await client.version()).major;
  assertSpec(spec, fields, major);
  if (spec.kind === 'create' || spec.kind === 'write') await client.fields.assertFields(spec.model, Object.keys(spec.values));
  const labels = labelsOf(fields);
  const shown = (name: string, value: Json) => selectionLabel(fields[name], value);

  if (spec.kind === 'create') {
    const name = newRecordName(spec.model, spec.values);
    const changes: FieldChange[] = [];
    for (const [field, after] of Object.entries(spec.values)) {
      const info = fields[field];
      if (info?.type === 'one2many' || info?.type === 'many2many') {
        for (const note of await lineNotes(client, info, after, [])) changes.push({ ...change(null, name, field, labels, null, null), note });
      } else changes.push(change(null, name, field, labels, null, shown(field, await named(client, info, after))));
    }
    return finish(spec, changes, decideUndo(spec, {}, fields, major, limits), [name], [], effectsOf(spec, fields));
  }

  // An unlink shows the record, not its fields; what is read is what undo could not bring back.
  // A workflow action also shows the fields its table row names (customer, amount).
  const showFields = spec.kind === 'action' ? (findAction(spec.model, spec.method, major)?.show ?? []).filter((f) => f in fields) : [];
  const toRead = spec.kind === 'unlink' ? lostOnUnlink(fields) : [...new Set([...fieldsToRead(spec, fields, major), ...showFields])];
  const read = await readValues(client, spec.model, spec.ids, toRead);
  if (read.missing.length) throw missingError(spec.model, read.missing);
  const types = typesOf(fields);
  const changes: FieldChange[] = [];
  for (const id of spec.ids) {
    const before = read.values[id] ?? {};
    const name = read.names[id] ?? `#${id}`;
    const add = (field: string, from: Json, to: Json) => changes.push(change(id, name, field, labels, shown(field, from), shown(field, to)));
    switch (spec.kind) {
      case 'write':
        for (const [field, after] of Object.entries(spec.values)) {
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
        changes.push({ recordId: id, displayName: name, field: 'id', label: 'Record', before: name, after: null });
        break;
      case 'action':
        changes.push(...actionChanges(findAction(spec.model, spec.method, major)!, spec.values ?? {}, id, name, before, fields));
        break;
      case 'message': {
        changes.push({ recordId: id, displayName: name, field: 'body', label: spec.internal ? 'Internal note' : 'Message to followers', before: null, after: spec.body, note: spec.body });
        if (spec.internal) break;
        const recipients = await recipientsOf(client, spec.model, id);
        const recipient = (note: string) => changes.push({ recordId: id, displayName: name, field: 'recipient', label: 'E-mailed to', before: null, after: null, note });
        for (const r of recipients) recipient(`${r.name}${r.email ? ` <${r.email}>` : ' (no e-mail address)'}${r.outside ? ' · outside your company' : ''}`);
        if (!recipients.length) recipient('No followers: the message is posted but e-mailed to no one.');
        break;
      }
    }
  }
  const changedLabels = [...new Set(changes.map((c) => c.label))];
  const linked: LinkedIds = {};
  for (const values of Object.values(read.values)) for (const [field, value] of Object.entries(values)) if (Array.isArray(value)) linked[field] = [...(linked[field] ?? []), ...idsOf(value)];
  const undo = decideUndo(spec, read.values, fields, major, limits);
  const names = spec.ids.map((id) => read.names[id] ?? `#${id}`);
  return finish(spec, changes, undo, names, changedLabels, effectsOf(spec, fields, linked));
}

/**
 * What a workflow action shows per record: where it goes (or what it creates), the values set in
 * its dialog, and the fields the table names, as they are now.
 */
function actionChanges(action: WorkflowAction, values: Record<string, Json>, id: number, name: string, before: Record<string, Json>, fields: FieldsMap): FieldChange[] {
  const labels = labelsOf(fields);
  const field = action.stateField ?? 'state';
  const out: FieldChange[] = [];
  const now = stateOf(action, before);
  const next = action.to.includes(now) ? now : action.to[0];
  if (next !== undefined && field in fields) {
    out.push(change(id, name, field, labels, selectionLabel(fields[field], before[field] ?? false), selectionLabel(fields[field], stateValue(next, fields[field]?.type))));
  }
  const note = (label: string, text: string) => out.push({ recordId: id, displayName: name, field: 'action', label, before: null, after: null, note: text });
  if (action.creates) note('Creates', `a draft ${action.creates.label.toLowerCase()} (${action.description})`);
  if (action.risk === 'sends') note('Sends', action.description);
  for (const [key, value] of Object.entries(values)) note(action.options?.[key] ?? key, typeof value === 'string' ? value : JSON.stringify(value));
  for (const shown of action.show ?? []) {
    if (!(shown in fields) || shown === field) continue;
    const value = before[shown];
    const text = Array.isArray(value) ? String(value[1] ?? value[0]) : value && typeof value === 'object' && 'display_name' in value ? String(value.display_name) : String(selectionLabel(fields[shown], value ?? false) || '—');
    note(labels[shown] ?? shown, text);
  }
  return out;
}

function change(recordId: number | null, displayName: string, field: string, labels: Record<string, string>, before: Json, after: Json): FieldChange {
  return { recordId, displayName, field, label: labels[field] ?? field, before, after };
}

function finish(spec: WriteSpec, changes: FieldChange[], undo: ReturnType<typeof decideUndo>, names: string[], fieldLabels: string[] = [], effects: string[] = []): WritePreview {
  return {
    spec,
    changes,
    undoable: undo.undoable,
    ...(undo.reason ? { notUndoableReason: undo.reason } : {}),
    ...(undo.note ? { undoNote: undo.note } : {}),
    summary: summarize(spec, names, spec.kind === 'write' ? fieldLabels : [], effects),
  };
}

/** A selection key as the user sees it ('sale' -> 'Sales Order'); other values as they are. */
function selectionLabel(field: FieldInfo | undefined, value: Json): Json {
  if (field?.type !== 'selection' || typeof value !== 'string') return value;
  return field.selection?.find(([key]) => key === value)?.[1] ?? value;
}
