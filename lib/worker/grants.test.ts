import { afterEach, describe, expect, it, vi } from 'vitest';
import { browser } from 'wxt/browser';
import { tabsOfOrigin } from './grants';

afterEach(() => vi.restoreAllMocks());

describe('tabsOfOrigin', () => {
  it('keeps only tabs of the exact origin, port included', async () => {
    const tabs = [
      { id: 1, url: 'http://127.0.0.1:8069/odoo' },
      { id: 2, url: 'http://127.0.0.1:3000/' },
      { id: 3, url: 'http://127.0.0.1:8069/web#id=1' },
      { id: 4 },
    ];
    vi.spyOn(browser.tabs, 'query').mockResolvedValue(tabs as never);
    expect((await tabsOfOrigin('http://127.0.0.1:8069')).map((t) => t.id)).toEqual([1, 3]);
  });
});
