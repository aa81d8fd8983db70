import type { WorkerEvent } from '@/lib/messaging/protocol';
import { Waiting } from './waiting';

// Privacy mode ("ask before sending Odoo data to the model"): a tool result waits in the panel,
// exactly as it will be sent, until the user clicks Send or Don't send. Like the confirm gate, only
// the panel's `send/answer` command can release it; nothing the model or Odoo says can.

type SendRequest = Extract<WorkerEvent, { type: 'send/request' }>;

/** Tells the model the user kept the data back; it should not try to get it another way. */
export const SEND_DECLINED = 'The user declined to send this data from Odoo to the model, so you did not receive it. Do not try to read it another way; answer without it or ask the user.';

/** Most characters of a result the card shows (the whole result is what is sent). */
export const SEND_PREVIEW_MAX = 20_000;

export class SendGate {
  readonly #waiting: Waiting<SendRequest>;

  constructor(emit: (event: WorkerEvent) => void) {
    this.#waiting = new Waiting<SendRequest>(emit, (pendingId) => emit({ type: 'send/settled', pendingId }));
  }

  /** Shows the result in the panel; resolves with the user's answer, rejects when the turn is stopped. */
  ask(turnId: string, what: { toolUseId: string; skill: string; summary: string; content: string }, signal: AbortSignal): Promise<boolean> {
    const shown = what.content.length > SEND_PREVIEW_MAX ? `${what.content.slice(0, SEND_PREVIEW_MAX)}…` : what.content;
    return this.#waiting.wait({ type: 'send/request', turnId, pendingId: crypto.randomUUID(), ...what, content: shown, length: what.content.length }, signal);
  }

  /** The user's click; false when nothing waits under that id. */
  answer({ pendingId, send }: { pendingId: string; send: boolean }): boolean {
    return this.#waiting.settle(pendingId, send);
  }

  /** The cards still waiting, for a panel that reconnects. */
  pending(): SendRequest[] {
    return this.#waiting.pending();
  }
}
