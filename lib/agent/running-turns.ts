import type { Conversation } from '@/lib/db/schema';
import type { TurnEnded } from './turn-deps';

// The turns a worker runs now, each with its conversation, Odoo origin, stop switch and owner (the
// identity key whose panels see its events). A turn is known from its start until its turn/ended
// is emitted; its owner until just after, so that last event still reaches the right panels.

export interface RunningTurn {
  conversationId: string;
  origin: string;
  controller: AbortController;
  ended?: Promise<TurnEnded>;
}

export class RunningTurns {
  readonly #turns = new Map<string, RunningTurn>();
  readonly #owners = new Map<string, string>();

  /** `emit`: where each turn's turn/ended goes once its body settles. */
  constructor(private readonly emit: (event: TurnEnded) => void) {}

  /** Runs a turn's body in the background; the turn is known until its turn/ended is emitted. */
  track(conversation: Pick<Conversation, 'id' | 'origin' | 'identity'>, turnId: string, body: (signal: AbortSignal) => Promise<TurnEnded>): Promise<TurnEnded> {
    const controller = new AbortController();
    const turn: RunningTurn = { conversationId: conversation.id, origin: conversation.origin, controller };
    this.#turns.set(turnId, turn);
    this.#owners.set(turnId, conversation.identity);
    return (turn.ended = body(controller.signal).then((event) => {
      this.#turns.delete(turnId);
      this.emit(event);
      this.#owners.delete(turnId);
      return event;
    }));
  }

  get(turnId: string): RunningTurn | undefined {
    return this.#turns.get(turnId);
  }

  /** The identity key of the turn's user: only their panels are told of it. */
  ownerOf(turnId: string): string | undefined {
    return this.#owners.get(turnId);
  }

  /** The turns of a conversation running now, by id. */
  inConversation(conversationId: string): Array<[string, RunningTurn]> {
    return [...this.#turns].filter(([, t]) => t.conversationId === conversationId);
  }

  /** Aborts the turn (its stream, tools and cards); false when it is not running. */
  stop(turnId: string, why: string): boolean {
    const turn = this.#turns.get(turnId);
    turn?.controller.abort(new DOMException(why, 'AbortError'));
    return turn !== undefined;
  }

  /** Stops every running turn, or those of one identity. */
  stopAll(why: string, identity?: string): void {
    for (const turnId of this.#turns.keys()) if (identity === undefined || this.#owners.get(turnId) === identity) this.stop(turnId, why);
  }

  ids(): string[] {
    return [...this.#turns.keys()];
  }

  conversations(): string[] {
    return [...this.#turns.values()].map((t) => t.conversationId);
  }
}
