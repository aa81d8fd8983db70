// The one executor of undo plans (undo-plan.ts): the claimed entry takes the plan's shape, its RPC
// steps run in order through the journal, and the undone entry is closed. Also how an undo ends
// without sending anything (nothing left, a conflict).
import { said, type Said, type Text } from '@/lib/i18n';
import { pressButtons } from './buttons';
import { errorText, readValues, refusedByOdoo } from './io';
import { listArg } from './summary';
import { journaled, type OpsContext, type Outcome } from './journaled';
import { fromRecord, readBack, savedOutcome } from './perform';
import type { ConflictField, EntryPatch, JournalEntry, RecordValues, UndoResult } from './types';
import { LEFT_WORDS } from './left-words';
import { watchTouches } from './touched';
import { joined } from './undo-outcomes';
import type { UndoCall, UndoPlan } from './undo-types';

/** The journal context plus the pending entry that claims this undo (see EntryStore.claimUndo). */
export type UndoContext = OpsContext & { claim: JournalEntry };

export async function runUndo(ctx: UndoContext, op: JournalEntry, plan: UndoPlan): Promise<UndoResult> {
  const made: Array<{ oldId: number; id: number }> = [];
  const { model, recordIds, before } = plan.entry;
  // What the undo moves on records the journal created (the task of a timesheet it deletes, the invoice of a payment it cancels).
  const touches = await watchTouches(ctx, {
    model, ids: recordIds, fields: () => ctx.client.fieldsGet(model), values: Object.values(before),
    sends: plan.calls.flatMap((c) => (c.do === 'save' || c.do === 'write' || c.do === 'create' ? [c.values] : [])),
    also: op.model !== model ? [{ model: op.model, ids: op.recordIds }] : [],
  });
  const { entry: undo } = await journaled(ctx, { ...ctx.claim, ...plan.entry }, async (record) => {
    const sent = await send(ctx, plan.calls, record, made);
    const moved = await touches();
    return moved ? { ...sent, touched: moved } : sent;
  });
  if (undo.status !== 'done') return failed(op, plan.failure ? plan.failure(undo) : undo.error);
  return finish(ctx, op, undo, plan.note(made));
}

/** Sends the calls in order; what Odoo holds after them is the undo's outcome. */
async function send(ctx: UndoContext, calls: UndoCall[], record: (patch: EntryPatch) => Promise<void>, made: Array<{ oldId: number; id: number }>): Promise<Outcome> {
  const { client } = ctx;
  let after: RecordValues = {};
  const out: Outcome = {};
  const active = (ids: number[], value: boolean) => Object.fromEntries(ids.map((id) => [id, { active: value }]));
  for (const call of calls) {
    switch (call.do) {
      case 'save':
        after = { ...after, ...savedOutcome([call.id], await client.saveMany(call.model, [call.id], call.values, readBack(call.values)), call.values).after };
        break;
      case 'write':
        await client.write(call.model, [call.id], call.values);
        break;
      case 'archive':
      case 'unarchive':
        await client.callKw(call.model, call.do === 'archive' ? 'action_archive' : 'action_unarchive', [call.ids]);
        after = { ...after, ...active(call.ids, call.do === 'unarchive') };
        break;
      case 'unlink':
        try {
          await client.unlink(call.model, call.ids);
          after = {};
          if (call.says) out.note = call.says;
        } catch (error) {
          if (!call.orArchive || !refusedByOdoo(error)) throw error;
          // Odoo keeps records others depend on; archiving hides it the way a user would.
          await record({ kind: 'archive', expect: { type: 'values', model: call.model, values: active(call.ids, false) } });
          await client.callKw(call.model, 'action_archive', [call.ids]);
          after = active(call.ids, false);
          out.note = said('undo.refusedArchived', { names: call.orArchive.names, reason: oneLineText(errorText(error)) });
        }
        break;
      case 'create': {
        const saved = fromRecord(await client.save(call.model, null, call.values, ['display_name', 'write_date']), ['display_name', 'write_date']);
        const [id] = saved.recordIds!;
        made.push({ oldId: call.oldId, id: id! });
        out.recordIds = [...(out.recordIds ?? []), id!];
        out.displayNames = { ...out.displayNames, ...saved.displayNames };
        after = { ...after, ...saved.after };
        break;
      }
      case 'deleteLeft': {
        out.note = await deleteLeft(ctx, call);
        // Odoo rewrites the order as its deliveries go: the write date this undo leaves is the one after (changed-since.ts).
        const dates = await client.read(call.of.model, call.of.ids, ['write_date']).catch(() => []);
        for (const r of dates) if (typeof r.write_date === 'string') after = { ...after, [r.id]: { ...after[r.id], write_date: r.write_date } };
        break;
      }
      case 'buttons': {
        const ran: string[] = [];
        try {
          const { model, ids, watch, field, contexts } = call;
          const { read } = await pressButtons(client, { model, ids, watch, contexts, ...(field ? { field } : {}) }, call.methods, call.to, ran);
          after = read.values;
          out.displayNames = read.names;
        } catch (error) {
          if (ran.length && ran.length < call.methods.length) await record({ note: said('undo.stoppedHalfway', { ran: ran.join(', '), next: call.methods[ran.length] ?? '' }) });
          throw error;
        }
        break;
      }
    }
  }
  return { ...out, after };
}

/**
 * Deletes what the undone action left now that the buttons cancelled it (a confirmed order's
 * delivery), as the user may; says what was deleted and what stays, and why. Never throws: the
 * undo itself is done by now, and a refusal here leaves a cancelled record, said plainly.
 */
async function deleteLeft({ client }: UndoContext, call: Extract<UndoCall, { do: 'deleteLeft' }>): Promise<Said[]> {
  const read = await readValues(client, call.model, call.ids, ['state']).catch(() => undefined);
  if (!read) return [];
  const here = call.ids.filter((id) => !read.missing.includes(id));
  const cancelled = here.filter((id) => read.values[id]?.state === 'cancel');
  const done = here.filter((id) => read.values[id]?.state !== 'cancel');
  const named = (ids: number[]) => listArg(ids.map((id) => read.names[id] ?? `#${id}`), 6);
  const words = LEFT_WORDS[call.words];
  const notes: Said[] = done.length ? [said(words.done, { names: named(done) })] : [];
  if (!cancelled.length) return notes;
  if (call.org) return [said(words.keptOrg, { names: named(cancelled) }), ...notes];
  try {
    await client.unlink(call.model, cancelled);
    return [said(words.gone, { names: named(cancelled) }), ...notes];
  } catch (error) {
    return [said(words.kept, { names: named(cancelled), reason: oneLineText(errorText(error)) }), ...notes];
  }
}

/** The undo is done: its note stored, and the operation it reverted closed as undone. */
export async function finish(ctx: UndoContext, op: JournalEntry, undo: JournalEntry, note?: Text): Promise<UndoResult> {
  const said = joined(undo.note, note);
  await ctx.store.update(undo.id, ['pending', 'checking', 'done'], { note: said });
  const closed = await ctx.store.update(op.id, ['done', 'conflict'], { status: 'undone', undoneBy: undo.id, conflicts: undefined });
  return { status: 'undone', operation: closed ?? op, note: said };
}

/** Nothing left to revert: the undo is journaled without an RPC, and the operation closed. */
export async function settle(ctx: UndoContext, op: JournalEntry, note: Text): Promise<UndoResult> {
  const undo = (await ctx.store.update(ctx.claim.id, ['pending'], { kind: op.kind, model: op.model, status: 'done', recordIds: op.recordIds })) ?? { ...ctx.claim, status: 'done' as const };
  return finish(ctx, op, undo, note);
}

/** Stores what conflicts on the entry itself, so the chooser renders it from the database (after a reload too). */
export async function conflict(ctx: OpsContext, op: JournalEntry, conflicts: Record<number, ConflictField[]>): Promise<UndoResult> {
  const stored = await ctx.store.update(op.id, ['done', 'conflict'], { status: 'conflict', conflicts });
  return { status: 'conflict', operation: stored ?? op, conflicts };
}

export const failed = (op: JournalEntry, error: unknown): UndoResult => ({
  status: 'failed',
  operation: op,
  error: error === undefined || error === '' ? said('undo.failedGeneric') : isText(error) ? error : errorText(error),
});

// A sentence handed on as it is; errors (Odoo's, the network's) become their text.
const isText = (x: unknown): x is Text => Array.isArray(x) || (typeof x === 'object' && x !== null && typeof (x as { key?: unknown }).key === 'string' && !(x instanceof Error));

/** Odoo's message on one line (it may hold line breaks); a sentence as it is. */
const oneLineText = (text: Text): Text => (typeof text === 'string' ? text.replace(/\s+/g, ' ').trim() : text);
