import { browser, type Browser } from 'wxt/browser';
import type { TabMessage } from '@/lib/messaging/tab-protocol';
import { grantedOrigins, originPattern, originRefusal, readUserSettings, writeUserSettings } from '@/lib/settings';
import { syncAskMenu } from './ask-menu';

// What a grant or a revoke of an Odoo origin does in the browser: the content script and the
// context menu follow the granted origins (lib/settings keeps the list and the patterns).

const SCRIPT_ID = 'weft-odoo';
const SCRIPT_FILE = '/content-scripts/odoo.js';

/**
 * Called after the side panel obtained the permission from a click; the worker checks it again,
 * and checks the organisation's allowed origins (a grant made before a policy arrived is kept but
 * not used: grantedOrigins() leaves it out).
 */
export async function addGrantedOrigin(origin: string): Promise<boolean> {
  if (await originRefusal(origin)) return false;
  if (!(await browser.permissions.contains({ origins: [originPattern(origin)] }))) return false;
  const { grantedOrigins: list } = await readUserSettings();
  if (!list.includes(origin)) await writeUserSettings({ grantedOrigins: [...list, origin] });
  await syncContentScripts();
  await injectIntoOpenTabs(origin);
  return true;
}

export async function revokeOrigin(origin: string): Promise<void> {
  const { grantedOrigins: list } = await readUserSettings();
  const rest = list.filter((o) => o !== origin);
  await writeUserSettings({ grantedOrigins: rest });
  // The pages are told while Weft may still reach them (Firefox drops messages to a tab whose host
  // access is gone); a script already in a page does not stop by itself.
  await detachTabs([origin]);
  // On Firefox another granted origin (same host, other port) may share the pattern: keep it then.
  const pattern = originPattern(origin);
  if (!rest.some((o) => originPattern(o) === pattern)) await browser.permissions.remove({ origins: [pattern] }).catch(() => false);
  await syncContentScripts();
}

/**
 * Tells the content scripts of these origins to remove what they put in the page and stop: a
 * revoked origin keeps a script already running. Every tab is asked (without the tabs permission a
 * revoked origin's tabs cannot be picked out); each script checks its own origin.
 */
export async function detachTabs(origins: string[]): Promise<void> {
  if (!origins.length) return;
  const tabs = await browser.tabs.query({});
  const message: TabMessage = { type: 'weft/detach', origins };
  await Promise.all(tabs.map((tab) => (tab.id === undefined ? undefined : browser.tabs.sendMessage(tab.id, message).catch(() => undefined))));
}

/**
 * Registers the content script (and the context menu's entry) for the granted origins (none are in the manifest). On Firefox the
 * host's pattern also runs it on the host's other ports; the worker drops what it sends from
 * there, since only granted full origins pass its sender check.
 */
export async function syncContentScripts(): Promise<void> {
  const origins = await grantedOrigins();
  const matches = [...new Set(origins.map((origin) => originPattern(origin)))];
  // The context menu's entry shows on the same pages (its click checks the full origin again).
  await syncAskMenu(matches).catch((e: unknown) => console.warn('[weft] context menu', e));
  const existing = await browser.scripting.getRegisteredContentScripts({ ids: [SCRIPT_ID] });
  if (existing.length) await browser.scripting.unregisterContentScripts({ ids: [SCRIPT_ID] });
  if (!origins.length) return;
  await browser.scripting.registerContentScripts([
    { id: SCRIPT_ID, matches, js: [SCRIPT_FILE.slice(1)], runAt: 'document_idle', persistAcrossSessions: true },
  ]);
}

/** The open tabs of exactly this origin (the pattern alone may match other ports on Firefox). */
export async function tabsOfOrigin(origin: string): Promise<Browser.tabs.Tab[]> {
  const tabs = await browser.tabs.query({ url: originPattern(origin) });
  return tabs.filter((tab) => tab.url !== undefined && sameOrigin(tab.url, origin));
}

function sameOrigin(url: string, origin: string): boolean {
  try {
    return new URL(url).origin === origin;
  } catch {
    return false;
  }
}

// Tabs already open on a newly granted origin get the script now rather than after a reload.
async function injectIntoOpenTabs(origin: string): Promise<void> {
  const tabs = await tabsOfOrigin(origin);
  await Promise.all(
    tabs.map((tab) =>
      tab.id === undefined
        ? undefined
        : browser.scripting.executeScript({ target: { tabId: tab.id }, files: [SCRIPT_FILE] }).catch(() => undefined),
    ),
  );
}
