import { describe, expect, it } from 'vitest';
import { createStore, set } from 'idb-keyval';
import { DEFAULT_BASE_URL, toPublic } from './settings';
import { getSettings, updateSettings } from './effective';

describe('settings', () => {
  it('has sensible defaults', async () => {
    const s = await getSettings();
    expect(s.apiBaseUrl).toBe(DEFAULT_BASE_URL);
    expect(s.permissionMode).toBe('auto-read');
    expect(s.suggestionFrequency).toBe('normal');
    expect(s.suggestionDisplay).toBe('notice');
  });

  it('persists updates and rejects invalid ones', async () => {
    await updateSettings({ apiKey: 'sk-test', apiBaseUrl: 'http://127.0.0.1:4000' });
    expect((await getSettings()).apiBaseUrl).toBe('http://127.0.0.1:4000');
    await expect(updateSettings({ permissionMode: 'yolo' as never })).rejects.toThrow();
    expect((await getSettings()).permissionMode).toBe('auto-read');
  });

  it('repairs a corrupted stored field instead of losing the rest', async () => {
    await updateSettings({ apiKey: 'sk-keep', model: 'claude-x' });
    const raw = { ...(await getSettings()), suggestionFrequency: 'always' };
    await set('settings', raw, createStore('weft-settings', 'kv'));
    const s = await getSettings();
    expect(s.suggestionFrequency).toBe('normal');
    expect(s.model).toBe('claude-x');
    expect(s.apiKey).toBe('sk-keep');
  });

  it('never exposes the key in the public view', async () => {
    const pub = toPublic(await updateSettings({ apiKey: 'sk-secret' }));
    expect(JSON.stringify(pub)).not.toContain('sk-secret');
    expect(pub.hasApiKey).toBe(true);
  });
});

describe('settings validation', () => {
  it('refuses an address that is not http(s)', async () => {
    for (const bad of ['api.anthropic.com', 'htps:/api', 'ftp://example.com', 'javascript:alert(1)']) {
      await expect(updateSettings({ apiBaseUrl: bad }), bad).rejects.toThrow();
    }
    expect((await updateSettings({ apiBaseUrl: ' https://gateway.example.com/anthropic ' })).apiBaseUrl).toBe('https://gateway.example.com/anthropic');
  });

  it('a patch changes only the fields it names (an origin granted meanwhile is kept)', async () => {
    await updateSettings({ grantedOrigins: ['https://a.odoo.com'] });
    await updateSettings({ model: 'claude-opus-4-5' });
    expect((await getSettings()).grantedOrigins).toEqual(['https://a.odoo.com']);
  });
});
