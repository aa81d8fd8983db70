import type { WorkerEvent } from '@/lib/messaging/protocol';
import { isChangeSet, withoutRows } from '@/lib/ops/change-set';
import type { CardEdits } from '@/lib/ops/card-edits';
import type { WritePreview, WriteSpec } from '@/lib/ops/types';
import { answersQuestions, questionsLeft } from '@/lib/ops/wizard-choices';
import type { Text } from '@/lib/i18n';
import type { Answer } from './approve';
import { refusalOf, type CardEditor, type CardVersion } from './card-editor';
import { Waiting } from './waiting';

// The confirm cards waiting for the user's click. Only a `confirm/answer` command from the side
// panel port, naming both the pending id and the hash of the exact write shown, approves one; the
// model's text never does (gate.ts decides which writes ask).

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
/** The user's click on a card (lib/messaging confirm/answer): the rows left out, the answers to its questions. */
export type ConfirmAnswer = { pendingId: string; argsHash: string; approve: boolean; exclude?: number[]; choices?: Record<string, string> };

/** The writes waiting for the user's click, across turns. */
export class ConfirmGate {
  readonly #waiting: Waiting<ConfirmRequest, Answer>;
  /** Cards the user may edit, by pendingId; `busy` while Odoo checks an edit (one at a time). */
  readonly #editors = new Map<string, { editor: CardEditor; skill: string; busy: boolean }>();

  constructor(emit: (event: WorkerEvent) => void) {
    this.#waiting = new Waiting<ConfirmRequest, Answer>(emit, (pendingId) => emit({ type: 'confirm/settled', pendingId }));
  }

  /**
   * Emits confirm/request and resolves with the user's answer; rejects when the turn is stopped.
   * With an `editor`, the user may change the card's values first (revise): Approve answers the
   * version shown, named by its own hash.
   */
  async ask(turnId: string, skill: string, spec: WriteSpec, preview: WritePreview, signal: AbortSignal, editor?: CardEditor): Promise<Answer> {
    const hash = await argsHash(skill, spec);
    const pendingId = crypto.randomUUID();
    const edit = editor && { fields: editor.fields, edited: {}, revision: 0 };
    if (editor) this.#editors.set(pendingId, { editor, skill, busy: false });
    try {
      // wait() checks the signal after this await: an abort during it would never fire again.
      return await this.#waiting.wait({ type: 'confirm/request', turnId, pendingId, argsHash: hash, preview, ...(edit ? { edit } : {}) }, signal);
    } finally {
      this.#editors.delete(pendingId);
    }
  }

  /**
   * The user's click. Returns false (and changes nothing) unless both the id and the hash match, and
   * the rows left out (`exclude`) are rows of the card's change set with at least one left in.
   */
  answer({ pendingId, argsHash, approve, exclude = [], choices }: ConfirmAnswer): boolean {
    const request = this.#waiting.get(pendingId);
    if (request?.argsHash !== argsHash) return false;
    if (!approve) return this.#waiting.settle(pendingId, false);
    // Approve answers every question the card asked of the rows left in, with one of its answers, and
    // nothing else: a transfer left out of the change is not asked about.
    const questions = questionsLeft(request.preview.consequences?.questions ?? [], exclude);
    if (!answersQuestions(questions, choices)) return false;
    const answered = questions.length ? { choices: { ...choices } } : {};
    if (!exclude.length) return this.#waiting.settle(pendingId, questions.length ? answered : true);
    const spec = request.preview.spec as WriteSpec;
    try {
      if (!isChangeSet(spec)) return false;
      withoutRows(spec, exclude);
    } catch {
      return false;
    }
    return this.#waiting.settle(pendingId, { exclude: [...new Set(exclude)], ...answered });
  }

  /**
   * The user's values on a waiting card, against the proposal: checked as the model's write was,
   * then the card is shown again with the edited write under its own hash, or with why not (the
   * version before stays). False when the card no longer waits, shows another version, or is busy.
   */
  async revise({ pendingId, argsHash: shownHash, edits }: { pendingId: string; argsHash: string; edits: CardEdits }): Promise<boolean> {
    const entry = this.#editors.get(pendingId);
    if (!entry || entry.busy || this.#waiting.get(pendingId)?.argsHash !== shownHash) return false;
    entry.busy = true;
    let next: { version: CardVersion; hash: string } | { why: Text };
    try {
      const version = await entry.editor.revise(edits);
      next = { version, hash: await argsHash(entry.skill, version.plan.spec) };
    } catch (error) {
      next = { why: refusalOf(error) };
    } finally {
      entry.busy = false;
    }
    // Shown and handed to the pipeline together: Approve from now on approves this version.
    return this.#waiting.update(pendingId, (shown) => {
      if (shown.argsHash !== shownHash || !shown.edit) return undefined;
      const revision = shown.edit.revision + 1;
      if ('why' in next) return { ...shown, edit: { ...shown.edit, revision, error: next.why } };
      entry.editor.shown(next.version);
      const { found: _, error: __, ...kept } = shown.edit;
      return { ...shown, argsHash: next.hash, preview: next.version.preview, edit: { ...kept, edited: next.version.edits, revision } };
    });
  }

  /** Records named like `name` for a record field of a waiting card, shown on it as buttons. */
  async find({ pendingId, field, name }: { pendingId: string; field: string; name: string }): Promise<boolean> {
    const entry = this.#editors.get(pendingId);
    if (!entry) return false;
    const options = await entry.editor.find(field, name).catch(() => []);
    return this.#waiting.update(pendingId, (shown) => (shown.edit ? { ...shown, edit: { ...shown.edit, found: { field, options: options.slice(0, 20) } } } : undefined));
  }

  /** The confirm cards still waiting, to show again in a panel that reconnects. */
  pending(): ConfirmRequest[] {
    return this.#waiting.pending();
  }

  /** Denies everything waiting (e.g. the worker is shutting the turn down). */
  denyAll(): void {
    this.#waiting.settleAll(false);
  }
}
