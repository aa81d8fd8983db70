import { LIMITS_SCHEMA } from './org-limits';
import { PermissionMode, SuggestionFrequency } from './settings';
import { PersonalKind } from './personal';

// The manifest's `storage.managed_schema` (written into the build by wxt.config.ts). Chrome and
// Edge check administrators' values against it (and show them in chrome://policy); Firefox does
// not, so policy.ts validates every key again with zod. policy.test.ts keeps the two in step.

const models = (description: string) => ({ type: 'array', description, items: { type: 'string' } });

export const MANAGED_SCHEMA = {
  type: 'object',
  properties: {
    maxPermissionMode: {
      type: 'string',
      title: 'Most permissive mode users may choose',
      description: 'read-only < ask-every-write < auto-read < auto-edit. A user who chose a more permissive mode gets this one.',
      enum: [...PermissionMode.options],
    },
    blockedModels: models('Odoo models Weft may neither read nor change, e.g. "hr.employee" or "account.*".'),
    allowedModels: models('When set, the only Odoo models Weft may read or change.'),
    neverDelete: { type: 'boolean', description: 'Weft never deletes Odoo records, even when the user confirms.' },
    allowedOrigins: { type: 'array', description: 'The only Odoo origins users may allow Weft on, e.g. "https://erp.acme.com" or "https://*.odoo.com".', items: { type: 'string' } },
    apiBaseUrl: { type: 'string', description: 'The model API every request goes to (a company gateway).' },
    model: { type: 'string', description: 'The model every request uses.' },
    summaryModel: { type: 'string', description: 'The model for summaries of long conversations (default: model).' },
    disableMemory: { type: 'boolean', description: 'Turns memory off: nothing is remembered across conversations.' },
    retentionDays: { type: 'integer', minimum: 1, maximum: 3650, description: 'Conversations and the change log are kept at most this many days.' },
    maxSuggestionFrequency: { type: 'string', title: 'Highest suggestion frequency', enum: [...SuggestionFrequency.options] },
    askBeforeSending: { type: 'boolean', description: 'Odoo data is shown to the user and sent to the model only on their click.' },
    instructions: { type: 'string', title: 'Instructions for the assistant', description: 'Sent to the model with every request, before the user\'s own instructions; users see them read-only in Settings.' },
    maxAnswerTokens: { type: 'integer', minimum: 256, maximum: 32000, title: 'Longest answer (tokens)', description: 'The most tokens one model answer may use; a user who chose more gets this.' },
    maxDailyBudget: { type: 'number', title: 'Highest daily spend budget (US dollars)', description: 'Each user spends at most this on the model per day; a user without a budget, or with a higher one, gets this.' },
    maxMonthlyBudget: { type: 'number', title: 'Highest monthly spend budget (US dollars)', description: 'Each user spends at most this on the model per calendar month.' },
    personalData: {
      type: 'object',
      title: 'Personal data the model never sees',
      description: 'Values of these kinds and fields reach the model as placeholders (e.g. «email 1»); users may add to the list, not remove from it.',
      properties: {
        kinds: { type: 'array', items: { type: 'string', enum: [...PersonalKind.options] } },
        fields: { type: 'array', description: 'Odoo field names, e.g. "x_birthday".', items: { type: 'string' } },
      },
    },
    maxChangeSet: { type: 'integer', minimum: 1, maximum: 10000, title: 'Most records in one change', description: 'A change to more records than this (one update, status change or deletion of many records) is cut to its first records: its card says how many it shows of how many and that the rest are not part of this change, and the assistant is told which were left. Weft never allows more than 100.' },
    ...LIMITS_SCHEMA,
  },
} as const;

export const MANAGED_SCHEMA_FILE = 'managed-schema.json';
