import type { WeftDb } from '@/lib/db/db';
import type { Conversation, Json } from '@/lib/db/schema';
import { namesPersonal, type PersonalData } from '@/lib/settings/personal';
import { Veil } from './personal-veil';

// The one boundary between Weft and the model for personal data. Every request body is masked here
// as a whole (system text, the user's words, the page context, tool inputs and results, the
// summary's transcript), after the mapping is stored; what the model sends back (text, streamed
// deltas, tool inputs) is unmasked here before it is stored, shown or parsed by a skill. So the
// panel, the confirm card, the journal, the export and Odoo only ever see the real values.

/** The conversation's mapping, or undefined when nothing is named as personal (nothing to do). */
export async function loadVeil(db: WeftDb, conversation: Pick<Conversation, 'id' | 'identity'>, rules: PersonalData): Promise<Veil | undefined> {
  if (!namesPersonal(rules)) return undefined;
  const row = await db.veils.get(conversation.id);
  return new Veil(rules, row?.entries ?? []);
}

/** Stores the mapping when it grew: before the request that uses the new placeholders leaves. */
export async function keepVeil(db: WeftDb, conversation: Pick<Conversation, 'id' | 'identity'>, veil: Veil): Promise<void> {
  if (!veil.takeAdded()) return;
  await db.veils.put({ conversationId: conversation.id, identity: conversation.identity, entries: veil.entries, updatedAt: Date.now() });
}

interface Body {
  system?: string | { type: string; text: string }[];
  messages: { role: string; content: string | unknown[] }[];
}

/** A request body as the model may read it; the tools and the static prompt carry no user data but go through the same pass. */
export function maskBody<B extends Body>(veil: Veil, body: B): B {
  const system = typeof body.system === 'string' ? veil.maskText(body.system) : body.system?.map((b) => ({ ...b, text: veil.maskText(b.text) }));
  return {
    ...body,
    ...(system !== undefined ? { system } : {}),
    messages: body.messages.map((m) => ({ ...m, content: typeof m.content === 'string' ? veil.maskText(m.content) : m.content.map((b) => maskBlock(veil, b)) })),
  };
}

function maskBlock(veil: Veil, block: unknown): unknown {
  const b = block as { type?: string; text?: string; input?: unknown; content?: unknown };
  if (b.type === 'text' && typeof b.text === 'string') return { ...b, text: veil.maskText(b.text) };
  if (b.type === 'tool_use') return { ...b, input: veil.maskJson(b.input) };
  if (b.type === 'tool_result') {
    if (typeof b.content === 'string') return { ...b, content: veil.maskText(b.content) };
    if (Array.isArray(b.content)) return { ...b, content: b.content.map((c) => maskBlock(veil, c)) };
  }
  return block; // images and documents go as they are
}

/** Stored blocks from the model (text, tool_use) with the real values back. */
export function unmaskContent(veil: Veil, content: Json[]): Json[] {
  return content.map((b) => {
    if (!b || typeof b !== 'object' || Array.isArray(b)) return b;
    if (b.type === 'text' && typeof b.text === 'string') return { ...b, text: veil.unmaskText(b.text) };
    if (b.type === 'tool_use') return { ...b, input: veil.unmaskJson(b.input ?? {}) };
    return b;
  });
}
