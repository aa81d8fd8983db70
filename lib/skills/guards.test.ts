import { describe, expect, it } from 'vitest';
import { assertFieldsAllowed, assertModelAllowed, isFieldForbidden, isModelAllowed } from './guards';
import { SkillError } from '@/lib/util/skill-error';

describe('models', () => {
  it.each([
    ['ir.config_parameter'], ['ir.mail_server'], ['fetchmail.server'], ['res.users.apikeys'], ['payment.provider'],
    ['auth_totp.device'], ['auth.oauth.provider'], ['iap.account'], ['ir.actions.server'], ['ir.ui.view'], ['ir.logging'],
  ])('%s is neither read nor written', (model) => {
    expect(isModelAllowed(model, 'read')).toBe(false);
    expect(isModelAllowed(model, 'write')).toBe(false);
  });

  it.each([
    ['res.users'], ['res.groups'], ['ir.model.access'], ['ir.rule'], ['ir.module.module'], ['ir.cron'], ['base.automation'],
    ['ir.attachment'], ['mail.mail'], ['mail.message'], ['mail.followers'], ['res.company'],
  ])('%s may be read but not written', (model) => {
    expect(isModelAllowed(model, 'read')).toBe(true);
    expect(isModelAllowed(model, 'write')).toBe(false);
  });

  it.each([['res.partner'], ['sale.order'], ['account.move'], ['crm.lead'], ['product.template'], ['stock.quant']])('%s is open', (model) => {
    expect(isModelAllowed(model, 'read')).toBe(true);
    expect(isModelAllowed(model, 'write')).toBe(true);
  });

  it('says why, and what to do instead', () => {
    const write = catchError(() => assertModelAllowed('res.users', 'write'));
    expect(write.toolMessage()).toMatch(/does not change res\.users.*security[\s\S]*Hint: Tell the user/);
    const read = catchError(() => assertModelAllowed('ir.config_parameter', 'read'));
    expect(read.toolMessage()).toMatch(/does not read ir\.config_parameter[\s\S]*off limits/);
  });
});

describe('fields', () => {
  it.each([
    'password', 'new_password', 'password_crypt', 'smtp_pass', 'api_key', 'api_key_ids', 'private_key', 'key', 'access_token',
    'signup_token', 'signup_url', 'account_token', 'client_secret', 'totp_secret', 'totp_enabled', 'oauth_uid', 'oauth_access_token', 'pin',
    'credentials',
  ])('%s is forbidden', (name) => expect(isFieldForbidden(name)).toBe(true));

  it.each(['name', 'email', 'passport_id', 'partner_id', 'keyword_ids', 'monkey', 'amount_total', 'signature', 'company_registry', 'spin_rate'])(
    '%s is allowed',
    (name) => expect(isFieldForbidden(name)).toBe(false),
  );

  it('checks every segment of a path', () => {
    expect(() => assertFieldsAllowed('sale.order', ['user_id.password'])).toThrow(/secret fields.*user_id\.password/);
    expect(() => assertFieldsAllowed('sale.order', ['partner_id.email'])).not.toThrow();
  });
});

function catchError(fn: () => void): SkillError {
  try {
    fn();
  } catch (error) {
    if (error instanceof SkillError) return error;
    throw error;
  }
  throw new Error('expected a SkillError');
}
