// Journal.run: run the write's plan (the card's, with the records read again), journaled, and
// record what Odoo holds after.
import { identityKey, identityOf, type Identity, type Json } from '@/lib/db';
import { english, said, say } from '@/lib/i18n';
import { OpsError } from './errors';
import { lineBlock } from './foresee-line-warnings';
import { companiesFor, inCompanies } from './scope';
import { postedMessageId, type OdooClient, type OdooRecord } from '@/lib/odoo';
import { runAction } from './buttons';
import { fromRecords, highestId, labelsOf, selectionsOf, typesOf } from './io';
import { entryWords } from './card-labels';
import { journaled, type OpsContext, type Outcome } from './journaled';
import { journalLines, lineEdits, readLines } from './lines';
import { linkNames } from './link-names';
import { journaledBefore, planChanged, PlanChanged, planFrom, planWrite, readBefore, type Plan } from './plan';
import { sameGrounds } from './grounds';
import { knownModelName, modelName } from './preview-lines';
import { modelLabel, newRecordName } from './summary';
import { watchTouches, type TouchSource } from './touched';
import type { JournalEntry, TurnRef, WriteSpec } from './types';

/** Journal.run of one record: the write as it will run (planNow), then run (performPlan). */
export async function perform(base: OpsContext, write: Plan | WriteSpec, ref: TurnRef, fresh = false): Promise<JournalEntry> {
  const { ctx, plan, owner } = await planNow(base, write, ref, fresh);
  return performPlan(ctx, plan, ref, owner);
}

/** Who runs the write, in which companies, and when it was planned (the entry's time). */
export interface Owner {
  identity: Identity;
  companyIds: number[] | undefined;
  at: number;
}

/**
 * The write as it will run, in the turn's companies under the identity that asked, after the
 * writes queued before it landed: refused when someone else is signed in now. A plan (the confirm card's) is run as planned: only its records are read again,
 * and when they now make the write do something else (other effects, another undo) nothing is
 * sent: PlanChanged carries the plan of now, to be asked about again. `fresh`: the plan was read
 * just now, with nothing of the journal in between (Journal.run decides), so it is run as it is. A
 * bare spec (a caller with no card: tests, scripts) is planned here, once. Sends nothing.
 */
export async function planNow(base: OpsContext, write: Plan | WriteSpec, ref: TurnRef, fresh = false): Promise<{ ctx: OpsContext; plan: Plan; owner: Owner }> {
  const session = await base.client.session();
  const identity = identityOf(base.client.origin, session);
  // The user signed out and someone else in since the turn started: their session must not write it.
  if (ref.identity && ref.identity !== identityKey(identity)) {
    throw new OpsError(`Someone else is signed in to Odoo now (${identity.name} on db ${identity.db}); nothing was changed.`, said('act.otherUser', { name: identity.name, db: identity.db }));
  }
  const companyIds = companiesFor(ref.companyIds, session);
  const ctx = inCompanies(base, companyIds);
  const at = ctx.store.stamp();
  const owner = { identity, companyIds, at };
  if (!isPlan(write)) return { ctx, plan: await planWrite(ctx, write, at), owner };
  if (fresh) return { ctx, plan: write, owner };
  // The same grounds (fields, version, action row); the records read again, and effects, undo and
  // expectation decided again from them, for the user and under the limits of now.
  const grounds = sameGrounds(write, write.spec);
  const limits = await base.limits?.();
  const plan = planFrom(grounds, await readBefore(ctx.client, grounds), session.uid, { at, ...(limits ? { limits } : {}) });
  if (planChanged(write, plan)) throw new PlanChanged(plan);
  return { ctx, plan, owner };
}

export const isPlan = (write: Plan | WriteSpec): write is Plan => 'spec' in write;

/**
 * Runs `plan` as it is (read by planNow), journaled under `owner`. `blocksChecked`: a row of a set
 * whose products Odoo was just asked about for the whole set (run-set.ts setLineBlock).
 */
export async function performPlan(ctx: OpsContext, plan: Plan, ref: TurnRef, owner: Owner, blocksChecked = false): Promise<JournalEntry> {
  const { client, store } = ctx;
  const { spec, fields, undo } = plan;
  // A set of creates runs a row at a time (run-set.ts), each row a create of its own.
  if (spec.kind === 'creates') throw new OpsError('A set of creates runs a row at a time.');
  // A product Odoo blocks on a line (16-18) is never saved by its web client: refused before anything is journaled or sent.
  const blocked = blocksChecked ? undefined : await lineBlock(client, plan);
  if (blocked) throw new OpsError(say(english, blocked), blocked);
  const before = journaledBefore(plan);
  // Lines edited through the record: their fields before, so undo can put them back.
  const edits = spec.kind === 'write' ? lineEdits(spec.values, fields, before) : {};
  const linesBefore = await readLines(client, edits);
  const shownFields = [...new Set([...plan.read, ...(spec.kind !== 'action' && 'values' in spec ? Object.keys(spec.values) : [])])];
  const shown = pick(fields, shownFields);
  // A card asked already (cached); a write run with no card asks once per session and model.
  const title = modelTitle(client, spec.model) ?? (await modelName(client, spec.model));
  const own = entryWords(spec, await client.version(), plan.before.values);
  const expect = plan.expect?.type === 'created' ? { ...plan.expect, afterId: await highestId(client, plan.expect.model, spec.kind === 'create' ? fields : {}) } : plan.expect;
  const entry: JournalEntry = {
    ...store.draft(ref, spec.kind, spec.model, owner, spec),
    recordIds: spec.kind === 'create' ? [] : spec.ids,
    displayNames: spec.kind === 'create' ? {} : plan.before.names,
    before,
    undoable: undo.undoable,
    ...(undo.reason ? { notUndoableReason: undo.reason } : {}),
    ...(undo.note ? { undoNote: undo.note } : {}),
    ...(spec.kind === 'action' ? { method: spec.method, methods: [spec.method] } : {}),
    // A record the user may not delete: Undo presses this button instead (undo-decision.ts createUndo).
    ...(spec.kind === 'create' && undo.step ? { createUndo: undo.step } : {}),
    ...(spec.kind === 'message' ? { after: { [spec.ids[0]]: { message: spec.body } } } : {}),
    ...(title ? { modelLabel: title } : {}),
    ...(own.document ? { document: own.document } : {}),
    // Only the fields the entry shows: walking every field of the model on each write cost ~1,200 calls.
    labels: labelsOf(shown),
    // Weft's own words where Odoo's label says nothing of the value (a timesheet's time), as the card had them.
    ...(own.words ? { words: own.words } : {}),
    // Field types, so Changes writes dates and amounts in the user's locale (a timesheet's time as hours and minutes).
    types: { ...typesOf(shown), ...own.types },
    selections: selectionsOf(shown),
    ...(expect ? { expect } : {}),
  };
  // Write dates this write moves on records the journal created (a timesheet's task): theirs to keep apart from someone else's edits.
  const touches = await watchTouches(ctx, touchSource(plan, before));
  const ended = await journaled(ctx, entry, async () => {
    const ran = await execute(ctx, plan, entry.displayNames);
    const moved = await touches();
    const outcome = moved ? { ...ran, touched: moved } : ran;
    // The write is done by now: a failed read below leaves Changes counting links, and undo leaves lines alone.
    const names = await linkNames(client, shown, before, outcome.after ?? {}).catch(() => ({}));
    const named = Object.keys(names).length ? { ...outcome, linkNames: names } : outcome;
    if (!Object.keys(edits).length) return named;
    // The lines as Odoo left them (rounded, computed), for the undo's comparison.
    const linesAfter = await readLines(client, edits).catch(() => ({}));
    return { ...named, lines: journalLines(linesBefore, linesAfter) };
  });
  // Odoo's error (an OdooError), or the lost answer's, once the entry says what happened.
  if ('error' in ended) throw ended.error;
  return ended.entry;
}

/** What a write may touch beyond its records: the links it sends, and those its records hold. Pure. */
function touchSource({ spec, fields }: Plan, before: JournalEntry['before']): TouchSource {
  switch (spec.kind) {
    case 'create':
      return { model: spec.model, ids: [], fields, sends: [spec.values] };
    case 'write':
      return { model: spec.model, ids: spec.ids, fields, sends: [spec.values] };
    case 'unlink':
      return { model: spec.model, ids: spec.ids, fields, values: Object.values(before) };
    case 'creates':
    case 'message':
      // A note moves no write date; a set of creates runs a row at a time.
      return { model: spec.model, ids: [], fields: {} };
    default:
      return { model: spec.model, ids: spec.ids, fields };
  }
}

async function execute(ctx: OpsContext, { spec, action, read }: Plan, displayNames: Record<number, string>): Promise<Outcome> {
  const { client } = ctx;
  switch (spec.kind) {
    case 'creates':
      throw new OpsError('A set of creates runs a row at a time.');
    case 'create': {
      const names = readBack(spec.values);
      const record = await client.save(spec.model, null, spec.values, names);
      return fromRecord(record, names, newRecordName(spec.model, spec.values));
    }
    case 'write': {
      // A set edited per row runs a row at a time (run-set.ts), each with its own values.
      if (spec.rowValues) throw new OpsError('A change edited per record runs a record at a time.');
      // The plan's read: the written fields and those Odoo recomputes from them (a task's status with its stage).
      const also = read.filter((f) => !(f in spec.values));
      return savedOutcome(spec.ids, await client.saveMany(spec.model, spec.ids, spec.values, readBack(spec.values, also)), spec.values, also);
    }
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
      const { read: got, dialogs, created, left } = await runAction(client, action!, spec.ids, read, spec.values, spec.choices);
      const note = dialogs.length ? `Odoo also opened the dialog "${dialogs.join('", "')}", which Weft leaves alone.` : undefined;
      return {
        after: got.values,
        displayNames: { ...displayNames, ...got.names },
        ...(note ? { note } : {}),
        ...(created.length && action!.creates ? { created: { model: action!.creates.model, ids: created } } : {}),
        ...(left?.length && action!.leaves ? { created: { model: action!.leaves.model, ids: left } } : {}),
      };
    }
    case 'message': {
      const posted = await client.callKw<unknown>(spec.model, 'message_post', [spec.ids], {
        body: spec.body,
        message_type: 'comment',
        subtype_xmlid: spec.internal ? 'mail.mt_note' : 'mail.mt_comment',
      });
      const messageId = postedMessageId(posted) ?? false;
      return { after: { [spec.ids[0]]: { message: spec.body, message_id: messageId } } };
    }
  }
}

/** The fields a save reads back: those written (and `also`, what Odoo recomputes from them), with the name and write date. Pure. */
export function readBack(values: Record<string, Json>, also: string[] = []): string[] {
  return [...new Set([...Object.keys(values), ...also, 'display_name', 'write_date'])];
}

/**
 * What a save of `values` on `ids` left in Odoo, from the records it read back (client.saveMany:
 * web_save on 17+, one call; write + read on 16): the fields written, the name and the write date. Pure.
 */
export function savedOutcome(ids: number[], records: OdooRecord[], values: Record<string, Json>, also: string[] = []): Outcome {
  const read = fromRecords(ids, records, readBack(values, also));
  return { recordIds: ids, after: read.values, displayNames: read.names };
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
