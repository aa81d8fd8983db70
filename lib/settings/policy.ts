import { browser } from 'wxt/browser';
import { z } from '../messaging/zod';
import { PersonalData, unitePersonal } from './personal';
import { Budget, cappedBudget } from './budget';
import { LIMIT_FIELDS } from './org-limits';
import { ANSWER_TOKENS_MAX, ANSWER_TOKENS_MIN, ApiBaseUrl, INSTRUCTIONS_MAX, PermissionMode, SuggestionFrequency, type Settings } from './settings';

// The organisation's policy: what an administrator sets centrally through the browser's managed
// storage for extensions (Chrome and Edge: enterprise policy, `3rdparty.extensions.<id>`;
// Firefox: policies.json, `3rdparty.Extensions.<id>`). It only ever narrows what the user may do;
// `applyPolicy` is the one place it meets the user's settings.

/** An Odoo model name, or a prefix with a wildcard: 'account.move', 'account.*'. */
const ModelPattern = z.string().check(z.trim(), z.regex(/^[a-z][a-z0-9_]*(\.[a-z0-9_]+)*(\.\*)?$/, 'an Odoo model name such as account.move, or account.*'));
/** An origin, or every sub-domain of a host: 'https://erp.acme.com', 'https://*.odoo.com'. */
const OriginPattern = z.string().check(z.trim(), z.regex(/^https?:\/\/(\*\.)?[a-z0-9.[\]:-]+$/i, 'an origin such as https://erp.acme.com or https://*.odoo.com (no path)'));

/** Each key is optional: an absent key leaves the user's choice alone. */
export const POLICY_FIELDS = {
  /** The most permissive permission mode users may choose. */
  maxPermissionMode: PermissionMode,
  /** Odoo models Weft may neither read nor change (on top of the built-in guards). */
  blockedModels: z.array(ModelPattern),
  /** When set, the only Odoo models Weft may read or change. */
  allowedModels: z.array(ModelPattern),
  /** No deletion of Odoo records, even when the user confirms. */
  neverDelete: z.boolean(),
  /** The only Odoo origins users may allow Weft on. */
  allowedOrigins: z.array(OriginPattern),
  /** The model API every request goes to (a company gateway). */
  apiBaseUrl: ApiBaseUrl,
  /** The model every request uses. */
  model: z.string().check(z.trim(), z.minLength(1)),
  /** The model for summaries of long conversations (default: `model` when that is set). */
  summaryModel: z.string().check(z.trim(), z.minLength(1)),
  /** No memory: "remember: …" is refused and nothing remembered is sent. */
  disableMemory: z.boolean(),
  /** The longest conversations and the change log are kept, in days. */
  retentionDays: z.int().check(z.gte(1), z.lte(3650)),
  /** The highest suggestion frequency users may choose. */
  maxSuggestionFrequency: SuggestionFrequency,
  /** Always ask before Odoo data is sent to the model. */
  askBeforeSending: z.boolean(),
  /** The organisation's instructions, sent to the model before the user's own (shown read-only in Settings). */
  instructions: z.string().check(z.trim(), z.minLength(1), z.maxLength(INSTRUCTIONS_MAX)),
  /** The longest answer users may choose (max_tokens of a request). */
  maxAnswerTokens: z.int().check(z.gte(ANSWER_TOKENS_MIN), z.lte(ANSWER_TOKENS_MAX)),
  /** What is personal (kinds, fields by name): the model sees placeholders; users may add to it, not remove. */
  personalData: PersonalData,
  /** The most records one change may touch (a change set, lib/ops/change-set.ts); Weft's own ceiling is lower still. */
  maxChangeSet: z.int().check(z.gte(1), z.lte(10_000)),
  /** The highest daily and monthly spend budgets (US dollars); a user without one gets these. */
  maxDailyBudget: Budget,
  maxMonthlyBudget: Budget,
  /** The trail switch and the limits on writes (org-limits.ts). */
  ...LIMIT_FIELDS,
} as const;

export const Policy = z.partial(z.object(POLICY_FIELDS));
export type Policy = z.infer<typeof Policy>;

export interface ReadPolicy {
  policy: Policy;
  /** What was ignored and why, one sentence each (shown in Settings, logged by the worker). */
  problems: string[];
}

/** Validates each key on its own: a malformed key is ignored and reported, the rest still applies. */
export function parsePolicy(raw: unknown): ReadPolicy {
  if (raw === undefined || raw === null) return { policy: {}, problems: [] };
  if (typeof raw !== 'object' || Array.isArray(raw)) return { policy: {}, problems: ['The policy is not an object; it was ignored.'] };
  const policy: Record<string, unknown> = {};
  const problems: string[] = [];
  for (const [key, value] of Object.entries(raw as Record<string, unknown>)) {
    const schema = (POLICY_FIELDS as Record<string, z.ZodMiniType>)[key];
    if (!schema) {
      problems.push(`Unknown policy "${key}" was ignored.`);
      continue;
    }
    const parsed = schema.safeParse(value);
    if (parsed.success) policy[key] = parsed.data;
    else problems.push(`Policy "${key}" was ignored: ${parsed.error.issues.map((i) => i.message).join('; ')}.`);
  }
  return { policy: policy as Policy, problems };
}

/**
 * The policy as the browser delivers it. No managed storage (Firefox without policies.json throws,
 * Safari has none, a test build may lack it) means no policy; the user's settings apply as they are.
 */
export async function readPolicy(): Promise<ReadPolicy> {
  let raw: unknown;
  try {
    raw = await browser.storage?.managed?.get();
  } catch {
    return { policy: {}, problems: [] };
  }
  return parsePolicy(raw);
}

const MODE_ORDER = PermissionMode.options;
const FREQUENCY_ORDER = SuggestionFrequency.options;
const atMost = <T extends string>(order: readonly T[], value: T, max: T | undefined): T =>
  max !== undefined && order.indexOf(value) > order.indexOf(max) ? max : value;

/** Whether a user may pick this answer length (max_tokens): at most the organisation's ceiling. */
export const answerTokensAllowed = (tokens: number, policy: Policy) => policy.maxAnswerTokens === undefined || tokens <= policy.maxAnswerTokens;

/** Whether a user may pick this mode (the settings view disables the others). */
export const modeAllowed = (mode: PermissionMode, policy: Policy) => atMost(MODE_ORDER, mode, policy.maxPermissionMode) === mode;
export const frequencyAllowed = (f: SuggestionFrequency, policy: Policy) => atMost(FREQUENCY_ORDER, f, policy.maxSuggestionFrequency) === f;

/** Settings the policy decides (wholly or by a ceiling), for the settings view's "Set by your organisation". */
export type Lockable = 'permissionMode' | 'suggestionFrequency' | 'apiBaseUrl' | 'model' | 'summaryModel' | 'journalRetentionDays' | 'conversationRetentionDays' | 'askBeforeSending' | 'memory' | 'origins' | 'answerTokens' | 'personalData' | 'dailyBudget' | 'monthlyBudget' | 'trail';

export interface AppliedPolicy extends ReadPolicy {
  locked: ReadonlySet<Lockable>;
}

/** The settings everything uses: the user's, with the organisation's policy applied over them. */
export type EffectiveSettings = Settings & { policy: AppliedPolicy };

/** The one place policy meets the user's settings. Policy never loosens: it caps, fixes or adds. */
export function applyPolicy(user: Settings, read: ReadPolicy): EffectiveSettings {
  const { policy: p } = read;
  const locked = new Set<Lockable>();
  const lock = (key: Lockable, when: unknown) => when !== undefined && when !== false && locked.add(key);
  lock('permissionMode', p.maxPermissionMode);
  lock('suggestionFrequency', p.maxSuggestionFrequency);
  lock('apiBaseUrl', p.apiBaseUrl);
  lock('model', p.model);
  lock('summaryModel', p.summaryModel ?? p.model);
  lock('journalRetentionDays', p.retentionDays);
  lock('conversationRetentionDays', p.retentionDays);
  lock('askBeforeSending', p.askBeforeSending);
  lock('memory', p.disableMemory);
  lock('origins', p.allowedOrigins);
  lock('answerTokens', p.maxAnswerTokens);
  lock('personalData', p.personalData);
  lock('dailyBudget', p.maxDailyBudget);
  lock('monthlyBudget', p.maxMonthlyBudget);
  if (p.trail !== undefined) locked.add('trail');
  const cap = (days: number) => (p.retentionDays !== undefined ? Math.min(days, p.retentionDays) : days);
  return {
    ...user,
    permissionMode: atMost(MODE_ORDER, user.permissionMode, p.maxPermissionMode),
    suggestionFrequency: atMost(FREQUENCY_ORDER, user.suggestionFrequency, p.maxSuggestionFrequency),
    apiBaseUrl: p.apiBaseUrl ?? user.apiBaseUrl,
    model: p.model ?? user.model,
    // A gateway fixed to one model may serve no other: summaries then use that model too.
    summaryModel: p.summaryModel ?? p.model ?? user.summaryModel,
    journalRetentionDays: cap(user.journalRetentionDays),
    conversationRetentionDays: cap(user.conversationRetentionDays),
    askBeforeSending: p.askBeforeSending === true || user.askBeforeSending,
    answerTokens: p.maxAnswerTokens !== undefined ? Math.min(user.answerTokens, p.maxAnswerTokens) : user.answerTokens,
    trail: p.trail ?? user.trail,
    grantedOrigins: user.grantedOrigins.filter((origin) => originAllowed(origin, p)),
    personalData: unitePersonal(user.personalData, p.personalData),
    dailyBudget: cappedBudget(user.dailyBudget, p.maxDailyBudget),
    monthlyBudget: cappedBudget(user.monthlyBudget, p.maxMonthlyBudget),
    policy: { ...read, locked },
  };
}

/** Whether the policy lets Weft work on this origin (exact origin, or a `*.` sub-domain pattern). */
export function originAllowed(origin: string, policy: Pick<Policy, 'allowedOrigins'>): boolean {
  if (!policy.allowedOrigins) return true;
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  return policy.allowedOrigins.some((pattern) => {
    const wild = /^(https?:)\/\/\*\.(.+)$/i.exec(pattern);
    if (!wild) return safeOrigin(pattern) === url.origin;
    const base = safeUrl(`${wild[1]}//${wild[2]}`);
    return base !== null && url.protocol === base.protocol && url.port === base.port && url.hostname.endsWith(`.${base.hostname}`);
  });
}

const safeUrl = (text: string) => {
  try {
    return new URL(text);
  } catch {
    return null;
  }
};
const safeOrigin = (text: string) => safeUrl(text)?.origin ?? null;

/** Why the policy keeps Weft off `model`, or null when it may be used. */
export function modelBlockedBy(model: string, policy: Pick<Policy, 'blockedModels' | 'allowedModels'>): string | null {
  const matches = (pattern: string) => (pattern.endsWith('.*') ? model.startsWith(pattern.slice(0, -1)) : model === pattern);
  if (policy.blockedModels?.some(matches)) return `your organisation blocks ${model} for Weft`;
  if (policy.allowedModels && !policy.allowedModels.some(matches)) return `${model} is not among the models your organisation allows Weft to use`;
  return null;
}
