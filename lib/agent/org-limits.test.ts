// The organisation's limits on writes (issue 30 item 4), as the one approval pipeline asks them:
// limitRefusal for a model's turn, writeRefusal (the same rule) for proposals and kept cards.
import { describe, expect, it } from 'vitest';
import { EFFECTS } from '@/lib/ops/effects';
import type { WriteSpec } from '@/lib/ops/types';
import { applyPolicy, parsePolicy, Settings } from '@/lib/settings';
import { DEFAULT_LIMITS } from './turn-deps';
import { withPolicyWrites } from './service';
import { english, say, type Said } from '@/lib/i18n';
import type { Effect } from '@/lib/ops/effects';
import { decide, gateLimitsOf, limitRefusal as refusal, writeRefusal } from './gate';

const NO_WORKFLOW = 'Your organisation does not allow Weft to press this workflow button, so nothing was done. You can press it in Odoo yourself.';
const NO_EMAIL = 'Your organisation does not allow Weft to send messages that e-mail people, so nothing was sent. An internal note is allowed, or you can send it in Odoo yourself.';
const inEnglish = (text: Said | undefined) => (text ? say(english, text) : undefined);
const limitRefusal = (spec: WriteSpec, effects: Effect[], limits: Parameters<typeof refusal>[1]) => inEnglish(refusal({ spec, effects }, limits));

const confirm: WriteSpec = { kind: 'action', model: 'sale.order', ids: [1], method: 'action_confirm' };
const cancel: WriteSpec = { kind: 'action', model: 'sale.order', ids: [1], method: 'action_cancel' };
const send: WriteSpec = { kind: 'message', model: 'res.partner', ids: [5], body: 'Hello', internal: false };
const note: WriteSpec = { kind: 'message', model: 'res.partner', ids: [5], body: 'Hello', internal: true };
const edit: WriteSpec = { kind: 'write', model: 'res.partner', ids: [5], values: { city: 'Fremont' } };
const settingsWith = (raw: unknown) => applyPolicy(Settings.parse({ permissionMode: 'auto-edit' }), parsePolicy(raw));

describe('limitRefusal', () => {
  it('no limits refuse nothing, whatever the effects', () => {
    for (const effect of EFFECTS) expect(limitRefusal(confirm, [effect], {}), effect).toBeUndefined();
  });

  it('workflow buttons: [] refuses every one, a list all but those listed (by method or model.method)', () => {
    expect(limitRefusal(confirm, ['workflow'], { workflowActions: [] })).toBe(NO_WORKFLOW);
    expect(decide('auto-edit', ['workflow'], { workflowActions: [] })).toBe('refuse');
    expect(limitRefusal(confirm, ['workflow'], { workflowActions: ['action_confirm'] })).toBeUndefined();
    expect(limitRefusal(confirm, ['workflow'], { workflowActions: ['sale.order.action_confirm'] })).toBeUndefined();
    expect(limitRefusal(cancel, ['workflow'], { workflowActions: ['sale.order.action_confirm'] })).toBe(NO_WORKFLOW);
    expect(limitRefusal(confirm, ['workflow'], { workflowActions: ['purchase.order.action_confirm'] })).toBe(NO_WORKFLOW);
    // Plain edits are not buttons.
    expect(limitRefusal(edit, ['edit'], { workflowActions: [] })).toBeUndefined();
  });

  it('e-mailing people: a message to followers and a button that sends are refused; an internal note is not', () => {
    expect(limitRefusal(send, ['message'], { emailPeople: false })).toBe(NO_EMAIL);
    expect(limitRefusal({ ...confirm, method: 'action_quotation_send' }, ['workflow', 'message'], { emailPeople: false })).toBe(NO_EMAIL);
    expect(limitRefusal(note, ['note'], { emailPeople: false })).toBeUndefined();
    expect(limitRefusal(send, ['message'], { emailPeople: true })).toBeUndefined();
  });

  it('never delete stays decide’s (its own sentence)', () => {
    expect(limitRefusal(edit, ['delete-lines'], { neverDelete: true })).toBeUndefined();
    expect(decide('auto-edit', ['delete-lines'], { neverDelete: true })).toBe('refuse');
  });
});

describe('the policy keys', () => {
  it('are read into the gate’s limits, and malformed ones are ignored with a sentence', () => {
    const { policy, problems } = parsePolicy({ workflowActions: ['action_confirm', 'sale.order.action_cancel'], emailPeople: false, maxWritesPerTurn: 3, trail: true, neverDelete: true });
    expect(problems).toEqual([]);
    expect(gateLimitsOf(policy)).toEqual({ neverDelete: true, workflowActions: ['action_confirm', 'sale.order.action_cancel'], emailPeople: false });
    expect(parsePolicy({ workflowActions: 'none', maxWritesPerTurn: 0 }).problems).toHaveLength(2);
  });

  it('writeRefusal (proposals, kept cards) says the same as the turn, with the settings of now', () => {
    const plan = (spec: WriteSpec, effects: Effect[]) => ({ spec, effects });
    expect(inEnglish(writeRefusal(settingsWith({ workflowActions: [] }), plan(confirm, ['workflow'])))).toBe(NO_WORKFLOW);
    expect(inEnglish(writeRefusal(settingsWith({ emailPeople: false }), plan(send, ['message'])))).toBe(NO_EMAIL);
    expect(writeRefusal(settingsWith({ workflowActions: [], emailPeople: false }), plan(edit, ['edit']))).toBeUndefined();
  });

  it('the most writes per turn lowers the turn’s budget, never raises it', () => {
    expect(withPolicyWrites(DEFAULT_LIMITS, 3).writes).toBe(3);
    expect(withPolicyWrites(DEFAULT_LIMITS, 50).writes).toBe(DEFAULT_LIMITS.writes);
    expect(withPolicyWrites(DEFAULT_LIMITS, undefined).writes).toBe(DEFAULT_LIMITS.writes);
  });

  it('the trail: the policy forces it on or off and locks it; absent, the user chooses', () => {
    expect(settingsWith({ trail: true })).toMatchObject({ trail: true });
    expect(settingsWith({ trail: true }).policy.locked.has('trail')).toBe(true);
    expect(applyPolicy(Settings.parse({ trail: true }), parsePolicy({ trail: false })).trail).toBe(false);
    expect(applyPolicy(Settings.parse({ trail: true }), parsePolicy({})).trail).toBe(true);
    expect(settingsWith({}).trail).toBe(false);
  });
});
