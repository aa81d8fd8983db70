import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing';
import type { PageContext } from '@/lib/messaging';
import { pageContexts, trackTabs } from './page-contexts';

const odoo = 'http://127.0.0.1:8069';
const context = (companyIds: number[]): PageContext => ({ origin: odoo, url: `${odoo}/odoo/sales/7`, isOdoo: true, loggedIn: true, companyIds });

describe('page contexts per tab', () => {
  const dropped: number[] = [];
  beforeEach(() => {
    fakeBrowser.reset();
    dropped.length = 0;
    trackTabs((tabId) => dropped.push(tabId));
  });

  it('keeps each tab its own companies', () => {
    pageContexts.set(1, context([2, 1]));
    pageContexts.set(2, context([1]));
    expect(pageContexts.get(1)?.companyIds).toEqual([2, 1]);
    expect(pageContexts.get(2)?.companyIds).toEqual([1]);
  });

  it('clears the context of a tab that leaves its Odoo or closes; a navigation inside Odoo keeps it', async () => {
    pageContexts.set(3, context([1]));
    pageContexts.set(4, context([1]));
    await fakeBrowser.tabs.onUpdated.trigger(3, { url: `${odoo}/odoo/contacts` }, {} as never);
    expect(pageContexts.get(3)).not.toBeNull();
    await fakeBrowser.tabs.onUpdated.trigger(3, { status: 'loading' }, {} as never);
    expect(pageContexts.get(3)).not.toBeNull();
    await fakeBrowser.tabs.onUpdated.trigger(3, { url: 'https://www.example.com/' }, {} as never);
    expect(pageContexts.get(3)).toBeNull();
    await fakeBrowser.tabs.onRemoved.trigger(4, { windowId: 1, isWindowClosing: false });
    expect(pageContexts.get(4)).toBeNull();
    expect(dropped).toEqual([3, 4]);
  });
});
