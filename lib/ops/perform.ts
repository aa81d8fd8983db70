// Journal.run: read what is about to change, journal it, write, record what Odoo holds after.
import { identityKey, identityOf, type Json } from '@/lib/db';
import { OpsError } from './errors';
import { companiesFor, inCompanies } from './scope';
import type { FieldsMap, OdooClient, OdooRecord } from '@/lib/odoo';
import { findAction } from './actions';
import { runAction } from './buttons';
import { fromRecords, highestId, labelsOf, missingError, readValues, typesOf, type ReadResult } from './io';
import { journaled, type OpsContext, type Outcome } from './journaled';
import { journalLines, lineEdits, readLines } from './lines';
import { assertSpec, decideUndo, expectedAfter, fieldsToRead } from './plan';
import { knownModelName } from './preview-lines';
import { modelLabel, newRecordName } from './summary';
import type { JournalEntry, TurnRef, WriteSpec } from './types';

const EMPTY: ReadResult = { values: {}, names: {}, missing: [] };

export async function perform(base: OpsContext, spec: WriteSpec, ref: TurnRef): Promise<JournalEntry> {
  const session = await base.client.session();
  const identity = identityOf(base.client.origin, session);
  // The user signed out and someone else in since the turn started: their session must not write it.
  if (ref.identity && ref.identity !== identityKey(identity)) {
    throw new OpsError(`Someone else is signed in to Odoo now (${identity.name} on db ${identity.db}); nothing was changed.`);
  }
  const companyIds = companiesFor(ref.companyIds, session);
  const ctx = inCompanies(base, companyIds);
  const { client, store } = ctx;
  const fields = await client.fieldsGet(spec.model);
  const major = session.version.major;
  assertSpec(spec, fields, major);
  if (spec.kind === 'create' || spec.kind === 'write') await client.fields.assertFields(spec.model, Object.keys(spec.values));
  const ids = spec.kind === 'create' ? [] : spec.ids;
  const before = spec.kind === 'create' ? EMPTY : await readValues(client, spec.model, ids, fieldsToRead(spec, fields, major));
  if (before.missing.length) throw missingError(spec.model, before.missing);

  // Lines edited through the record: their fields before, so undo can put them back.
  const edits = spec.kind === 'write' ? lineEdits(spec.values, fields, before.values) : {};
  const linesBefore = await readLines(client, edits);
  const decision = decideUndo(spec, before.values, fields, major, await base.limits?.());
  const entry = store.draft(ref, spec.kind, spec.model, { identity, companyIds }, spec);
  const labels = labelsOf(fields);
  const shownFields = [...new Set([...fieldsToRead(spec, fields, major), ...(spec.kind !== 'action' && 'values' in spec ? Object.keys(spec.values) : [])])];
  Object.assign(entry, {
    recordIds: ids,
    displayNames: spec.kind === 'create' ? {} : before.names,
    before: before.values,
    undoable: decision.undoable,
    ...(decision.reason ? { notUndoableReason: decision.reason } : {}),
    ...(decision.note ? { undoNote: decision.note } : {}),
    ...(spec.kind === 'action' ? { method: spec.method, methods: [spec.method] } : {}),
    ...(spec.kind === 'message' ? { after: { [spec.ids[0]]: { message: spec.body } } } : {}),
    ...(modelTitle(client, spec.model) ? { modelLabel: modelTitle(client, spec.model) } : {}),
    labels: pick(labels, shownFields),
    // Field types, so Changes writes dates and amounts in the user's locale.
    types: pick(typesOf(fields), shownFields),
    expect: expectedAfter(spec, before.values, fields, session.uid, entry.createdAt, major),
  } satisfies Partial<JournalEntry>);
  if (entry.expect?.type === 'created') entry.expect.afterId = await highestId(client, entry.expect.model, spec.kind === 'create' ? fields : {});
  return journaled(ctx, entry, async () => {
    const outcome = await execute(ctx, spec, entry, fields, major);
    if (!Object.keys(edits).length) return outcome;
    // The lines as Odoo left them (rounded, computed), for the undo's comparison. The write is done
    // by now: a failed read keeps the before values only, and undo then leaves those lines alone.
    const linesAfter = await readLines(client, edits).catch(() => ({}));
    return { ...outcome, lines: journalLines(linesBefore, linesAfter) };
  });
}

async function execute(ctx: OpsContext, spec: WriteSpec, entry: JournalEntry, fields: FieldsMap, major: number): Promise<Outcome> {
  const { client } = ctx;
  switch (spec.kind) {
    case 'create': {
      const names = [...Object.keys(spec.values), 'display_name', 'write_date'];
      const record = await client.save(spec.model, null, spec.values, names);
      return fromRecord(record, names, newRecordName(spec.model, spec.values));
    }
    case 'write':
      return saveValues(ctx, spec.model, spec.ids, spec.values, Object.keys(spec.values));
    case 'archive':
    case 'unarchive': {
      await client.callKw(spec.model, spec.kind === 'archive' ? 'action_archive' : 'action_unarchive', [spec.ids]);
      // The result is known; reading it back would cost a call for nothing.
      return { after: Object.fromEntries(spec.ids.map((id) => [id, { active: spec.kind === 'unarchive' }])) };
    }
    case 'unlink':
      await client.unlink(spec.model, spec.ids);
      return { after: {} };
    case 'action': {
      const action = findAction(spec.model, spec.method, major)!;
      const watch = fieldsToRead(spec, fields, major);
      const { read, dialogs, created } = await runAction(client, action, spec.ids, watch, spec.values);
      const note = dialogs.length ? `Odoo also opened the dialog "${dialogs.join('", "')}", which Weft leaves alone.` : undefined;
      return {
        after: read.values,
        displayNames: { ...entry.displayNames, ...read.names },
        ...(note ? { note } : {}),
        ...(created.length && action.creates ? { created: { model: action.creates.model, ids: created } } : {}),
      };
    }
    case 'message': {
      const messageId = await client.callKw<number>(spec.model, 'message_post', [spec.ids], {
        body: spec.body,
        message_type: 'comment',
        subtype_xmlid: spec.internal ? 'mail.mt_note' : 'mail.mt_comment',
      });
      return { after: { [spec.ids[0]]: { message: spec.body, message_id: messageId } } };
    }
  }
}

/**
 * Writes `values` and reads `names` back: one record goes through save (web_save on 17+, one call;
 * write + read on 16); several through write + read.
 */
export async function saveValues(ctx: OpsContext, model: string, ids: number[], values: Record<string, Json>, names: string[]): Promise<Outcome> {
  const { client } = ctx;
  const wanted = [...new Set([...names, 'display_name', 'write_date'])];
  const [only] = ids;
  if (ids.length === 1 && only !== undefined) return fromRecord(await client.save(model, only, values, wanted), wanted);
  const read = fromRecords(ids, await client.saveMany(model, ids, values, wanted), names);
  return { after: read.values, displayNames: read.names };
}

export function fromRecord(record: OdooRecord, names: string[], fallbackName?: string): Outcome {
  const read = fromRecords([record.id], [record], names);
  return {
    recordIds: [record.id],
    after: read.values,
    displayNames: { [record.id]: read.names[record.id] ?? fallbackName ?? `#${record.id}` },
  };
}

function pick<T>(map: Record<string, T>, keys: string[]): Record<string, T> {
  return Object.fromEntries(keys.filter((k) => k in map).map((k) => [k, map[k]!]));
}

/** Odoo's own name for the model when a card read it, else the common name Weft knows; no call either way. */
function modelTitle(client: OdooClient, model: string): string | undefined {
  return knownModelName(client, model) ?? (modelLabel(model) !== model ? modelLabel(model) : undefined);
}
