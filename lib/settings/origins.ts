import { browser, type Browser } from 'wxt/browser';
import { english, type Translate } from '@/lib/i18n';
import { getSettings } from './effective';
import { originAllowed, readPolicy } from './policy';
import { readUserSettings, writeUserSettings } from './settings';
import type { TabMessage } from '@/lib/messaging/tab-protocol';
import { syncAskMenu } from '@/lib/worker/ask-menu';

const SCRIPT_ID = 'weft-odoo';
const SCRIPT_FILE = '/content-scripts/odoo.js';

/**
 * The one place an origin becomes a match pattern (permission requests and checks, content-script
 * registration, tab queries). Firefox match patterns take no port: `http://host:8069/*` is
 * accepted there and then matches nothing, so Firefox gets the host's pattern, which covers every
 * port of it, and code compares full origins (with port) wherever it matters.
 */
export function originPattern(origin: string, browserName: string = import.meta.env.BROWSER): string {
  const url = new URL(origin);
  return browserName === 'firefox' ? `${url.protocol}//${url.hostname}/*` : `${url.origin}/*`;
}

/** What a grant of `origin` covers, in the user's words (Firefox: every port of the host). */
export function grantScope(origin: string, browserName: string = import.meta.env.BROWSER, t: Translate = english.t): string | null {
  const url = new URL(origin);
  if (browserName !== 'firefox' || !url.port) return null;
  return t('access.firefoxScope', { host: url.hostname, origin: url.origin });
}

/**
 * Asks the browser for access to one origin. Call it straight from the user's click (before any
 * other await): browsers only ask during a user gesture. Resolves to null when access is granted,
 * or to a sentence saying why not, for the panel to show; it never throws.
 */
export async function requestOriginAccess(origin: string, t: Translate = english.t): Promise<string | null> {
  try {
    if (await browser.permissions.request({ origins: [originPattern(origin)] })) return null;
    return t('access.notGranted', { origin });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    if (/user input|user gesture|handling a user/i.test(reason))
      return t('access.needsClick');
    return t('access.refused', { origin, reason });
  }
}

/** The origins the user granted, the organisation allows (policy.ts), and the browser still lets us reach. */
export async function grantedOrigins(): Promise<string[]> {
  const { grantedOrigins } = await getSettings();
  const live: string[] = [];
  for (const origin of grantedOrigins) {
    if (await browser.permissions.contains({ origins: [originPattern(origin)] })) live.push(origin);
  }
  return live;
}

/** Why the organisation keeps Weft off `origin`, or null; the panel says it instead of offering Allow. */
export async function originRefusal(origin: string): Promise<string | null> {
  const { policy } = await readPolicy();
  return originAllowed(origin, policy) ? null : `Your organisation does not allow Weft on ${origin}.`;
}

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
