import { browser, type Browser } from 'wxt/browser';
import { originOf, type PageContext, type PanelStatus, type WorkerEvent } from '@/lib/messaging';
import { pageContexts } from './page-contexts';
import { describeSession } from './odoo';

type Session = Awaited<ReturnType<typeof describeSession>>;

/** The open side panels (each beside one tab), what they are told, and the status they show. */
export class Panels {
  private readonly ports = new Map<Browser.runtime.Port, number | undefined>();
  private readonly sessions = new Map<string, Session>();
  granted: string[] = [];

  add(port: Browser.runtime.Port) {
    this.ports.set(port, undefined);
    port.onDisconnect.addListener(() => this.ports.delete(port));
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
  async broadcastStatus() {
    for (const [port, tabId] of this.ports) this.post(port, { type: 'status', status: await this.status(tabId) });
  }

  /** Reads who is signed in, with the user's own cookie; refresh after a login or an expiry. */
  async readSession(context: PageContext, refresh: boolean) {
    this.sessions.set(context.origin, await describeSession(context.origin, refresh));
  }
  sessionProblem(origin: string) {
    return this.sessions.get(origin)?.problem ?? null;
  }

  /** The tab a panel stands beside: the one it named, else the active tab of the focused window. */
  async tab(tabId: number | undefined) {
    const tab =
      tabId !== undefined
        ? await browser.tabs.get(tabId).catch(() => undefined)
        : (await browser.tabs.query({ active: true, lastFocusedWindow: true }))[0];
    return { tab, context: pageContexts.get(tab?.id) };
  }

  async status(tabId: number | undefined): Promise<PanelStatus> {
    const { tab, context } = await this.tab(tabId);
    const activeOrigin = tab?.url ? originOf(tab.url) : null;
    const session = context?.loggedIn ? this.sessions.get(context.origin) : undefined;
    return {
      activeOrigin,
      granted: activeOrigin !== null && this.granted.includes(activeOrigin),
      context,
      user: session?.user ?? null,
      odooProblem: session?.problem ?? null,
    };
  }
}
