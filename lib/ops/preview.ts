// Journal.preview: what a confirm card shows, from one read of exactly the touched fields.
import type { Json } from '@/lib/db';
import type { FieldInfo, OdooClient } from '@/lib/odoo';
import { findAction } from './actions';
import { effectsOf, idsOf, type LinkedIds } from './effects';
import { labelsOf, lostOnUnlink, missingError, readValues, typesOf } from './io';
import { lineNotes, modelName, named, recipientsOf } from './preview-lines';
import { assertSpec, decideUndo, fieldsToRead } from './plan';
import { modelLabel, newRecordName, summarize } from './summary';
import type { FieldChange, WritePreview, WriteSpec } from './types';
import { valueEquals } from './values';

export async function buildPreview(client: OdooClient, spec: WriteSpec): Promise<WritePreview> {
  const preview = await describe(client, spec);
  if (modelLabel(spec.model) !== spec.model) return preview;
  const name = await modelName(client, spec.model);
  return name ? { ...preview, summary: preview.summary.split(spec.model).join(name) } : preview;
}

async function describe(client: OdooClient, spec: WriteSpec): Promise<WritePreview> {
  const fields = await client.fieldsGet(spec.model);
  assertSpec(spec, fields);
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
    return finish(spec, changes, decideUndo(spec, {}, fields), [name], [], effectsOf(spec, fields));
  }

  // An unlink shows the record, not its fields; what is read is what undo could not bring back.
  const toRead = spec.kind === 'unlink' ? lostOnUnlink(fields) : fieldsToRead(spec, fields);
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
        add('state', before.state ?? false, findAction(spec.model, spec.method)?.to ?? null);
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
  const undo = decideUndo(spec, read.values, fields);
  const names = spec.ids.map((id) => read.names[id] ?? `#${id}`);
  return finish(spec, changes, undo, names, changedLabels, effectsOf(spec, fields, linked));
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
