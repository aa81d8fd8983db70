import { browser } from 'wxt/browser';
import { getSettings, updateSettings } from './settings';

const SCRIPT_ID = 'weft-odoo';
const SCRIPT_FILE = '/content-scripts/odoo.js';

export const originPattern = (origin: string): string => `${origin}/*`;

/** The origins the user granted that the browser still lets us reach. */
export async function grantedOrigins(): Promise<string[]> {
  const { grantedOrigins } = await getSettings();
  const live: string[] = [];
  for (const origin of grantedOrigins) {
    if (await browser.permissions.contains({ origins: [originPattern(origin)] })) live.push(origin);
  }
  return live;
}

/** Called after the side panel obtained the permission from a click; the worker checks it again. */
export async function addGrantedOrigin(origin: string): Promise<boolean> {
  if (!(await browser.permissions.contains({ origins: [originPattern(origin)] }))) return false;
  const { grantedOrigins: list } = await getSettings();
  if (!list.includes(origin)) await updateSettings({ grantedOrigins: [...list, origin] });
  await syncContentScripts();
  await injectIntoOpenTabs(origin);
  return true;
}

export async function revokeOrigin(origin: string): Promise<void> {
  const { grantedOrigins: list } = await getSettings();
  await updateSettings({ grantedOrigins: list.filter((o) => o !== origin) });
  await browser.permissions.remove({ origins: [originPattern(origin)] }).catch(() => false);
  await syncContentScripts();
}

/** Registers the content script for exactly the granted origins (none are in the manifest). */
export async function syncContentScripts(): Promise<void> {
  const origins = await grantedOrigins();
  const existing = await browser.scripting.getRegisteredContentScripts({ ids: [SCRIPT_ID] });
  if (existing.length) await browser.scripting.unregisterContentScripts({ ids: [SCRIPT_ID] });
  if (!origins.length) return;
  await browser.scripting.registerContentScripts([
    { id: SCRIPT_ID, matches: origins.map(originPattern), js: [SCRIPT_FILE.slice(1)], runAt: 'document_idle', persistAcrossSessions: true },
  ]);
}

// Tabs already open on a newly granted origin get the script now rather than after a reload.
async function injectIntoOpenTabs(origin: string): Promise<void> {
  const tabs = await browser.tabs.query({ url: originPattern(origin) });
  await Promise.all(
    tabs.map((tab) =>
      tab.id === undefined
        ? undefined
        : browser.scripting.executeScript({ target: { tabId: tab.id }, files: [SCRIPT_FILE] }).catch(() => undefined),
    ),
  );
}
