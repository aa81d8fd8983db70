// One turn of the real agent loop (SDK, service, gate, journal) against the Odoo stand-in, with the
// fallible model making one class of mistake: how many model rounds and tokens the turn took, next
// to the same turn with no mistake. Used by lib/agent/fallible-recovery.test.ts and `npm run bench`.
import { agentRig } from './agent-harness';
import { fallibleModel, type Mistake } from './stand-ins/model/fallible/model';
import type { RecordedRequest } from './stand-ins/model/server';
import { CHANGE_PROMPT } from './start/demo-model';
import { SUMMARY_MODEL } from '@/lib/agent/client';
import { inputEquivalent } from '@/lib/agent/usage';
import { loadMessages } from '@/lib/agent/store';

const OVERDUE = 'Which invoices are overdue, and by how much?';
const CONFIRM = 'Confirm the quotation S00001';

/** The everyday request each mistake class is measured on (one where a careful model makes that call). */
export const RECOVERY_TASKS: Record<Mistake, string> = {
  unknown_skill: OVERDUE,
  foreign_keys: CHANGE_PROMPT,
  wrong_enum: OVERDUE,
  missing_required: CHANGE_PROMPT,
  bad_id: CHANGE_PROMPT,
  bad_field: CHANGE_PROMPT,
  state_write: CONFIRM,
  bad_json: CHANGE_PROMPT,
  cut_json: CHANGE_PROMPT,
  false_claim: CHANGE_PROMPT,
};

export interface TurnRun {
  /** Model requests the turn made. */
  rounds: number;
  /** Input-token equivalents the turn cost (cache write 1.25x, read 0.1x, output 5x). */
  tokens: number;
  status: string;
  /** The fallible model made its mistake (a toolu_oops_ call, or a claim with no tool call). */
  made: boolean;
  /** Journal entries written (done) in the turn. */
  writes: number;
  /** The last assistant text of the turn. */
  answer: string;
  /** The panel says under that answer that nothing was changed in Odoo (a claim with no write). */
  unbacked: boolean;
  requests: RecordedRequest[];
}

/** Runs `ask` once, with `mistake` (or none), approving every confirm card as a user would. */
export async function runFallibleTurn(ask: string, mistake: Mistake | 'none'): Promise<TurnRun> {
  const r = await agentRig({ mode: 'auto-edit' });
  try {
    const reply = fallibleModel({ mistakes: mistake === 'none' ? [] : mistake });
    r.model.script(...Array.from({ length: 20 }, () => reply));
    const sent = await r.send(ask);
    const answered = new Set<string>();
    for (;;) {
      const next = await Promise.race([sent.ended, r.next('confirm/request', (e) => !answered.has(e.pendingId), 10_000)]);
      if (next.type === 'turn/ended') break;
      answered.add(next.pendingId);
      r.service.answer({ pendingId: next.pendingId, argsHash: next.argsHash, approve: true });
    }
    const ended = await sent.ended;
    const requests = r.model.requests.filter((q) => q.body.model !== SUMMARY_MODEL);
    // What the stand-in reported for the turn's requests (its prompt cache, output estimated from the blocks).
    const conversation = (await r.db.conversations.toArray())[0];
    const tokens = conversation ? inputEquivalent(conversation.usage) : 0;
    const output = (await loadMessages(r.db, sent.conversationId)).filter((m) => m.role === 'assistant');
    const ids = requests.flatMap((q) => q.body.messages.flatMap((m: { content: unknown }) => (Array.isArray(m.content) ? m.content : []).map((b: { id?: string }) => b.id ?? '')));
    const last = output.at(-1);
    const answer = (last?.content ?? []).map((b) => (typeof b === 'object' && b && 'text' in b ? String(b.text) : '')).join('');
    const writes = (await r.db.operations.toArray()).filter((o) => o.status === 'done').length;
    const made = mistake !== 'none' && (ids.some((id: string) => id.startsWith('toolu_oops_')) || (mistake === 'false_claim' && /I've /.test(answer)));
    return { rounds: requests.length, tokens: Math.round(tokens), status: ended.status, made, writes, answer, unbacked: last?.unbacked === true, requests };
  } finally {
    await r.close();
  }
}
