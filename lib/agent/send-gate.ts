import type { PageContext, WorkerEvent } from '@/lib/messaging/protocol';
import { CONTEXT_TAG, pageContextBlock } from './context';
import { Waiting } from './waiting';

// Privacy mode ("ask before sending Odoo data to the model"): Odoo data waits in the panel, exactly
// as it will be sent, until the user clicks Send or Don't send. Like the confirm gate, only the
// panel's `send/answer` command can release it; nothing the model or Odoo says can. What it holds:
// - the page the user is on (model, record, title, list facets, selected rows), before the turn's
//   first request (contextToSend below);
// - every tool result, and every tool error that may quote Odoo (run-tools.ts; an error Weft wrote
//   itself, such as invalid input or "the user declined", is not Odoo data and goes on).
// Also in privacy mode: the system block leaves out the user's and company's names (loop.ts), and
// a suggestion's chat prompt is put in the composer instead of being sent (lib/worker/commands.ts).

type SendRequest = Extract<WorkerEvent, { type: 'send/request' }>;
export type SendAsk = Pick<SendRequest, 'about' | 'toolUseId' | 'skill' | 'summary' | 'content'>;

/** Tells the model the user kept the data back; it should not try to get it another way. */
export const SEND_DECLINED = 'The user declined to send this data from Odoo to the model, so you did not receive it. Do not try to read it another way; answer without it or ask the user.';

/** What the turn's message carries in place of the page the user chose not to share. */
export const PAGE_WITHHELD = { type: 'text' as const, text: `<${CONTEXT_TAG}>\nThe user chose not to share the Odoo page they are on. Do not guess it; ask if you need it.\n</${CONTEXT_TAG}>` };

/** Most characters of a result the card shows (the whole result is what is sent). */
export const SEND_PREVIEW_MAX = 20_000;

export class SendGate {
  readonly #waiting: Waiting<SendRequest>;

  constructor(emit: (event: WorkerEvent) => void) {
    this.#waiting = new Waiting<SendRequest>(emit, (pendingId) => emit({ type: 'send/settled', pendingId }));
  }

  /** Shows the data in the panel; resolves with the user's answer, rejects when the turn is stopped. */
  ask(turnId: string, what: SendAsk, signal: AbortSignal): Promise<boolean> {
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

/**
 * The page context block a turn's message carries: as built, or in privacy mode only after the
 * user's Send (Don't send: a block saying the page was not shared). None off an Odoo page.
 */
export async function contextToSend(page: PageContext | null, ask?: (what: SendAsk) => Promise<boolean>): Promise<{ type: 'text'; text: string } | undefined> {
  const block = pageContextBlock(page);
  if (!block || !ask) return block;
  const summary = block.text.split('\n')[1] ?? '';
  return (await ask({ about: 'page', summary, content: block.text })) ? block : PAGE_WITHHELD;
}
