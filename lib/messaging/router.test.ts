import { describe, expect, it, vi } from 'vitest';
import { PagePortMessage, PanelCommand } from './protocol';
import { createRouter, dropped } from './router';
import { isGrantedContentScript, isOwnPage } from './senders';

const context = { origin: 'https://acme.odoo.com', url: 'https://acme.odoo.com/odoo/sales/7', isOdoo: true, loggedIn: true };

describe('createRouter', () => {
  it('dispatches a valid message to the handler of its type', async () => {
    const ping = vi.fn((m: { nonce: string }) => m.nonce);
    const route = createRouter(PanelCommand, {
      ping, 'panel/hello': vi.fn(), 'context/get': vi.fn(), 'origin/granted': vi.fn(), 'origin/revoke': vi.fn(),
    } as never, () => true);
    expect(await route({ type: 'ping', nonce: 'x' }, undefined)).toBe('x');
    expect(ping).toHaveBeenCalledOnce();
  });

  it('drops and counts malformed or unknown messages without throwing', async () => {
    const handler = vi.fn();
    const route = createRouter(PagePortMessage, { 'page/context': handler }, () => true);
    const before = dropped.malformed;
    for (const bad of [null, 'x', { type: 'page/context', seq: 1, page: 'p1' }, { type: 'page/evil', seq: 1, page: 'p1', context }, { type: 'page/context', seq: 1, page: 'p1', context: { ...context, origin: 'nope' } }, { type: 'page/context', page: 'p1', context }, { type: 'page/context', seq: 1, context }]) {
      await expect(route(bad, undefined)).resolves.toBeUndefined();
    }
    expect(dropped.malformed - before).toBe(7);
    expect(handler).not.toHaveBeenCalled();
  });

  it('drops messages whose sender check fails before parsing them', async () => {
    const handler = vi.fn();
    const route = createRouter(PagePortMessage, { 'page/context': handler }, () => false);
    const before = dropped.sender;
    await route({ type: 'page/context', seq: 1, page: 'p1', context }, undefined);
    expect(dropped.sender - before).toBe(1);
    expect(handler).not.toHaveBeenCalled();
  });
});

describe('sender checks', () => {
  const id = 'abcdefghijklmnopabcdefghijklmnop';
  it('accepts content scripts only from granted origins of our extension, in a tab', () => {
    const granted = ['https://acme.odoo.com'];
    expect(isGrantedContentScript({ id, url: 'https://acme.odoo.com/odoo', tab: { id: 3 } }, id, granted)).toBe(true);
    expect(isGrantedContentScript({ id, url: 'https://evil.com/odoo', tab: { id: 3 } }, id, granted)).toBe(false);
    expect(isGrantedContentScript({ id: 'other', url: 'https://acme.odoo.com/odoo', tab: { id: 3 } }, id, granted)).toBe(false);
    expect(isGrantedContentScript({ id, url: 'https://acme.odoo.com/odoo' }, id, granted)).toBe(false);
    expect(isGrantedContentScript({ id, url: 'https://acme.odoo.com.evil.com/', tab: { id: 3 } }, id, granted)).toBe(false);
  });

  it('accepts panel commands only from our side panel page', () => {
    const panel = `chrome-extension://${id}/sidepanel.html`;
    expect(isOwnPage({ id, url: panel }, id, [panel])).toBe(true);
    expect(isOwnPage({ id, url: `${panel}?tab=4` }, id, [panel])).toBe(true);
    expect(isOwnPage({ id, url: `chrome-extension://${id}/sidepanel.html.evil` }, id, [panel])).toBe(false);
    expect(isOwnPage({ id: 'other', url: panel }, id, [panel])).toBe(false);
    expect(isOwnPage({ id, url: 'https://acme.odoo.com/' }, id, [panel])).toBe(false);
  });
});
