// Row types of the one Weft database. Values from Odoo are kept as plain JSON.
import type { Text } from '@/lib/i18n';

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

export interface Usage {
  input: number;
  cacheRead: number;
  cacheWrite: number;
  output: number;
}

/** The user a row belongs to (identity.ts): `origin|db|uid`, or legacy (written before identities). */
type IdentityKey = string;

export interface Conversation {
  id: string;
  title: string;
  /** The Odoo origin the conversation is about. */
  origin: string;
  identity: IdentityKey;
  createdAt: number;
  updatedAt: number;
  /** Rolling summary of turns older than the verbatim history window. */
  summary?: { text: string; upToMessageId: string; /** Set when the summary model failed and a plain one was kept. */ fellBack?: string };
  usage: Usage;
}

export type MessageStatus = 'streaming' | 'done' | 'stopped' | 'interrupted' | 'error';

export interface Message {
  id: string;
  conversationId: string;
  turnId: string;
  role: 'user' | 'assistant';
  /** Anthropic content blocks (text, tool_use, tool_result), as sent and received. */
  content: Json[];
  status: MessageStatus;
  /** Why the reply failed: a lib/i18n sentence, said in the reader's language (text in older rows). */
  error?: Text;
  /**
   * On an answer Weft wrote itself (a suggestion's or a kept card's outcome): what the panel says in
   * place of its text, in the reader's language of now. The text stays for the model's history.
   */
  said?: Text;
  /** On a turn's user message: the companies active in the tab where the turn started. */
  companyIds?: number[];
  /** On a turn's last answer: it says it changed something, but the turn wrote nothing (lib/agent/claims.ts). */
  unbacked?: true;
  /** On a model's answer, for the audit export: the model, its usage and how long the request took. */
  model?: string;
  usage?: Usage;
  ms?: number;
  /** On a message of tool results, for the audit export: per tool_use id, its duration and Odoo round trips. */
  tools?: Record<string, ToolAudit>;
  createdAt: number;
}

export interface ToolAudit {
  ms: number;
  /** Odoo round trips the call made (its journal's too, for a write). */
  trips: number;
}

export type OperationKind = 'create' | 'write' | 'archive' | 'unarchive' | 'unlink' | 'action' | 'message';
/**
 * pending: its RPC is being sent by a running step. checking: Odoo's answer was lost, so whether it
 * landed is read back from Odoo until the evidence is conclusive (never judged from one early read).
 */
export type OperationStatus = 'pending' | 'checking' | 'done' | 'failed' | 'undone' | 'conflict';

export interface Operation {
  id: string;
  conversationId: string;
  turnId: string;
  skill: string;
  origin: string;
  identity: IdentityKey;
  /** Who made it, said when someone else is signed in: "made by <name> on db <db>". */
  by?: { name: string; db: string };
  /** The companies active when it was made: sent as allowed_company_ids on its write, undo and reconcile. */
  companyIds?: number[];
  /** Version-1 rows: the user id the entry itself recorded, until that user adopts it (migrate-identity.ts). */
  legacyUid?: number;
  model: string;
  recordIds: number[];
  displayNames: Record<number, string>;
  kind: OperationKind;
  /** Per record id: field -> value before the write (full snapshot for unlink). */
  before: Record<number, Record<string, Json>>;
  after: Record<number, Record<string, Json>>;
  method?: string;
  status: OperationStatus;
  undoable: boolean;
  /** Why it cannot be undone, said before it runs (a lib/i18n sentence; text in older rows). */
  notUndoableReason?: Text;
  /** The id of the operation this one undoes, when it is an undo. */
  undoOf?: string;
  /** The change set it is a row of: one write on many records, journaled a row at a time, undone together. */
  setId?: string;
  /** Why it failed or is being checked: a lib/i18n sentence, or Odoo's own message (text in older rows). */
  error?: Text;
  createdAt: number;
  updatedAt: number;
}

/** 'retired': the user left the page the card was about; like 'dismissed', it no longer counts. */
export type SuggestionStatus = 'new' | 'seen' | 'dismissed' | 'acted' | 'retired';

export interface Suggestion {
  id: string;
  origin: string;
  identity: IdentityKey;
  probe: string;
  /** model:id (or model:list) the suggestion is about; with probe, the dedupe key. */
  recordKey: string;
  /** What the card says: lib/i18n sentences, said in the reader's language (text in older rows, and Odoo's own). */
  title: Text;
  why: Text;
  action: Json;
  /** A hash of the data the suggestion was made from, to show it again when the data changed. */
  /** The page (origin|model|record) the card was made on: leaving it retires the card. */
  pageKey?: string;
  dataHash: string;
  status: SuggestionStatus;
  createdAt: number;
}

export interface MemoryItem {
  id: string;
  identity: IdentityKey;
  text: string;
  kind: 'fact' | 'preference';
  createdAt: number;
}

/**
 * A confirm card waiting for the user's click, kept so a worker the browser stops anyway can offer
 * the same write again (same skill, spec and hash) after the panel reconnects. Deleted when the
 * card is answered, stopped or expires, before anything is written.
 */
export interface PendingConfirm {
  id: string;
  conversationId: string;
  turnId: string;
  origin: string;
  skill: string;
  spec: Json;
  argsHash: string;
  /** What the card showed (lib/ops WritePreview), shown again unchanged. */
  preview: Json;
  /** The tool call that asked, answered with the outcome when the card is approved after a restart. */
  toolUseId?: string;
  createdAt: number;
}

/** One button of a question: what it shows (Odoo's name, a detail that tells it apart) and what it means. */
export interface ChoiceOption {
  /** Shown only, never run: a record's display name from Odoo (untrusted) or a plain answer. */
  label: string;
  /** What tells it apart from the others (city, e-mail, reference, amount), read from Odoo. */
  detail?: string;
  /** The record it stands for, when the question is about records of `model`. */
  id?: number;
}

/**
 * 'waiting': its turn waits for a click. 'answered': clicked (`answer`), kept with the conversation
 * and sent on as an earlier choice. 'archived': not answered (the user wrote a new message instead,
 * stopped the turn, or it waited too long); its buttons are inert.
 */
export type ChoiceStatus = 'waiting' | 'answered' | 'archived';

/** A question the model asked with candidates (find_by_name with a question), shown as buttons in the panel. */
export interface Choice {
  id: string;
  conversationId: string;
  turnId: string;
  /** The find_by_name call it answers. */
  toolUseId: string;
  /** Written by the model, in the user's language. */
  question: string;
  /** The Odoo model of the records the options stand for, if they are records. */
  model?: string;
  options: ChoiceOption[];
  status: ChoiceStatus;
  /** Index in `options` of the one the user clicked. */
  answer?: number;
  createdAt: number;
  answeredAt?: number;
}

export type ChatFileKind = 'pdf' | 'image' | 'table';

/**
 * A file the user attached in the composer, kept with its conversation (deleted with it) and read
 * by the worker when the turn that carries it is built. Never uploaded to Odoo by itself.
 */
export interface ChatFile {
  id: string;
  /** Set when the message carrying it is sent; a draft chip has none (pruned after a day). */
  conversationId?: string;
  name: string;
  /** As sent: application/pdf, image/png|jpeg|webp, or text/csv for a parsed table. */
  mimeType: string;
  kind: ChatFileKind;
  /** Bytes of the file as sent: as picked, or after an over-limit image was scaled down. */
  size: number;
  /** Base64 of the bytes (pdf, image), or the compact table text (table). */
  data: string;
  pages?: number;
  rows?: number;
  /** An image over the API's limits, scaled down in the panel: its size as picked, "9000×6000". */
  resizedFrom?: string;
  /** Estimated input tokens it costs when sent. */
  tokens: number;
  createdAt: number;
}

/** One conversation's personal values and their placeholders (lib/agent/personal-veil.ts). */
export interface VeilRow {
  conversationId: string;
  identity: IdentityKey;
  /** In the order first seen: { kind, n, value, key, literal? }. */
  entries: { kind: string; n: number; value: string; key: string; literal?: true }[];
  updatedAt: number;
}

/** What one identity spent on the model on one local day (lib/db/spend.ts). */
export interface SpendRow {
  identity: IdentityKey;
  /** 'YYYY-MM-DD', local. */
  day: string;
  /** US dollars, from the price table at the time. */
  dollars: number;
  tokens: number;
}
