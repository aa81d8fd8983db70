import { describe, expect, it, vi } from 'vitest';
import type { WorkerEvent } from '@/lib/messaging/protocol';
import { said } from '@/lib/i18n';
import type { WriteSpec } from '@/lib/ops/types';
import { argsHash, canonicalJson, ConfirmGate } from './confirm-gate';

const update: WriteSpec = { kind: 'write', model: 'res.partner', ids: [5], values: { phone: '1' } };

describe('argsHash and ConfirmGate', () => {
  it('hashes the canonical JSON: key order does not matter, any value does', async () => {
    expect(canonicalJson({ b: 1, a: { d: 2, c: [3, { f: 1, e: 0 }] } })).toBe('{"a":{"c":[3,{"e":0,"f":1}],"d":2},"b":1}');
    const same: WriteSpec = { values: { phone: '1' }, ids: [5], model: 'res.partner', kind: 'write' } as WriteSpec;
    expect(await argsHash('update_records', same)).toBe(await argsHash('update_records', update));
    expect(await argsHash('update_records', { ...update, ids: [6] })).not.toBe(await argsHash('update_records', update));
    expect(await argsHash('create_record', update)).not.toBe(await argsHash('update_records', update));
  });

  it('approves only with the pending id and the hash together', async () => {
    const events: WorkerEvent[] = [];
    const gate = new ConfirmGate((e) => events.push(e));
    const preview = { spec: update, changes: [], undoable: true, summary: 'Update' };
    const answer = gate.ask('t1', 'update_records', update, preview, new AbortController().signal);
    // The card is emitted after hashing (crypto.subtle is asynchronous): wait for it, not for a fixed tick.
    await vi.waitFor(() => expect(gate.pending()).toHaveLength(1));
    const [request] = gate.pending();
    expect(request).toMatchObject({ type: 'confirm/request', turnId: 't1', argsHash: await argsHash('update_records', update) });
    expect(gate.answer({ pendingId: request!.pendingId, argsHash: 'f'.repeat(64), approve: true })).toBe(false);
    expect(gate.answer({ pendingId: 'other', argsHash: request!.argsHash, approve: true })).toBe(false);
    expect(gate.pending()).toHaveLength(1);
    expect(gate.answer({ pendingId: request!.pendingId, argsHash: request!.argsHash, approve: true })).toBe(true);
    expect(await answer).toBe(true);
    expect(gate.pending()).toHaveLength(0);
    expect(events.map((e) => e.type)).toEqual(['confirm/request', 'confirm/settled']);
  });

  it("a transfer left out of several is not asked about: its question needs no answer and takes none", async () => {
    const validate: WriteSpec = { kind: 'action', model: 'stock.picking', ids: [3, 8], method: 'button_validate' };
    const ask = (id: number) => ({ wizard: `stock.backorder.confirmation@${id}`, asks: said('backorder.asks', { qty: id }), options: [{ button: 'process', label: said('backorder.create', { qty: 2 }) }, { button: 'process_cancel_backorder', label: said('backorder.cancel', { qty: 2 }) }] });
    const gate = new ConfirmGate(() => undefined);
    const preview = { spec: validate, changes: [], undoable: false, summary: 'Validate', consequences: { lines: [], facts: [], warnings: [], questions: [ask(3), ask(8)] } };
    const answer = gate.ask('t1', 'run_action', validate, preview, new AbortController().signal);
    await vi.waitFor(() => expect(gate.pending()).toHaveLength(1));
    const { pendingId, argsHash: hash } = gate.pending()[0]!;
    // Both in: both answered. 8 left out: only 3's answer, and an answer for 8 is refused.
    expect(gate.answer({ pendingId, argsHash: hash, approve: true, choices: { 'stock.backorder.confirmation@3': 'process' } })).toBe(false);
    expect(gate.answer({ pendingId, argsHash: hash, approve: true, exclude: [8], choices: { 'stock.backorder.confirmation@3': 'process', 'stock.backorder.confirmation@8': 'process' } })).toBe(false);
    expect(gate.answer({ pendingId, argsHash: hash, approve: true, exclude: [8], choices: { 'stock.backorder.confirmation@3': 'process' } })).toBe(true);
    expect(await answer).toEqual({ exclude: [8], choices: { 'stock.backorder.confirmation@3': 'process' } });
  });

  it('a stopped turn drops its confirm card', async () => {
    const gate = new ConfirmGate(() => undefined);
    const stop = new AbortController();
    const answer = gate.ask('t1', 'update_records', update, { spec: update, changes: [], undoable: true, summary: '' }, stop.signal);
    await vi.waitFor(() => expect(gate.pending()).toHaveLength(1)); // the card was shown
    stop.abort();
    await expect(answer).rejects.toBeDefined();
    expect(gate.pending()).toEqual([]);
  });
});
