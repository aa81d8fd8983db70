import type { WorkerEvent } from '@/lib/messaging/protocol';
import type { TurnRef, WriteOutcome, WritePreview, WriteSpec } from '@/lib/ops/types';
import type { PermissionMode } from '@/lib/settings/settings';
import type { Skill } from '@/lib/skills/define-skill';

// The permission gate, enforced in code. It never reads model text: only a `confirm/answer`
// command from the side panel port, naming both the pending id and the hash of the exact write,
// can approve a write that asks.

/** What the agent needs of the operation journal (lib/ops). */
export interface JournalLike {
  preview(spec: WriteSpec): Promise<WritePreview>;
  run(spec: WriteSpec, ref: TurnRef): Promise<WriteOutcome>;
}

type SkillRisk = Pick<Skill, 'name' | 'risk' | 'autoEditable'>;

/** Whether the model is offered a skill at all in this mode. */
export function isOffered(mode: PermissionMode, skill: SkillRisk): boolean {
  return mode !== 'read-only' || skill.risk === 'read';
}

/** What happens to one write: it runs, it waits for the user's click, or it is refused. */
export function decide(mode: PermissionMode, skill: SkillRisk, spec: WriteSpec): 'run' | 'ask' | 'refuse' {
  if (mode === 'read-only') return 'refuse';
  // auto-edit runs plain creates and updates of skills marked for it; deletes, workflow actions
  // and messages sent to people always ask, whatever the skill says about itself.
  const plainEdit = spec.kind === 'create' || spec.kind === 'write';
  if (mode === 'auto-edit' && skill.risk === 'write' && skill.autoEditable === true && plainEdit) return 'run';
  return 'ask';
}

/** Thrown into the skill when the user says no; the tool result tells the model so. */
export class WriteDeclined extends Error {
  override readonly name = 'WriteDeclined';
  constructor() {
    super('The user declined this change, so nothing was written. Do not retry it unless the user asks again.');
  }
}

export class WriteRefused extends Error {
  override readonly name = 'WriteRefused';
  constructor() {
    super('Weft is in read-only mode: no changes can be made. Tell the user they can change the mode in Settings.');
  }
}

/** JSON with object keys sorted at every level, so equal values hash equally. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );
}

/** SHA-256 (hex) of the canonical JSON of {skill, spec}: what a confirm card approves. */
export async function argsHash(skill: string, spec: WriteSpec): Promise<string> {
  const bytes = new TextEncoder().encode(canonicalJson({ skill, spec }));
  const digest = await crypto.subtle.digest('SHA-256', bytes);
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}

type ConfirmRequest = Extract<WorkerEvent, { type: 'confirm/request' }>;
interface Waiting {
  request: ConfirmRequest;
  settle(approve: boolean): void;
}

/** The writes waiting for the user's click, across turns. */
export class ConfirmGate {
  readonly #waiting = new Map<string, Waiting>();

  constructor(private readonly emit: (event: WorkerEvent) => void) {}

  /** Emits confirm/request and resolves with the user's answer; rejects when the turn is stopped. */
  async ask(turnId: string, skill: string, spec: WriteSpec, preview: WritePreview, signal: AbortSignal): Promise<boolean> {
    const hash = await argsHash(skill, spec);
    signal.throwIfAborted(); // checked after the await: an abort during it would never fire again
    const pendingId = crypto.randomUUID();
    const request: ConfirmRequest = { type: 'confirm/request', turnId, pendingId, argsHash: hash, preview };
    return new Promise<boolean>((resolve, reject) => {
      const onAbort = () => {
        this.#settle(pendingId);
        reject(signal.reason);
      };
      this.#waiting.set(pendingId, {
        request,
        settle: (approve) => {
          signal.removeEventListener('abort', onAbort);
          this.#settle(pendingId);
          resolve(approve);
        },
      });
      signal.addEventListener('abort', onAbort, { once: true });
      this.emit(request);
    });
  }

  /** The user's click. Returns false (and changes nothing) unless both the id and the hash match. */
  answer({ pendingId, argsHash, approve }: { pendingId: string; argsHash: string; approve: boolean }): boolean {
    const waiting = this.#waiting.get(pendingId);
    if (!waiting || waiting.request.argsHash !== argsHash) return false;
    waiting.settle(approve);
    return true;
  }

  /** The confirm cards still waiting, to show again in a panel that reconnects. */
  pending(): ConfirmRequest[] {
    return [...this.#waiting.values()].map((w) => w.request);
  }

  /** Denies everything waiting (e.g. the worker is shutting the turn down). */
  denyAll(): void {
    for (const waiting of [...this.#waiting.values()]) waiting.settle(false);
  }

  #settle(pendingId: string): void {
    if (this.#waiting.delete(pendingId)) this.emit({ type: 'confirm/settled', pendingId });
  }
}

export interface WriterOptions {
  mode: PermissionMode;
  skill: SkillRisk;
  ref: TurnRef;
  journal: JournalLike;
  confirms: ConfirmGate;
  signal: AbortSignal;
  /** Counts a write against the turn's budget; throws when it is spent. */
  countWrite(): void;
  /** Told when the user declines, so the tool shows as 'denied'. */
  onDeclined(): void;
}

/** SkillContext.write for one tool call: budget, then gate, then the journal. */
export function gatedWriter(o: WriterOptions): (spec: WriteSpec) => Promise<WriteOutcome> {
  return async (given) => {
    o.signal.throwIfAborted();
    // A private copy: what was shown, hashed and approved is exactly what runs.
    const spec = structuredClone(given);
    const decision = decide(o.mode, o.skill, spec);
    if (decision === 'refuse') throw new WriteRefused();
    o.countWrite();
    if (decision === 'ask') {
      const preview = await o.journal.preview(spec);
      const approved = await o.confirms.ask(o.ref.turnId, o.skill.name, spec, preview, o.signal);
      if (!approved) {
        o.onDeclined();
        throw new WriteDeclined();
      }
    }
    o.signal.throwIfAborted();
    return o.journal.run(spec, o.ref);
  };
}
