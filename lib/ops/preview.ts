// Journal.preview: what a confirm card shows, from one read of exactly the touched fields.
import type { Json } from '@/lib/db';
import type { FieldInfo, OdooClient } from '@/lib/odoo';
import { findAction } from './actions';
import { labelsOf, lostOnUnlink, missingError, readValues, typesOf } from './io';
import { assertSpec, decideUndo, fieldsToRead } from './plan';
import { newRecordName, summarize } from './summary';
import type { FieldChange, WritePreview, WriteSpec } from './types';
import { valueEquals } from './values';

export async function buildPreview(client: OdooClient, spec: WriteSpec): Promise<WritePreview> {
  const fields = await client.fieldsGet(spec.model);
  assertSpec(spec, fields);
  if (spec.kind === 'create' || spec.kind === 'write') await client.fields.assertFields(spec.model, Object.keys(spec.values));
  const labels = labelsOf(fields);
  const shown = (name: string, value: Json) => selectionLabel(fields[name], value);

  if (spec.kind === 'create') {
    const name = newRecordName(spec.model, spec.values);
    const changes = Object.entries(spec.values).map(([field, after]) => change(null, name, field, labels, null, shown(field, after)));
    return finish(spec, changes, decideUndo(spec, {}, fields), [name]);
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
          if (!valueEquals(before[field], after, types[field])) add(field, before[field] ?? false, after);
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
      case 'message':
        changes.push({ recordId: id, displayName: name, field: 'body', label: spec.internal ? 'Internal note' : 'Message to followers', before: null, after: spec.body });
        break;
    }
  }
  const changedLabels = [...new Set(changes.map((c) => c.label))];
  return finish(spec, changes, decideUndo(spec, read.values, fields), spec.ids.map((id) => read.names[id] ?? `#${id}`), changedLabels);
}

function change(recordId: number | null, displayName: string, field: string, labels: Record<string, string>, before: Json, after: Json): FieldChange {
  return { recordId, displayName, field, label: labels[field] ?? field, before, after };
}

function finish(spec: WriteSpec, changes: FieldChange[], undo: ReturnType<typeof decideUndo>, names: string[], fieldLabels: string[] = []): WritePreview {
  return {
    spec,
    changes,
    undoable: undo.undoable,
    ...(undo.reason ? { notUndoableReason: undo.reason } : {}),
    ...(undo.note ? { undoNote: undo.note } : {}),
    summary: summarize(spec, names, spec.kind === 'write' ? fieldLabels : []),
  };
}

/** A selection key as the user sees it ('sale' -> 'Sales Order'); other values as they are. */
function selectionLabel(field: FieldInfo | undefined, value: Json): Json {
  if (field?.type !== 'selection' || typeof value !== 'string') return value;
  return field.selection?.find(([key]) => key === value)?.[1] ?? value;
}
