import { modelBlockedBy, type Policy } from '@/lib/settings/policy';
import { SkillError } from '@/lib/util/skill-error';

/** The organisation's model lists (lib/settings/policy.ts), applied on top of the rules below. */
export type ModelPolicy = Pick<Policy, 'blockedModels' | 'allowedModels'>;

// What no skill may touch, whatever the user's Odoo rights. Odoo's own access rules still apply on
// top; these exist because the assistant's reads are sent to a model provider and its writes are
// proposed by a model that reads untrusted record text.
//
// Read-forbidden: models whose records are credentials or secrets. Reading them would send the
// secret to the model provider, and no business question needs them.
// Write-forbidden (a superset): also models that decide who may do what, or that run code on the
// server (users, groups, access rules, modules, crons, automations, server actions), and every
// ir.* model. A change there is not something to do from a chat turn, and its effects reach far
// beyond what the journal can undo. Reading them is allowed: "is Inventory installed?", "who is in
// the Sales Manager group?" are fair questions and the records hold no secrets once secret fields
// are hidden.

const SECRET_MODELS = new Set([
  'ir.config_parameter', // database.secret, API keys of integrations
  'ir.mail_server', // SMTP passwords
  'fetchmail.server', // IMAP/POP passwords
  'res.users.apikeys',
  'res.users.apikeys.description',
  'res.users.identitycheck',
  'res.users.log',
  'change.password.wizard',
  'change.password.user',
  'change.password.own',
  'payment.provider', // API credentials (payment.acquirer before 16)
  'payment.acquirer',
  'payment.token',
  'iap.account', // account tokens
  'sms.account',
  'google.calendar.credentials',
  'microsoft.calendar.credentials',
]);
const SECRET_PREFIXES = /^(auth[_.]|auth_totp|res\.users\.apikeys)/;

/** ir.* models that are safe and useful to read; every other ir.* model is neither read nor written. */
const READABLE_IR = new Set([
  'ir.model',
  'ir.model.fields',
  'ir.model.fields.selection',
  'ir.module.module',
  'ir.module.category',
  'ir.ui.menu',
  'ir.actions.act_window',
  'ir.attachment', // metadata only: binary content comes back as a size
  'ir.cron',
  'ir.rule',
  'ir.model.access',
  'ir.sequence',
]);

const CONTROL_MODELS = new Set([
  'res.users',
  'res.groups',
  'res.company', // multi-company settings, fiscal configuration
  'base.automation',
  'mail.mail', // outgoing e-mails: creating one sends it
  'mail.message', // chatter goes through post_message, which Odoo turns into notifications
  'mail.followers', // decides who receives e-mails
  'mail.compose.message',
  'mail.template',
]);
const CONTROL_PREFIXES = /^(ir\.|res\.users\.|res\.groups\.|base\.automation|auth)/;

export type Access = 'read' | 'write';

export function isModelAllowed(model: string, access: Access): boolean {
  if (SECRET_MODELS.has(model) || SECRET_PREFIXES.test(model)) return false;
  if (model.startsWith('ir.') && !READABLE_IR.has(model)) return false;
  if (access === 'write' && (CONTROL_MODELS.has(model) || CONTROL_PREFIXES.test(model))) return false;
  return true;
}

export function assertModelAllowed(model: string, access: Access, policy?: ModelPolicy): void {
  const blocked = policy ? modelBlockedBy(model, policy) : null;
  if (blocked) {
    throw new SkillError(
      `Weft may not ${access === 'write' ? 'change' : 'read'} ${model}: ${blocked}.`,
      'Tell the user their organisation keeps this data out of Weft; do not try another way to reach it.',
    );
  }
  if (isModelAllowed(model, access)) return;
  const readable = access === 'write' && isModelAllowed(model, 'read');
  throw new SkillError(
    `Weft does not ${access === 'write' ? 'change' : 'read'} ${model}: it holds ${readable ? 'security or server configuration' : 'credentials or server configuration'}.`,
    readable
      ? 'Tell the user to make this change in Odoo themselves.'
      : 'Do not try another way to reach it; tell the user it is off limits for the assistant.',
  );
}

// Passwords, keys, tokens and secrets on any model, and fields that embed them (signup_url).
const SECRET_FIELD = [
  /(^|_)pass(word|wd)?(_|$)/,
  /(^|_)(api_?)?keys?(_|$)/,
  /token/,
  /secret/,
  /totp/,
  /credential/,
  /^oauth_/,
  /^signup_/,
  /^(pin|pincode)$/,
];

export function isFieldForbidden(name: string): boolean {
  const lower = name.toLowerCase();
  return SECRET_FIELD.some((re) => re.test(lower));
}

/** Checks every segment of every name ('user_id.password' is refused as well). */
export function assertFieldsAllowed(model: string, names: Iterable<string>): void {
  const bad = [...names].filter((name) => name.split('.').some(isFieldForbidden));
  if (!bad.length) return;
  throw new SkillError(
    `Weft does not read or write secret fields (passwords, keys, tokens): ${bad.join(', ')} on ${model}.`,
    'Leave these fields out.',
  );
}
