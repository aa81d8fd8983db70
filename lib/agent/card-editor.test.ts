import { describe, expect, it } from 'vitest';
import { said } from '@/lib/i18n';
import type { WorkerEvent } from '@/lib/messaging/protocol';
import { applyEdits, type EditableField } from '@/lib/ops/card-edits';
import { PlanChanged, type Plan } from '@/lib/ops/plan';
import type { WritePreview, WriteSpec } from '@/lib/ops/types';
import { approveAndRun } from './approve';
import { ConfirmGate } from './confirm-gate';

// Edit before Approve through the one pipeline and the real confirm gate: the card is shown again
// under a new hash, only that hash approves, what runs is the edited write, and the model is told.

type Request = Extract<WorkerEvent, { type: 'confirm/request' }>;
const fields: EditableField[] = [{ field: 'phone', kind: 'text', label: 'Phone', value: '111' }];
const planOf = (spec: WriteSpec) => ({ spec, effects: ['edit'] }) as unknown as Plan;
const phoneOf = (spec: WriteSpec) => ('values' in spec ? spec.values?.phone : undefined);
const proposal: WriteSpec = { kind: 'write', model: 'res.partner', ids: [5], values: { phone: '111' } };

function setup(refuse = (_spec: WriteSpec) => false, blocked = (_spec: WriteSpec) => false) {
  const events: Request[] = [];
  const gate = new ConfirmGate((e) => void (e.type === 'confirm/request' && events.push(e)));
  const ran: WriteSpec[] = [];
  const decided: WriteSpec[] = [];
  const running = approveAndRun({
    plan: planOf(proposal),
    signal: new AbortController().signal,
    decide: async ({ spec }) => (decided.push(spec), refuse(spec) ? { to: 'refuse', why: 'Not in this mode.' } : { to: 'ask' }),
    preview: async ({ spec }): Promise<WritePreview> => ({
      spec, changes: [], summary: `phone ${JSON.stringify((spec as { values: object }).values)}`, undoable: true,
      ...(blocked(spec) ? { consequences: { lines: [], facts: [], warnings: [], refusal: said('conseq.productBlockedSale', { product: 'Lamp', message: 'Recalled' }) } } : {}),
    }),
    ask: ({ spec }, preview, editor) => gate.ask('t1', 'update_records', spec, preview, new AbortController().signal, editor),
    recheck: async () => undefined,
    run: async ({ spec }) => (ran.push(spec), { operation: { id: 'op1' } as never }),
    edit: {
      fields: async () => fields,
      edited: async (spec, edits) => ({ spec: applyEdits(spec, edits, fields), names: {} }),
      find: async () => [],
      plan: async (spec) => planOf(spec),
    },
  });
  const shown = async (n: number) => {
    for (let i = 0; i < 50 && events.length < n; i++) await new Promise((r) => setTimeout(r, 1));
    return events[n - 1]!;
  };
  return { gate, running, ran, decided, shown };
}

describe('edit before Approve', () => {
  it('shows the edited write under a new hash; only that hash approves it; it runs and the model is told', async () => {
    const { gate, running, ran, shown } = setup();
    const first = await shown(1);
    expect(first.edit).toEqual({ fields, edited: {}, revision: 0 });
    expect(await gate.revise({ pendingId: first.pendingId, argsHash: first.argsHash, edits: { phone: '222' } })).toBe(true);
    const second = await shown(2);
    expect(second.pendingId).toBe(first.pendingId);
    expect(second.argsHash).not.toBe(first.argsHash);
    expect(second.preview.summary).toBe('phone {"phone":"222"}');
    expect(second.edit).toMatchObject({ edited: { phone: '222' }, revision: 1 });
    // The version before is no longer what the card shows: its hash approves nothing.
    expect(gate.answer({ pendingId: first.pendingId, argsHash: first.argsHash, approve: true })).toBe(false);
    expect(gate.answer({ pendingId: first.pendingId, argsHash: second.argsHash, approve: true })).toBe(true);
    const approved = await running;
    expect(ran).toEqual([{ ...proposal, values: { phone: '222' } }]);
    expect(approved.status === 'done' && approved.outcome.userEdits).toBe("The user changed Phone '111' → '222' before approving: what ran is the edited write.");
  });

  it('an edit the gate would refuse is refused on the card, in words, and the proposal stays', async () => {
    const { gate, running, ran, shown } = setup((spec) => phoneOf(spec) === 'forbidden');
    const first = await shown(1);
    await gate.revise({ pendingId: first.pendingId, argsHash: first.argsHash, edits: { phone: 'forbidden' } });
    const second = await shown(2);
    expect(second.argsHash).toBe(first.argsHash);
    expect(second.edit).toMatchObject({ edited: {}, revision: 1, error: 'Not in this mode.' });
    expect(gate.answer({ pendingId: first.pendingId, argsHash: first.argsHash, approve: true })).toBe(true);
    const approved = await running;
    expect(ran).toEqual([proposal]);
    expect(approved.status === 'done' && approved.outcome.userEdits).toBeUndefined();
  });

  it('an edit Odoo would block (a blocked product picked on a line) is refused on the card with the sentence, and the proposal stays', async () => {
    const { gate, running, ran, shown } = setup(undefined, (spec) => phoneOf(spec) === 'blocked');
    const first = await shown(1);
    await gate.revise({ pendingId: first.pendingId, argsHash: first.argsHash, edits: { phone: 'blocked' } });
    const second = await shown(2);
    expect(second.argsHash).toBe(first.argsHash);
    expect(second.edit).toMatchObject({ edited: {}, revision: 1, error: said('conseq.productBlockedSale', { product: 'Lamp', message: 'Recalled' }) });
    expect(gate.answer({ pendingId: first.pendingId, argsHash: first.argsHash, approve: true })).toBe(true);
    await running;
    expect(ran).toEqual([proposal]);
  });

  it('a value of the wrong kind is refused whole; declining after an edit runs nothing', async () => {
    const { gate, running, ran, shown } = setup();
    const first = await shown(1);
    await gate.revise({ pendingId: first.pendingId, argsHash: first.argsHash, edits: { phone: 42, email: 'x' } });
    expect((await shown(2)).edit?.error).toBeTruthy();
    await gate.revise({ pendingId: first.pendingId, argsHash: first.argsHash, edits: { phone: '333' } });
    const third = await shown(3);
    gate.answer({ pendingId: first.pendingId, argsHash: third.argsHash, approve: false });
    expect((await running).status).toBe('declined');
    expect(ran).toEqual([]);
  });

  it('the edited write is judged by the gate again after Approve (a mode tightened meanwhile refuses it)', async () => {
    let strict = false;
    const { gate, running, ran, shown, decided } = setup((spec) => strict && phoneOf(spec) === '444');
    const first = await shown(1);
    await gate.revise({ pendingId: first.pendingId, argsHash: first.argsHash, edits: { phone: '444' } });
    const second = await shown(2);
    strict = true;
    gate.answer({ pendingId: first.pendingId, argsHash: second.argsHash, approve: true });
    expect(await running).toEqual({ status: 'refused', why: 'Not in this mode.', afterApprove: true });
    expect(ran).toEqual([]);
    expect(decided.at(-1)).toEqual({ ...proposal, values: { phone: '444' } });
  });
});

describe('values typed on the card after the plan was made', () => {
  // Every way from Approve to the run takes the version the card showed: rows left out (narrow), the
  // answers to Odoo's questions (choose), and the records moving under the card (PlanChanged: the
  // journal plans again from the plan it was handed, here the edited one, and the user is asked again).
  it('are what runs: narrowed, chosen and planned again from the edited write, never the proposal', async () => {
    const events: Request[] = [];
    const gate = new ConfirmGate((e) => void (e.type === 'confirm/request' && events.push(e)));
    const seen: Record<'narrow' | 'choose' | 'run', WriteSpec[]> = { narrow: [], choose: [], run: [] };
    const set: WriteSpec = { kind: 'write', model: 'res.partner', ids: [5, 6], values: { phone: '111' } };
    const setFields: EditableField[] = [{ field: 'phone', kind: 'text', label: 'Phone', value: '111' }];
    const question = { wizard: 'w', asks: said('backorder.choose'), options: [{ button: 'a', label: said('backorder.choseCreate') }, { button: 'b', label: said('backorder.choseCancel') }] };
    let moved = true;
    const running = approveAndRun({
      plan: planOf(set),
      signal: new AbortController().signal,
      decide: async () => ({ to: 'ask' }),
      preview: async ({ spec }): Promise<WritePreview> => ({ spec, changes: [], summary: `phone ${phoneOf(spec)}`, undoable: true, consequences: { lines: [], facts: [], warnings: [], questions: [question] } }),
      ask: ({ spec }, preview, editor) => gate.ask('t1', 'update_records', spec, preview, new AbortController().signal, editor),
      recheck: async () => undefined,
      narrow: async (plan) => (seen.narrow.push(plan.spec), planOf({ ...(plan.spec as { ids: number[] } & WriteSpec), ids: [6] } as WriteSpec)),
      choose: async (plan) => (seen.choose.push(plan.spec), plan),
      run: async (plan) => {
        seen.run.push(plan.spec);
        // The records moved since the card: the journal plans the write it was handed again (perform.ts planNow).
        if (moved) throw ((moved = false), new PlanChanged(planOf(plan.spec)));
        return { operation: { id: 'op1' } as never };
      },
      edit: { fields: async () => setFields, edited: async (spec, edits) => ({ spec: applyEdits(spec, edits, setFields), names: {} }), find: async () => [], plan: async (spec) => planOf(spec) },
    });
    const shown = async (n: number) => {
      for (let i = 0; i < 50 && events.length < n; i++) await new Promise((r) => setTimeout(r, 1));
      return events[n - 1]!;
    };
    const first = await shown(1);
    await gate.revise({ pendingId: first.pendingId, argsHash: first.argsHash, edits: { phone: '222' } });
    const typed = await shown(2);
    expect(typed.preview.summary).toBe('phone 222');
    // The proposal's hash approves nothing once the card shows the typed value.
    expect(gate.answer({ pendingId: typed.pendingId, argsHash: first.argsHash, approve: true, exclude: [5], choices: { w: 'a' } })).toBe(false);
    expect(gate.answer({ pendingId: typed.pendingId, argsHash: typed.argsHash, approve: true, exclude: [5], choices: { w: 'a' } })).toBe(true);
    // Asked again after the records moved: the card shows the typed value as the write to approve.
    const again = await shown(3);
    expect(again.preview.summary).toBe('phone 222');
    expect(gate.answer({ pendingId: again.pendingId, argsHash: again.argsHash, approve: true, choices: { w: 'b' } })).toBe(true);
    expect(await running).toMatchObject({ status: 'done' });
    const edited = { ...set, values: { phone: '222' } };
    expect(seen.narrow).toEqual([edited]);
    expect(seen.choose.map(phoneOf)).toEqual(['222', '222']);
    expect(seen.run.map(phoneOf)).toEqual(['222', '222']);
  });
});
