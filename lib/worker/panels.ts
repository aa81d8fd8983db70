import { browser, type Browser } from 'wxt/browser';
import { identityKey } from '@/lib/db';
import { originOf, type PanelStatus, type WorkerEvent } from '@/lib/messaging';
import { knownIdentity } from './identity';
import { looksLikeOdoo } from '@/lib/odoo/url';
import { pageContexts } from './page-contexts';
import { sessionLine } from './session-line';

/** How long a selection waits for its panel to open. */
const PREFILL_TTL_MS = 30_000;

/** The open side panels (each beside one tab), what they are told, and the status they show. */
export class Panels {
  private readonly ports = new Map<Browser.runtime.Port, number | undefined>();
  /** Panels that asked for their page (context/get): their listeners are up, an event reaches them. */
  private readonly listening = new Set<Browser.runtime.Port>();
  /** Composer text waiting for a panel that is still opening beside the tab (a menu's selection). */
  private readonly prefills = new Map<number, { text: string; at: number; ask?: boolean }>();
  granted: string[] = [];
  /** Settles once `granted` has been read at start: a restarted worker must not report "nothing allowed" first. */
  grantedReady: Promise<unknown> = Promise.resolve();

  add(port: Browser.runtime.Port) {
    this.ports.set(port, undefined);
    port.onDisconnect.addListener(() => {
      this.ports.delete(port);
      this.listening.delete(port);
    });
  }
  bind(port: Browser.runtime.Port, tabId: number | undefined) {
    this.ports.set(port, tabId);
  }
  tabOf(port: Browser.runtime.Port) {
    return this.ports.get(port);
  }
  get count() {
    return this.ports.size;
  }

  post(port: Browser.runtime.Port, event: WorkerEvent) {
    try {
      port.postMessage(event);
    } catch {
      this.ports.delete(port); // the panel closed while we were working
    }
  }
  broadcast(event: WorkerEvent) {
    for (const port of this.ports.keys()) this.post(port, event);
  }
  /** Only to panels beside a tab where `identity` is signed in: another user never sees it. */
  async broadcastTo(identity: string, event: WorkerEvent, except?: Browser.runtime.Port) {
    for (const [port, tabId] of this.ports) {
      if (port !== except && (await this.identityOf(tabId)) === identity) this.post(port, event);
    }
  }
  async broadcastStatus() {
    for (const [port, tabId] of this.ports) this.post(port, { type: 'status', status: await this.status(tabId) });
  }

  /**
   * Puts text in the composer of the panel beside `tabId`; a panel still opening (or none yet)
   * gets it when it asks for its page, within PREFILL_TTL_MS.
   */
  async prefill(tabId: number, text: string, ask = false) {
    let reached = false;
    const event = { type: 'composer/prefill', text, ...(ask ? { ask } : {}) } as const;
    for (const [port, bound] of this.ports) {
      if ((await this.tab(bound)).tab?.id !== tabId) continue;
      this.post(port, event);
      reached ||= this.listening.has(port);
    }
    if (reached) this.prefills.delete(tabId);
    else this.prefills.set(tabId, { text, at: Date.now(), ...(ask ? { ask } : {}) });
  }
  /** Whether a panel stands beside `tabId` now (it shows that tab's cards itself). */
  async beside(tabId: number): Promise<boolean> {
    for (const bound of this.ports.values()) if ((await this.tab(bound)).tab?.id === tabId) return true;
    return false;
  }
  /** A panel asked for its page: from now on it hears events; hand it any text waiting for its tab. */
  async listen(port: Browser.runtime.Port) {
    this.listening.add(port);
    const tabId = (await this.tab(this.tabOf(port))).tab?.id;
    const waiting = tabId === undefined ? undefined : this.prefills.get(tabId);
    if (tabId === undefined || !waiting) return;
    this.prefills.delete(tabId);
    if (Date.now() - waiting.at < PREFILL_TTL_MS) this.post(port, { type: 'composer/prefill', text: waiting.text, ...(waiting.ask ? { ask: true } : {}) });
  }

  /** The identity key signed in to the Odoo of the tab, as last read (no RPC). */
  async identityOf(tabId: number | undefined): Promise<string | null> {
    const { context } = await this.tab(tabId);
    const found = context?.loggedIn ? knownIdentity(context.origin)?.identity : null;
    return found ? identityKey(found) : null;
  }

  /** The tab a panel stands beside: the one it named, else the active tab of the focused window. */
  async tab(tabId: number | undefined) {
    await pageContexts.ready();
    const tab =
      tabId !== undefined
        ? await browser.tabs.get(tabId).catch(() => undefined)
        : (await browser.tabs.query({ active: true, lastFocusedWindow: true }))[0];
    return { tab, context: pageContexts.get(tab?.id) };
  }

  async status(tabId: number | undefined): Promise<PanelStatus> {
    await this.grantedReady;
    const { tab, context: known } = await this.tab(tabId);
    const activeOrigin = tab?.url ? originOf(tab.url) : null;
    // The tab may have left that Odoo since its page last reported (no content script elsewhere).
    const context = known && known.origin === activeOrigin ? known : null;
    const signedIn = context?.loggedIn ? knownIdentity(context.origin) : undefined;
    const granted = activeOrigin !== null && this.granted.includes(activeOrigin);
    return {
      activeOrigin,
      granted,
      looksLikeOdoo: !granted && tab?.url !== undefined && looksLikeOdoo(tab.url),
      anyGranted: this.granted.length > 0,
      context,
      user: sessionLine(signedIn, context?.companyIds),
      identity: signedIn?.identity ? identityKey(signedIn.identity) : null,
      odooProblem: signedIn?.problem ?? null,
    };
  }
}
