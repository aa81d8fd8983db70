import type { WeftDb } from '@/lib/db/db';
import type { Json, PendingConfirm } from '@/lib/db/schema';
import type { WorkerEvent } from '@/lib/messaging/protocol';
import type { WritePreview, WriteSpec } from '@/lib/ops/types';
import type { CardEditor } from './card-editor';
import type { Answer } from './approve';
import { argsHash as hashOf, ConfirmGate } from './confirm-gate';
import { loadMessages } from './store';
import { calledSkill } from '@/lib/skills/catalog';

/** A card older than this is not offered again after a restart: the record may have moved on. */
export const KEPT_CARD_MAX_AGE_MS = 60 * 60_000;

type TurnOf = (turnId: string) => { conversationId: string; origin: string } | undefined;

/**
 * The confirm gate, with every waiting card also kept in the database until it is answered, so a
 * worker the browser stops anyway can offer the same write (same skill, spec and hash) again.
 * The row is deleted before the answer is handed on, so an approved write is never offered twice.
 */
export class KeptConfirmGate extends ConfirmGate {
  private readonly shownHashes: Map<string, () => void>;

  constructor(
    emit: (event: WorkerEvent) => void,
    private readonly db: WeftDb,
    private readonly turnOf: TurnOf,
  ) {
    const shown = new Map<string, () => void>();
    super((event) => {
      emit(event);
      if (event.type === 'confirm/request') shown.get(event.argsHash)?.();
    });
    this.shownHashes = shown;
  }

  /** Settles once a card for this write is waiting (offered again after a restart). */
  shown(hash: string): Promise<void> {
    if (this.pending().some((request) => request.argsHash === hash)) return Promise.resolve();
    return new Promise((resolve) => this.shownHashes.set(hash, resolve));
  }

  override async ask(turnId: string, skill: string, spec: WriteSpec, preview: WritePreview, signal: AbortSignal, editor?: CardEditor): Promise<Answer> {
    const turn = this.turnOf(turnId);
    if (!turn) return super.ask(turnId, skill, spec, preview, signal, editor);
    const row: PendingConfirm = {
      id: crypto.randomUUID(),
      ...turn,
      turnId,
      skill,
      spec: spec as unknown as Json,
      argsHash: await hashOf(skill, spec),
      preview: preview as unknown as Json,
      toolUseId: await this.askingToolUse(turn.conversationId, turnId, skill),
      createdAt: Date.now(),
    };
    return this.askKept(row, signal, editor);
  }

  /**
   * Asks (again) for a kept card; its row lives exactly as long as the question. The row keeps the
   * proposal: a card offered again after a restart shows it without the user's edits, editable again.
   */
  async askKept(row: PendingConfirm, signal: AbortSignal, editor?: CardEditor): Promise<Answer> {
    await this.db.confirms.put(row);
    try {
      return await super.ask(row.turnId, row.skill, row.spec as unknown as WriteSpec, row.preview as unknown as WritePreview, signal, editor);
    } finally {
      await this.db.confirms.delete(row.id).catch(() => undefined);
    }
  }

  /** The model's tool call waiting on this card: the last unanswered one of that skill in the turn. */
  private async askingToolUse(conversationId: string, turnId: string, skill: string): Promise<string | undefined> {
    const rows = (await loadMessages(this.db, conversationId)).filter((m) => m.turnId === turnId);
    const answered = new Set(rows.flatMap((m) => m.content.flatMap((b) => (isBlock(b, 'tool_result') ? [String(b.tool_use_id)] : []))));
    const asked = rows
      .filter((m) => m.role === 'assistant')
      .flatMap((m) => m.content.flatMap((b) => (isBlock(b, 'tool_use') && calledSkill(b) === skill && !answered.has(String(b.id)) ? [String(b.id)] : [])));
    return asked.at(-1);
  }
}

function isBlock(b: Json, type: string): b is { [key: string]: Json } {
  return typeof b === 'object' && b !== null && !Array.isArray(b) && b.type === type;
}
