import { describe, expect, it } from 'vitest';
import { initialTurn, turnReducer, type TurnAction, type TurnState } from './use-turn';

const run = (events: TurnAction[], from: TurnState = initialTurn) => events.reduce(turnReducer, from);
const preview = { spec: { kind: 'write', model: 'sale.order' }, changes: [], undoable: true, summary: 'Update S00007' };

describe('turnReducer', () => {
  it('accumulates deltas per message, in order, and tool events by id', () => {
    const s = run([
      { type: 'local/sent', text: 'How much did we sell?' },
      { type: 'turn/started', conversationId: 'c1', turnId: 't1' },
      { type: 'turn/delta', turnId: 't1', messageId: 'm1', text: 'Let me ' },
      { type: 'turn/delta', turnId: 't1', messageId: 'm1', text: 'check.' },
      { type: 'turn/tool', turnId: 't1', toolUseId: 'u1', name: 'sales_summary', status: 'running' },
      { type: 'turn/tool', turnId: 't1', toolUseId: 'u1', name: 'sales_summary', status: 'done', summary: '3 rows' },
      { type: 'turn/delta', turnId: 't1', messageId: 'm2', text: 'You sold 3.' },
    ]);
    expect(s).toMatchObject({ turnId: 't1', conversationId: 'c1', running: true, awaitingStart: false, pendingText: 'How much did we sell?' });
    expect(s.items).toEqual([
      { kind: 'text', messageId: 'm1', text: 'Let me check.' },
      { kind: 'tool', toolUseId: 'u1', name: 'sales_summary', status: 'done', summary: '3 rows' },
      { kind: 'text', messageId: 'm2', text: 'You sold 3.' },
    ]);
  });

  it('ends the turn with its message and remedy, keeping the live text for the hand-over', () => {
    const s = run([
      { type: 'turn/started', conversationId: 'c1', turnId: 't1' },
      { type: 'turn/delta', turnId: 't1', messageId: 'm1', text: 'Hi' },
      { type: 'turn/ended', turnId: 't1', status: 'error', message: 'The API key was refused.', remedy: 'open-settings' },
    ]);
    expect(s.running).toBe(false);
    expect(s.ended).toEqual({ status: 'error', message: 'The API key was refused.', remedy: 'open-settings' });
    expect(s.items).toHaveLength(1);
    expect(turnReducer(s, { type: 'local/dismiss' }).ended).toBeUndefined();
  });

  it('tracks confirm requests until settled or the turn ends', () => {
    const req = (pendingId: string) => ({ type: 'confirm/request' as const, turnId: 't1', pendingId, argsHash: 'h', preview });
    let s = run([{ type: 'turn/started', conversationId: 'c1', turnId: 't1' }, req('p1'), req('p2')]);
    expect(s.confirms.map((c) => c.pendingId)).toEqual(['p1', 'p2']);
    s = turnReducer(s, { type: 'confirm/settled', pendingId: 'p1' });
    expect(s.confirms.map((c) => c.pendingId)).toEqual(['p2']);
    s = turnReducer(s, { type: 'turn/ended', turnId: 't1', status: 'stopped' });
    expect(s.confirms).toEqual([]);
  });

  it("ignores another turn's events while one runs, and adopts a turn seen mid-way", () => {
    let s = run([{ type: 'turn/started', conversationId: 'c1', turnId: 't1' }]);
    s = turnReducer(s, { type: 'turn/delta', turnId: 'other', messageId: 'x', text: 'no' });
    s = turnReducer(s, { type: 'turn/ended', turnId: 'other', status: 'done' });
    expect(s).toMatchObject({ turnId: 't1', running: true, items: [] });

    const adopted = run([{ type: 'turn/delta', turnId: 't9', messageId: 'm', text: 'late' }]);
    expect(adopted).toMatchObject({ turnId: 't9', running: true, items: [{ kind: 'text', text: 'late' }] });
  });

  it('drops the pending bubble when the worker refuses the send, and hands its text back for the composer', () => {
    const s = run([{ type: 'local/sent', text: 'hi' }, { type: 'error', message: 'Sign in to Odoo' }]);
    expect(s).toMatchObject({ awaitingStart: false, pendingText: undefined, lastSent: 'hi', refused: { text: 'hi', seq: 1 } });
    const again = run([{ type: 'local/sent', text: 'hi' }, { type: 'error', message: 'x' }, { type: 'local/sent', text: 'hi' }, { type: 'error', message: 'x' }]);
    expect(again.refused).toEqual({ text: 'hi', seq: 2 });
    // An error that is no answer to a send hands nothing back.
    expect(run([{ type: 'error', message: 'Undo failed' }]).refused).toBeUndefined();
  });
});

describe('turnReducer: a send that never starts', () => {
  it('takes the end of a turn it awaited even under a new id, and stops awaiting', () => {
    const s = run([
      { type: 'turn/started', conversationId: 'c1', turnId: 't1' },
      { type: 'turn/ended', turnId: 't1', status: 'done' },
      { type: 'local/sent', conversationId: 'c1', text: 'again' },
      { type: 'turn/ended', turnId: 't2', status: 'error', message: 'Log in to Odoo first.', remedy: 'log-in' },
    ]);
    expect(s).toMatchObject({ turnId: 't2', conversationId: 'c1', awaitingStart: false, running: false, ended: { remedy: 'log-in' } });
  });
});
