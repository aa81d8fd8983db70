import type { WorkerEvent } from '@/lib/messaging/protocol';

// Privacy mode ("ask before sending Odoo data to the model"): a tool result waits in the panel,
// exactly as it will be sent, until the user clicks Send or Don't send. Like the confirm gate, only
// the panel's `send/answer` command can release it; nothing the model or Odoo says can.

type SendRequest = Extract<WorkerEvent, { type: 'send/request' }>;

/** Tells the model the user kept the data back; it should not try to get it another way. */
export const SEND_DECLINED = 'The user declined to send this data from Odoo to the model, so you did not receive it. Do not try to read it another way; answer without it or ask the user.';

/** Most characters of a result the card shows (the whole result is what is sent). */
export const SEND_PREVIEW_MAX = 20_000;

export class SendGate {
  readonly #waiting = new Map<string, { request: SendRequest; settle(send: boolean): void }>();

  constructor(private readonly emit: (event: WorkerEvent) => void) {}

  /** Shows the result in the panel; resolves with the user's answer, rejects when the turn is stopped. */
  ask(turnId: string, what: { toolUseId: string; skill: string; summary: string; content: string }, signal: AbortSignal): Promise<boolean> {
    signal.throwIfAborted();
    const pendingId = crypto.randomUUID();
    const shown = what.content.length > SEND_PREVIEW_MAX ? `${what.content.slice(0, SEND_PREVIEW_MAX)}…` : what.content;
    const request: SendRequest = { type: 'send/request', turnId, pendingId, ...what, content: shown, length: what.content.length };
    return new Promise<boolean>((resolve, reject) => {
      const onAbort = () => {
        this.#settle(pendingId);
        reject(signal.reason);
      };
      this.#waiting.set(pendingId, {
        request,
        settle: (send) => {
          signal.removeEventListener('abort', onAbort);
          this.#settle(pendingId);
          resolve(send);
        },
      });
      signal.addEventListener('abort', onAbort, { once: true });
      this.emit(request);
    });
  }

  /** The user's click; false when nothing waits under that id. */
  answer({ pendingId, send }: { pendingId: string; send: boolean }): boolean {
    const waiting = this.#waiting.get(pendingId);
    if (!waiting) return false;
    waiting.settle(send);
    return true;
  }

  /** The cards still waiting, for a panel that reconnects. */
  pending(): SendRequest[] {
    return [...this.#waiting.values()].map((w) => w.request);
  }

  #settle(pendingId: string): void {
    if (this.#waiting.delete(pendingId)) this.emit({ type: 'send/settled', pendingId });
  }
}
