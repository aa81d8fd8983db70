import { beforeEach, describe, expect, it, vi } from 'vitest';
import { browser } from 'wxt/browser';
import { fakeBrowser } from 'wxt/testing';
import { MANAGED_SCHEMA } from './managed-schema';
import { applyPolicy, modelBlockedBy, originAllowed, parsePolicy, POLICY_FIELDS, readPolicy, type Policy } from './policy';
import { getSettings, PolicyLocked, updateSettings } from './effective';
import { grantedOrigins } from './origins';
import { Settings, writeUserSettings } from './settings';

const user = (patch: Partial<Settings> = {}) => Settings.parse(patch);
const apply = (u: Settings, policy: Policy) => applyPolicy(u, { policy, problems: [] });

beforeEach(() => fakeBrowser.reset());

describe('applyPolicy: policy over the user’s settings', () => {
  it('without a policy the user’s settings stand and nothing is locked', () => {
    const u = user({ permissionMode: 'auto-edit', suggestionFrequency: 'frequent', model: 'claude-x' });
    const e = apply(u, {});
    expect(e).toMatchObject({ permissionMode: 'auto-edit', suggestionFrequency: 'frequent', model: 'claude-x' });
    expect(e.policy.locked.size).toBe(0);
  });

  it('caps the mode and the suggestion frequency, and keeps stricter user choices', () => {
    const policy: Policy = { maxPermissionMode: 'auto-read', maxSuggestionFrequency: 'minimal' };
    expect(apply(user({ permissionMode: 'auto-edit', suggestionFrequency: 'frequent' }), policy)).toMatchObject({ permissionMode: 'auto-read', suggestionFrequency: 'minimal' });
    expect(apply(user({ permissionMode: 'read-only', suggestionFrequency: 'off' }), policy)).toMatchObject({ permissionMode: 'read-only', suggestionFrequency: 'off' });
    expect(apply(user({ permissionMode: 'ask-every-write' }), { maxPermissionMode: 'read-only' }).permissionMode).toBe('read-only');
  });

  it('fixes the gateway and the model; summaries use the fixed model unless one is named', () => {
    const u = user({ apiBaseUrl: 'https://api.anthropic.com', model: 'claude-opus-4-5', summaryModel: 'claude-haiku-4-5' });
    const e = apply(u, { apiBaseUrl: 'https://llm.acme.internal/anthropic', model: 'acme-sonnet' });
    expect(e).toMatchObject({ apiBaseUrl: 'https://llm.acme.internal/anthropic', model: 'acme-sonnet', summaryModel: 'acme-sonnet' });
    expect(apply(u, { model: 'acme-sonnet', summaryModel: 'acme-haiku' }).summaryModel).toBe('acme-haiku');
    expect([...e.policy.locked].sort()).toEqual(['apiBaseUrl', 'model', 'summaryModel']);
    expect(e.apiKey).toBe(u.apiKey); // the key stays the user's
  });

  it('retention days are a ceiling on conversations and the change log', () => {
    const e = apply(user({ journalRetentionDays: 365, conversationRetentionDays: 5 }), { retentionDays: 30 });
    expect(e).toMatchObject({ journalRetentionDays: 30, conversationRetentionDays: 5 });
  });

  it('can force asking before sending, never turn it off', () => {
    expect(apply(user({ askBeforeSending: false }), { askBeforeSending: true }).askBeforeSending).toBe(true);
    expect(apply(user({ askBeforeSending: true }), { askBeforeSending: false }).askBeforeSending).toBe(true);
  });

  it('caps the answer length, keeps a shorter one, and never touches the user’s instructions', () => {
    const e = apply(user({ answerTokens: 8192, instructions: 'Answer in French.' }), { maxAnswerTokens: 1024, instructions: 'Never quote salaries.' });
    expect(e).toMatchObject({ answerTokens: 1024, instructions: 'Answer in French.' });
    expect(e.policy.policy.instructions).toBe('Never quote salaries.');
    expect(e.policy.locked.has('answerTokens')).toBe(true);
    expect(apply(user({ answerTokens: 512 }), { maxAnswerTokens: 1024 }).answerTokens).toBe(512);
    expect(apply(user(), {}).answerTokens).toBe(2048);
  });

  it('drops granted origins the organisation does not allow', () => {
    const u = user({ grantedOrigins: ['https://erp.acme.com', 'https://shop.odoo.com', 'https://evil.example'] });
    expect(apply(u, { allowedOrigins: ['https://erp.acme.com', 'https://*.odoo.com'] }).grantedOrigins).toEqual(['https://erp.acme.com', 'https://shop.odoo.com']);
  });
});

describe('originAllowed', () => {
  it('matches exact origins (port included) and sub-domain patterns, not look-alikes', () => {
    const policy = { allowedOrigins: ['https://erp.acme.com', 'http://127.0.0.1:8069', 'https://*.odoo.com'] };
    expect(originAllowed('https://erp.acme.com', policy)).toBe(true);
    expect(originAllowed('http://127.0.0.1:8069', policy)).toBe(true);
    expect(originAllowed('http://127.0.0.1:8070', policy)).toBe(false);
    expect(originAllowed('https://acme.odoo.com', policy)).toBe(true);
    expect(originAllowed('https://odoo.com', policy)).toBe(false);
    expect(originAllowed('https://evilodoo.com', policy)).toBe(false);
    expect(originAllowed('http://acme.odoo.com', policy)).toBe(false);
    expect(originAllowed('https://erp.acme.com.evil.net', policy)).toBe(false);
    expect(originAllowed('https://anything', {})).toBe(true);
  });
});

describe('modelBlockedBy', () => {
  it('blocks listed models and wildcard families; an allow-list keeps everything else off', () => {
    expect(modelBlockedBy('hr.employee', { blockedModels: ['hr.employee'] })).toMatch(/blocks hr\.employee/);
    expect(modelBlockedBy('account.move.line', { blockedModels: ['account.*'] })).toMatch(/blocks/);
    expect(modelBlockedBy('account_x', { blockedModels: ['account.*'] })).toBeNull();
    expect(modelBlockedBy('res.partner', { allowedModels: ['res.partner', 'sale.*'] })).toBeNull();
    expect(modelBlockedBy('sale.order.line', { allowedModels: ['res.partner', 'sale.*'] })).toBeNull();
    expect(modelBlockedBy('account.move', { allowedModels: ['res.partner'] })).toMatch(/not among the models/);
    // Blocked beats allowed.
    expect(modelBlockedBy('sale.order', { allowedModels: ['sale.*'], blockedModels: ['sale.order'] })).toMatch(/blocks/);
  });
});

describe('parsePolicy', () => {
  it('keeps the valid keys of a malformed policy and reports the rest', () => {
    const { policy, problems } = parsePolicy({
      maxPermissionMode: 'yolo',
      blockedModels: ['account.move', 'DROP TABLE'],
      neverDelete: true,
      retentionDays: '30',
      apiBaseUrl: 'https://llm.acme.internal',
      colour: 'red',
    });
    expect(policy).toEqual({ neverDelete: true, apiBaseUrl: 'https://llm.acme.internal' });
    expect(problems).toHaveLength(4);
    expect(problems.join('\n')).toMatch(/maxPermissionMode[\s\S]*blockedModels[\s\S]*retentionDays[\s\S]*Unknown policy "colour"/);
  });

  it('no policy, or a policy that is not an object', () => {
    expect(parsePolicy(undefined)).toEqual({ policy: {}, problems: [] });
    expect(parsePolicy({})).toEqual({ policy: {}, problems: [] });
    expect(parsePolicy('auto-read').problems).toHaveLength(1);
  });

  it('reads what Firefox hands over from policies.json (no schema check there: types as written)', () => {
    // /etc/firefox/policies/policies.json: {"policies":{"3rdparty":{"Extensions":{"weft@weft.dev":{…}}}}}
    const file = JSON.parse(`{"policies":{"3rdparty":{"Extensions":{"weft@weft.dev":
      {"maxPermissionMode":"ask-every-write","blockedModels":["hr.*"],"retentionDays":14.5,"disableMemory":"yes"}}}}}`);
    const { policy, problems } = parsePolicy(file.policies['3rdparty'].Extensions['weft@weft.dev']);
    expect(policy).toEqual({ maxPermissionMode: 'ask-every-write', blockedModels: ['hr.*'] });
    expect(problems).toHaveLength(2);
  });
});

describe('readPolicy and the effective settings', () => {
  it('reads managed storage; none or unsupported means no policy', async () => {
    expect(await readPolicy()).toEqual({ policy: {}, problems: [] });
    vi.spyOn(browser.storage.managed, 'get').mockRejectedValueOnce(new Error('Managed storage manifest not found'));
    expect(await readPolicy()).toEqual({ policy: {}, problems: [] });
    await fakeBrowser.storage.managed.set({ maxPermissionMode: 'auto-read', model: 'acme-sonnet' });
    expect((await readPolicy()).policy).toEqual({ maxPermissionMode: 'auto-read', model: 'acme-sonnet' });
  });

  it('a user cannot loosen a locked setting, even by writing the store directly', async () => {
    await fakeBrowser.storage.managed.set({ maxPermissionMode: 'auto-read', apiBaseUrl: 'https://llm.acme.internal', neverDelete: true });
    await expect(updateSettings({ permissionMode: 'auto-edit' })).rejects.toBeInstanceOf(PolicyLocked);
    await expect(updateSettings({ apiBaseUrl: 'https://api.anthropic.com' })).rejects.toThrow(/Set by your organisation: apiBaseUrl/);
    // Stricter choices and unlocked settings are saved.
    expect((await updateSettings({ permissionMode: 'read-only', model: 'claude-x' })).permissionMode).toBe('read-only');
    await writeUserSettings({ permissionMode: 'auto-edit', apiBaseUrl: 'https://api.anthropic.com' });
    expect(await getSettings()).toMatchObject({ permissionMode: 'auto-read', apiBaseUrl: 'https://llm.acme.internal', model: 'claude-x' });
    await fakeBrowser.storage.managed.set({ maxAnswerTokens: 1024 });
    await expect(updateSettings({ answerTokens: 4096 })).rejects.toThrow(/answerTokens/);
    expect((await updateSettings({ answerTokens: 1024, instructions: 'Be terse.' })).instructions).toBe('Be terse.');
    // Once the organisation lifts the policy, the user's own choice is back.
    await fakeBrowser.storage.managed.clear();
    expect((await getSettings()).permissionMode).toBe('auto-edit');
  });

  it('grantedOrigins leaves out an origin granted before the policy disallowed it', async () => {
    await writeUserSettings({ grantedOrigins: ['https://erp.acme.com', 'https://old.example.com'] });
    vi.spyOn(browser.permissions, 'contains').mockResolvedValue(true as never);
    expect(await grantedOrigins()).toEqual(['https://erp.acme.com', 'https://old.example.com']);
    await fakeBrowser.storage.managed.set({ allowedOrigins: ['https://erp.acme.com'] });
    expect(await grantedOrigins()).toEqual(['https://erp.acme.com']);
  });
});

describe('the manifest’s managed schema', () => {
  it('lists exactly the keys the parser knows, with the same choices', () => {
    expect(Object.keys(MANAGED_SCHEMA.properties).sort()).toEqual(Object.keys(POLICY_FIELDS).sort());
    expect(MANAGED_SCHEMA.properties.maxPermissionMode.enum).toEqual(POLICY_FIELDS.maxPermissionMode.options);
    expect(MANAGED_SCHEMA.properties.maxSuggestionFrequency.enum).toEqual(POLICY_FIELDS.maxSuggestionFrequency.options);
    for (const [key, spec] of Object.entries(MANAGED_SCHEMA.properties)) {
      const sample = { string: key === 'apiBaseUrl' ? 'https://x.example' : key.endsWith('Mode') ? 'auto-read' : key.endsWith('Frequency') ? 'off' : 'm', boolean: true, integer: key === 'maxAnswerTokens' ? 1024 : 7, array: ['res.partner'], object: { kinds: ['email'], fields: ['x_birthday'] }, number: 5 }[spec.type];
      const value = key === 'allowedOrigins' ? ['https://erp.acme.com'] : sample;
      expect(parsePolicy({ [key]: value }).problems, key).toEqual([]);
    }
  });
});
