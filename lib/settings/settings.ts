import { clear, createStore, get, set, type UseStore } from 'idb-keyval';
import { z } from '../messaging/zod';
// Relative: wxt.config.ts reads this file (the managed schema) before aliases exist.
import { LANGUAGE_CHOICES } from '../i18n/languages';
import { Price } from './prices';
import { NO_PERSONAL_DATA, PersonalData } from './personal';
import { Budget } from './budget';

export const PermissionMode = z.enum(['read-only', 'ask-every-write', 'auto-read', 'auto-edit']);
export type PermissionMode = z.infer<typeof PermissionMode>;

/** Whether a mode offers any write at all (tools, suggestions): read-only offers none. */
export const offersWrites = (mode: PermissionMode): boolean => mode !== 'read-only';

export const SuggestionFrequency = z.enum(['off', 'minimal', 'normal', 'frequent']);
export type SuggestionFrequency = z.infer<typeof SuggestionFrequency>;

/**
 * How a suggestion reaches the user: the toolbar badge only, or also a small notice in the Odoo
 * page for the important ones (lib/suggest/notice.ts decides which).
 */
export const SuggestionDisplay = z.enum(['badge', 'notice']);
export type SuggestionDisplay = z.infer<typeof SuggestionDisplay>;

export const DEFAULT_BASE_URL = 'https://api.anthropic.com';
export const DEFAULT_MODEL = 'claude-sonnet-4-6';
/** Cheap and widely available; a gateway without it can name another in Settings. */
export const DEFAULT_SUMMARY_MODEL = 'claude-haiku-4-5';

/** An http(s) address: a typo such as "htps:/x" or "api.anthropic.com" is refused, not saved. */
export const ApiBaseUrl = z.string().check(z.trim(), z.url('Enter a full address, such as https://api.anthropic.com'), z.refine((url) => /^https?:\/\/[^/\s]+/.test(url), 'The address must start with https:// (or http:// for a local gateway)'));

/** Longest instructions, the user's or the organisation's: about 1,000 tokens each on every request. */
export const INSTRUCTIONS_MAX = 4000;
export const ANSWER_TOKENS_MIN = 256;
export const ANSWER_TOKENS_MAX = 32_000;
/** The answer lengths Settings offers (max_tokens); the stored value may be any in the bounds. */
export const ANSWER_LENGTHS = [1024, 2048, 4096, 8192] as const;

export const Settings = z.object({
  apiKey: z._default(z.string(), ''),
  apiBaseUrl: z._default(ApiBaseUrl, DEFAULT_BASE_URL),
  model: z._default(z.string().check(z.trim(), z.minLength(1)), DEFAULT_MODEL),
  /** For rolling summaries of older turns. */
  summaryModel: z._default(z.string().check(z.trim(), z.minLength(1)), DEFAULT_SUMMARY_MODEL),
  /** The user's own prices (per model id prefix), over the defaults in prices.ts. */
  prices: z._default(z.record(z.string(), Price), {}),
  /** The panel's language: Odoo's (the default), the browser's, or one of the five. */
  language: z._default(z.enum(LANGUAGE_CHOICES), 'odoo'),
  permissionMode: z._default(PermissionMode, 'auto-read'),
  suggestionFrequency: z._default(SuggestionFrequency, 'normal'),
  suggestionDisplay: z._default(SuggestionDisplay, 'notice'),
  grantedOrigins: z._default(z.array(z.url()), []),
  journalRetentionDays: z._default(z.int().check(z.gte(1), z.lte(3650)), 90),
  /** Conversations (messages, attached files) untouched for longer are deleted, on start-up and daily. */
  conversationRetentionDays: z._default(z.int().check(z.gte(1), z.lte(3650)), 90),
  /** Privacy: Odoo data a tool read is shown in the panel and sent to the model only on a click. */
  askBeforeSending: z._default(z.boolean(), false),
  /** The user's own instructions, sent to the model with every request (after the cached prompt). */
  instructions: z._default(z.string().check(z.maxLength(INSTRUCTIONS_MAX)), ''),
  /** Answer length: max_tokens of each request (the organisation's policy may cap it). */
  answerTokens: z._default(z.int().check(z.gte(ANSWER_TOKENS_MIN), z.lte(ANSWER_TOKENS_MAX)), 2048),
  /** What the model sees only as placeholders (lib/settings/personal.ts); the organisation's adds to it. */
  personalData: z._default(PersonalData, NO_PERSONAL_DATA),
  /** Spend budgets in US dollars (null: none); past one, no turn starts until it renews (lib/agent/budget.ts). */
  dailyBudget: z._default(z.nullable(Budget), null),
  monthlyBudget: z._default(z.nullable(Budget), null),
  /**
   * The trail in Odoo: each change Weft makes logs an internal note on the record (nobody is
   * e-mailed). Off unless the user or the organisation turns it on: it writes to a shared Odoo.
   */
  trail: z._default(z.boolean(), false),
});
export type Settings = z.infer<typeof Settings>;

/** What a page other than the worker and the settings view may see: everything but the key. */
export type PublicSettings = Omit<Settings, 'apiKey'> & { hasApiKey: boolean };

const KEY = 'settings';
let store: UseStore | undefined;
// Extension-origin IndexedDB: content scripts run in the page's origin and cannot open it.
const db = () => (store ??= createStore('weft-settings', 'kv'));

/**
 * The user's own stored settings, without the organisation's policy: only for code that edits them
 * (effective.ts, origins.ts). Everything else reads `getSettings` (effective.ts). Unknown or invalid
 * stored values fall back to defaults field by field.
 */
export async function readUserSettings(): Promise<Settings> {
  const raw = (await get(KEY, db())) ?? {};
  const parsed = Settings.safeParse(raw);
  if (parsed.success) return parsed.data;
  const fixed = { ...(raw as Record<string, unknown>) };
  for (const issue of parsed.error.issues) delete fixed[String(issue.path[0])];
  return Settings.parse(fixed);
}

/** Stores a patch of the user's settings as it is (effective.ts checks it against the policy first). */
export async function writeUserSettings(patch: Partial<Settings>): Promise<Settings> {
  const next = Settings.parse({ ...(await readUserSettings()), ...patch });
  await set(KEY, next, db());
  return next;
}

/** "Delete everything": the stored settings, the API key with them, go back to the defaults. */
export async function clearUserSettings(): Promise<void> {
  await clear(db());
}

export function toPublic({ apiKey, ...rest }: Settings): PublicSettings {
  return { ...rest, hasApiKey: apiKey.length > 0 };
}
