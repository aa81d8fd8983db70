import { sayArg, type Arg, type I18n } from '@/lib/i18n';
import { formatUsd, type Policy } from '@/lib/settings';
import { setCap } from '@/lib/ops/change-set';
import { useI18n } from './use-i18n';

// Settings' "Set by your organisation": every key the organisation's policy sets, in one sentence
// each. The map is total over the policy's keys, so a new key does not compile until it has its
// sentence here.

type Lines = { [K in keyof Required<Policy>]: (value: NonNullable<Policy[K]>, i18n: I18n) => string };

/** A model pattern in words: a model Weft has a word for, "everything under account" for a prefix. */
const modelArg = (pattern: string, i18n: I18n): Arg =>
  pattern.endsWith('.*') ? i18n.t('policyLines.under', { prefix: pattern.slice(0, -2) }) : { model: pattern, count: 2 };
const models = (patterns: string[], i18n: I18n) => sayArg(i18n, { list: patterns.map((p) => modelArg(p, i18n)), max: 8 });

export const POLICY_LINES: Lines = {
  maxPermissionMode: (mode, { t }) => t('policyLines.maxPermissionMode', { mode: t(`mode.${mode}`) }),
  blockedModels: (patterns, i18n) => i18n.t('policyLines.blockedModels', { models: models(patterns, i18n) }),
  allowedModels: (patterns, i18n) => i18n.t('policyLines.allowedModels', { models: models(patterns, i18n) }),
  neverDelete: (on, { t }) => (on ? t('policyLines.neverDelete') : ''),
  allowedOrigins: (origins, i18n) => i18n.t('policyLines.allowedOrigins', { origins: i18n.fmt.list(origins) }),
  apiBaseUrl: (url, { t }) => t('policyLines.apiBaseUrl', { url }),
  model: (model, { t }) => t('policyLines.model', { model }),
  summaryModel: (model, { t }) => t('policyLines.summaryModel', { model }),
  disableMemory: (on, { t }) => (on ? t('policyLines.disableMemory') : ''),
  retentionDays: (count, { t }) => t('policyLines.retentionDays', { count }),
  maxSuggestionFrequency: (frequency, { t }) => t('policyLines.maxSuggestionFrequency', { frequency: t(`frequency.${frequency}`) }),
  askBeforeSending: (on, { t }) => (on ? t('policyLines.askBeforeSending') : ''),
  instructions: (_text, { t }) => t('policyLines.instructions'),
  maxAnswerTokens: (tokens, { t, fmt }) => t('policyLines.maxAnswerTokens', { tokens: fmt.number(tokens) }),
  personalData: ({ kinds, fields }, i18n) =>
    kinds.length || fields.length
      ? i18n.t('policyLines.personalData', { what: i18n.fmt.list([...kinds.map((k) => i18n.t(`personal.kind.${k}`)), ...fields.map((f) => `“${f}”`)]) })
      : '',
  maxChangeSet: (count, { t }) => t('set.cap', { count: setCap(count) }),
  maxDailyBudget: (budget, { t, fmt }) => t('spend.policyDaily', { budget: formatUsd(budget, fmt.locale) }),
  maxMonthlyBudget: (budget, { t, fmt }) => t('spend.policyMonthly', { budget: formatUsd(budget, fmt.locale) }),
  // The trail and the limits on writes (lib/settings/org-limits.ts).
  trail: (on, { t }) => t(on ? 'limits.trailOn' : 'limits.trailOff'),
  maxWritesPerTurn: (count, { t }) => t('limits.writes', { count }),
  workflowActions: (names, i18n) => (names.length ? i18n.t('limits.actionsSome', { list: i18n.fmt.list([...names]) }) : i18n.t('limits.actionsNone')),
  emailPeople: (allowed, { t }) => (allowed ? '' : t('limits.noEmail')),
};

/** The sentences for a policy, in the order of its keys; a key set to "off" says nothing. */
export function policyLines(policy: Policy, i18n: I18n): string[] {
  return (Object.keys(POLICY_LINES) as (keyof Policy)[])
    .filter((key) => policy[key] !== undefined)
    .map((key) => (POLICY_LINES[key] as (value: unknown, i18n: I18n) => string)(policy[key], i18n))
    .filter(Boolean);
}

export function PolicySummary({ policy }: { policy: Policy }) {
  const i18n = useI18n();
  const lines = policyLines(policy, i18n);
  if (!lines.length) return null;
  return (
    <section className="policy-summary small" data-testid="policy-summary">
      <h3>{i18n.t('policyLines.title')}</h3>
      <ul>{lines.map((line) => <li key={line}>{line}</li>)}</ul>
    </section>
  );
}
