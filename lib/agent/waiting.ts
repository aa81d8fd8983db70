// Cards that wait for the user's click in the panel (confirm a write, send data to the model):
// one request per pendingId, settled by the click, by the turn being stopped, or all at once.
// Only the owner's `answer` settles a card, after its own checks; nothing else can.

interface Entry<R, A> {
  request: R;
  settle(answer: A): void;
}

/** `A`: what the click answers (yes or no; a change set's card also the rows left out). */
export class Waiting<R extends { pendingId: string }, A = boolean> {
  readonly #entries = new Map<string, Entry<R, A>>();

  /** `show` emits the request; `settled` tells the panel its card is gone. */
  constructor(
    private readonly show: (request: R) => void,
    private readonly settled: (pendingId: string) => void,
  ) {}

  /** Shows the request; resolves with the user's answer, rejects when the turn is stopped. */
  wait(request: R, signal: AbortSignal): Promise<A> {
    signal.throwIfAborted();
    const { pendingId } = request;
    return new Promise<A>((resolve, reject) => {
      const onAbort = () => {
        this.#remove(pendingId);
        reject(signal.reason);
      };
      this.#entries.set(pendingId, {
        request,
        settle: (answer) => {
          signal.removeEventListener('abort', onAbort);
          this.#remove(pendingId);
          resolve(answer);
        },
      });
      signal.addEventListener('abort', onAbort, { once: true });
      this.show(request);
    });
  }

  /** The request waiting under that id, if any. */
  get(pendingId: string): R | undefined {
    return this.#entries.get(pendingId)?.request;
  }

  /**
   * Shows a waiting card again as `change` makes it from the one shown now (a card the user edited:
   * a new write and hash). False, and nothing shown, when nothing waits under that id.
   */
  update(pendingId: string, change: (shown: R) => R | undefined): boolean {
    const entry = this.#entries.get(pendingId);
    const next = entry && change(entry.request);
    if (!entry || !next) return false;
    entry.request = next;
    this.show(next);
    return true;
  }

  /** Settles one card; false when nothing waits under that id. */
  settle(pendingId: string, answer: A): boolean {
    const entry = this.#entries.get(pendingId);
    if (!entry) return false;
    entry.settle(answer);
    return true;
  }

  /** The cards still waiting, to show again in a panel that reconnects. */
  pending(): R[] {
    return [...this.#entries.values()].map((e) => e.request);
  }

  settleAll(answer: A): void {
    for (const entry of [...this.#entries.values()]) entry.settle(answer);
  }

  #remove(pendingId: string): void {
    if (this.#entries.delete(pendingId)) this.settled(pendingId);
  }
}
