import { afterEach, describe, expect, it, vi } from 'vitest';
import { browser } from 'wxt/browser';
import { grantScope, originPattern, requestOriginAccess } from './origins';

afterEach(() => vi.restoreAllMocks());

describe('originPattern', () => {
  it('keeps the port on Chromium, where patterns match it', () => {
    expect(originPattern('http://127.0.0.1:8069', 'chrome')).toBe('http://127.0.0.1:8069/*');
    expect(originPattern('https://acme.odoo.com', 'chrome')).toBe('https://acme.odoo.com/*');
  });

  it('drops the port on Firefox, whose patterns take none', () => {
    expect(originPattern('http://127.0.0.1:8069', 'firefox')).toBe('http://127.0.0.1/*');
    expect(originPattern('http://[::1]:8069', 'firefox')).toBe('http://[::1]/*');
    expect(originPattern('https://acme.odoo.com', 'firefox')).toBe('https://acme.odoo.com/*');
  });
});

describe('grantScope', () => {
  it('tells a Firefox user that a port grant covers the whole host', () => {
    expect(grantScope('http://odoo.lan:8069', 'firefox')).toMatch(/odoo\.lan on every other port.*http:\/\/odoo\.lan:8069/);
    expect(grantScope('https://acme.odoo.com', 'firefox')).toBeNull();
    expect(grantScope('http://odoo.lan:8069', 'chrome')).toBeNull();
  });
});

describe('requestOriginAccess', () => {
  it('asks for the pattern and resolves to null when granted', async () => {
    const request = vi.fn(async () => true);
    browser.permissions.request = request;
    expect(await requestOriginAccess('http://127.0.0.1:8069')).toBeNull();
    expect(request).toHaveBeenCalledWith({ origins: [originPattern('http://127.0.0.1:8069')] });
  });

  it('explains a refusal', async () => {
    browser.permissions.request = async () => false;
    expect(await requestOriginAccess('http://127.0.0.1:8069')).toMatch(/not granted/);
  });

  it('catches and explains a browser error instead of failing silently', async () => {
    browser.permissions.request = async () => {
      throw new Error('permissions.request may only be called from a user input handler');
    };
    expect(await requestOriginAccess('http://127.0.0.1:8069')).toMatch(/straight after a click/);
    browser.permissions.request = async () => {
      throw new Error('Invalid url pattern');
    };
    expect(await requestOriginAccess('http://127.0.0.1:8069')).toMatch(/refused.*Invalid url pattern/);
  });
});
