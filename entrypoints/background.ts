import { browser, type Browser } from 'wxt/browser';
import {
  ContentMessage, PANEL_PORT, PanelCommand, createRouter, isGrantedContentScript, isOwnPage, originOf, pageContexts,
  type PanelStatus, type WorkerEvent, type PageContext,
} from '@/lib/messaging';
import { describeSession, noteCompanies, withModel } from '@/lib/messaging/odoo-clients';
import { addGrantedOrigin, grantedOrigins, revokeOrigin, syncContentScripts } from '@/lib/settings';

export default defineBackground(() => {
  if (import.meta.env.BROWSER !== 'firefox') {
    browser.sidePanel.setPanelBehavior({ openPanelOnActionClick: true }).catch(console.error);
  }
  browser.runtime.onInstalled.addListener(() => void syncContentScripts());
  browser.runtime.onStartup.addListener(() => void syncContentScripts());
  browser.tabs.onRemoved.addListener((tabId) => pageContexts.delete(tabId));

  // Each open panel and the tab it is beside (undefined: the active tab).
  const panels = new Map<Browser.runtime.Port, number | undefined>();
  const post = (port: Browser.runtime.Port, event: WorkerEvent) => port.postMessage(event);
  const broadcastStatus = async () => {
    for (const [port, tabId] of panels) post(port, { type: 'status', status: await panelStatus(tabId) });
  };

  // The signed-in user per origin, read with the user's session (proves the cookie reaches Odoo).
  const sessions = new Map<string, Awaited<ReturnType<typeof describeSession>>>();
  const readSession = async (context: PageContext, refresh: boolean) => {
    sessions.set(context.origin, await describeSession(context.origin, refresh));
  };

  let granted: string[] = [];
  const refreshGranted = async () => (granted = await grantedOrigins());
  void refreshGranted();

  const onContent = createRouter(
    ContentMessage,
    {
      'page/context': async (message, sender) => {
        const context = await withModel(message.context);
        const before = pageContexts.get(sender.tab!.id!);
        pageContexts.set(sender.tab!.id!, context);
        noteCompanies(context);
        if (context.loggedIn && (!before?.loggedIn || sessions.get(context.origin)?.problem)) await readSession(context, true);
        void broadcastStatus();
      },
      'page/trigger': async (message, sender) => {
        const context = await withModel(message.context);
        pageContexts.set(sender.tab!.id!, context);
        noteCompanies(context);
      },
    },
    (sender: Browser.runtime.MessageSender) => isGrantedContentScript(sender, browser.runtime.id, granted),
  );
  browser.runtime.onMessage.addListener((message, sender) => {
    // Refresh the granted list first: the worker may have just woken up.
    void refreshGranted().then(() => onContent(message, sender));
  });

  const panelPages = [browser.runtime.getURL('/sidepanel.html')];
  browser.runtime.onConnect.addListener((port) => {
    if (port.name !== PANEL_PORT || !isOwnPage(port.sender, browser.runtime.id, panelPages)) {
      port.disconnect();
      return;
    }
    panels.set(port, undefined);
    port.onDisconnect.addListener(() => panels.delete(port));
    const onCommand = createRouter(
      PanelCommand,
      {
        ping: ({ nonce }) => post(port, { type: 'pong', nonce, version: browser.runtime.getManifest().version }),
        'panel/hello': async ({ tabId }) => {
          panels.set(port, tabId);
          const context = (await tabOf(tabId)).context;
          if (context?.loggedIn && granted.includes(context.origin)) await readSession(context, true);
          post(port, { type: 'status', status: await panelStatus(tabId) });
        },
        'context/get': async () => post(port, { type: 'status', status: await panelStatus(panels.get(port)) }),
        'origin/granted': async ({ origin }) => {
          if (!(await addGrantedOrigin(origin))) post(port, { type: 'error', message: `Weft has no access to ${origin} yet.` });
          await refreshGranted();
          await broadcastStatus();
        },
        'origin/revoke': async ({ origin }) => {
          await revokeOrigin(origin);
          await refreshGranted();
          await broadcastStatus();
        },
      },
      () => true, // the port itself was checked above
    );
    port.onMessage.addListener((message) => void onCommand(message, undefined));
  });
  browser.tabs.onActivated.addListener(() => void broadcastStatus());

  async function tabOf(tabId: number | undefined) {
    const tab =
      tabId !== undefined
        ? await browser.tabs.get(tabId).catch(() => undefined)
        : (await browser.tabs.query({ active: true, lastFocusedWindow: true }))[0];
    return { tab, context: pageContexts.get(tab?.id) };
  }

  async function panelStatus(tabId: number | undefined): Promise<PanelStatus> {
    const { tab, context } = await tabOf(tabId);
    const activeOrigin = tab?.url ? originOf(tab.url) : null;
    const session = context?.loggedIn ? sessions.get(context.origin) : undefined;
    return {
      activeOrigin,
      granted: activeOrigin !== null && granted.includes(activeOrigin),
      context,
      user: session?.user ?? null,
      odooProblem: session?.problem ?? null,
    };
  }
});
