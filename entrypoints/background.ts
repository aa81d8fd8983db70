import { browser, type Browser } from 'wxt/browser';
import { createChatService } from '@/lib/agent/service';
import { db } from '@/lib/db';
import { ContentMessage, PANEL_PORT, PagePortMessage, PanelCommand, createRouter, isGrantedContentScript, isOwnPage, originOf, type PageContext } from '@/lib/messaging';
import { getSettings, grantedOrigins, originPattern } from '@/lib/settings';
import { detachTabs, syncContentScripts } from '@/lib/worker/grants';
import { createSuggestionEngine } from '@/lib/suggest';
import { odooClientFor } from '@/lib/worker/clients';
import { fillFormInTab } from '@/lib/worker/fill-form';
import { panelCommands } from '@/lib/worker/commands';
import { knownIdentity, resolveIdentity, userI18n } from '@/lib/worker/identity';
import { odooForTurn } from '@/lib/worker/journals';
import { openInOdooTab, startUp, trackVisibleTabs } from '@/lib/worker/lifecycle';
import { scheduleRetention } from '@/lib/worker/erase-data';
import { installPanelOpener, openPanelFromPage } from '@/lib/worker/panel-opener';
import { installAskMenu } from '@/lib/worker/ask-menu';
import { quotePageText } from '@/lib/agent/page-quote';
import { keepAliveWhileBusy } from '@/lib/worker/keepalive';
import { pageContexts, trackTabs } from '@/lib/worker/page-contexts';
import { ACK_MS, acceptPagePort } from '@/lib/worker/page-ports';
import { pageHandled } from '@/lib/worker/page-handled';
import { withModel } from '@/lib/worker/page-model';
import { Panels } from '@/lib/worker/panels';
import { suggestionNotices } from '@/lib/worker/notices';
import type { PanelOpenReply } from '@/lib/messaging/tab-protocol';

export default defineBackground(() => {
  installPanelOpener();
  const panels = new Panels();
  const notices = suggestionNotices({ getSettings, panelBeside: (tabId) => panels.beside(tabId), userI18n });
  const chat = createChatService({
    db,
    getSettings,
    odooFor: odooForTurn,
    emit: (event, identity) => void (identity !== undefined ? panels.broadcastTo(identity, event) : panels.broadcast(event)),
    openInTab: (url) => openInOdooTab(url, { byUser: false }),
    fillForm: fillFormInTab,
    userI18n,
  });
  const suggestions = createSuggestionEngine({
    db,
    clientFor: odooClientFor,
    getSettings,
    onChange: (unseen) => void browser.action.setBadgeText({ text: unseen && !panels.count ? String(unseen) : '' }),
    onStored: (tabId, stored) => void notices.offer(tabId, stored),
  });
  const refreshGranted = async () => (panels.granted = await grantedOrigins());
  // Known before the first content message is checked, even when that message woke the worker;
  // start-up's reconcile against Odoo does not hold messages up.
  const ready = refreshGranted();
  panels.grantedReady = ready.catch(() => undefined);
  void startUp(chat, () => ready);
  scheduleRetention(chat);
  browser.permissions.onAdded.addListener(() => void refreshGranted());
  browser.permissions.onRemoved.addListener((removed) => {
    void refreshGranted();
    // The browser names patterns (on Firefox host-wide, with no port): the pages to tell are those
    // of the allowed origins whose pattern went.
    const patterns = new Set(removed.origins ?? []);
    void getSettings().then(({ grantedOrigins: allowed }) => detachTabs(allowed.filter((origin) => patterns.has(originPattern(origin)))));
    void syncContentScripts().catch(() => undefined); // and the context menu's entry
  });
  // "Ask Weft about '…'": the panel opened in the click; the selection, from a granted origin only,
  // goes to its composer as a quote the taint rule reads as page data.
  const askMenuClick = installAskMenu(
    (tabId, pageUrl, selection) =>
      ready.then(async () => {
        const origin = originOf(pageUrl);
        if (origin && !panels.granted.includes(origin)) await refreshGranted();
        if (origin && panels.granted.includes(origin)) await panels.prefill(tabId, quotePageText(selection));
      }),
  );
  // Test builds: the ask menu's click, and the end of the suggestion runs started so far (proof a run finished, not a pause).
  if (import.meta.env.WEFT_TEST_BUILD) Object.assign(globalThis, { weftAskMenuClick: askMenuClick, weftSuggestionsSettled: () => suggestions.settled() });
  // A policy change (the administrator's) applies at once: allowed origins, scripts, the panels' status.
  browser.storage.onChanged.addListener((_changes, area) => {
    if (area !== 'managed') return;
    void refreshGranted().then(() => syncContentScripts()).then(() => panels.broadcastStatus());
  });
  trackVisibleTabs(suggestions);
  // Read-only counters on the worker's own global, for tests that must prove a trigger arrived and was skipped.
  Object.assign(globalThis, { weftSuggestionStats: () => suggestions.stats(), weftNoticeStats: () => notices.stats() });
  keepAliveWhileBusy(chat);
  trackTabs((tabId) => {
    suggestions.forgetTab(tabId);
    void panels.broadcastStatus();
  });

  /**
   * Stores a tab's page; a fresh login, a session that had failed, or a page load (after the user
   * changed their language in Odoo's preferences, which reloads the page) re-reads the session.
   */
  const notePage = async (tabId: number, page: PageContext, loaded = false) => {
    const context = await withModel(page);
    const before = pageContexts.get(tabId);
    pageContexts.set(tabId, context);
    const known = knownIdentity(context.origin);
    if (context.loggedIn && (loaded || !before?.loggedIn || !known?.identity)) await resolveIdentity(context.origin, true);
    return context;
  };

  const fromContent = (sender: Browser.runtime.MessageSender) => isGrantedContentScript(sender, browser.runtime.id, panels.granted);
  const handled = pageHandled();
  // Each navigation's page, over the tab's page port.
  const onPage = createRouter(
    PagePortMessage,
    {
      'page/context': async (message, sender) => {
        const tabId = sender.tab!.id!;
        // Heard again (a stopped worker ran it and never acknowledged it): its page is noted again, as
        // this worker knew nothing of it, and its triggers are not run a second time. One the page sent
        // before a later one retires nothing: the cards of the page shown now stay.
        const context = await notePage(tabId, message.context, message.loaded);
        if (!message.older) await suggestions.onPage(context);
        const triggers = message.triggers ?? [];
        const dealt = triggers.length ? handled.once(tabId, message, () => Promise.all(triggers.map((trigger) => suggestions.onTrigger(tabId, trigger, context)))) : undefined;
        if (import.meta.env.WEFT_TEST_BUILD) triggersSeen.push(...triggers.map((t) => ({ tabId, ...t })));
        await panels.broadcastStatus();
        // The page port acknowledges the message once this resolves: after its run ended, not before.
        await dealt;
      },
    },
    fromContent,
  );
  const onContent = createRouter(
    ContentMessage,
    {
      // The panel was opened in the click's task (below); this gives it the page as context.
      'panel/open': async (message, sender) => {
        await notePage(sender.tab!.id!, message.context);
        await panels.broadcastStatus();
        // Ctrl+K "Ask Weft: …": the user's question; privacy mode leaves it in the box to send by hand.
        if (message.question?.trim()) await panels.prefill(sender.tab!.id!, message.question.trim(), !(await getSettings()).askBeforeSending);
      },
    },
    fromContent,
  );
  // Test builds: the triggers the worker was sent, in order, for e2e that prove one arrived (or did not).
  const triggersSeen: Array<{ tabId: number; kind: string }> = [];
  if (import.meta.env.WEFT_TEST_BUILD) Object.assign(globalThis, { weftTriggersSeen: () => triggersSeen });
  /** An origin granted a moment ago (its script was injected before the list was re-read) is known before the check. */
  const granted = async (sender: Browser.runtime.MessageSender) => {
    await ready;
    const origin = sender.url ? originOf(sender.url) : null;
    if (origin && !panels.granted.includes(origin)) await refreshGranted();
  };
  browser.runtime.onMessage.addListener((message, sender) => {
    // Synchronously, inside the user's click: only our own content script (it runs only on
    // granted origins) sends this, and opening the panel beside its tab reveals nothing.
    const ask = message as { type?: unknown } | null;
    const opened =
      ask?.type === 'panel/open' && sender.id === browser.runtime.id && sender.tab?.id !== undefined ? openPanelFromPage(sender.tab.id, sender.tab.windowId) : null;
    void granted(sender).then(() => onContent(message, sender));
    // Firefox answers whether its sidebar is open, so the control can say how to open it.
    if (opened && import.meta.env.BROWSER === 'firefox') return opened.then((open): PanelOpenReply => ({ opened: open }));
    return undefined;
  });

  // Test builds: an e2e sets this worker's acknowledgement delay: long, to stop it between a page
  // message's arrival and its acknowledgement on a loaded machine; short, to stop it after the delay
  // (page-port-stop.e2e.ts).
  let ackMs = ACK_MS;
  if (import.meta.env.WEFT_TEST_BUILD) Object.assign(globalThis, { weftSetPageAckMs: (ms: number) => void (ackMs = ms) });

  const panelPages = [browser.runtime.getURL('/sidepanel.html')];
  browser.runtime.onConnect.addListener((port) => {
    if (acceptPagePort(port, (raw, sender) => granted(sender).then(() => onPage(raw, sender)), () => ackMs)) return;
    if (port.name !== PANEL_PORT || !isOwnPage(port.sender, browser.runtime.id, panelPages)) return port.disconnect();
    panels.add(port);
    const onCommand = createRouter(PanelCommand, panelCommands({ panels, chat, suggestions }, port), () => true);
    port.onMessage.addListener((message) => void onCommand(message, undefined));
  });
  browser.tabs.onActivated.addListener(() => void panels.broadcastStatus());
  // A tab that navigates to another site: the panel beside it follows (no content script there).
  browser.tabs.onUpdated.addListener((_tabId, change) => {
    if (change.url !== undefined || change.status === 'complete') void panels.broadcastStatus();
  });
  browser.runtime.onInstalled.addListener(() => void syncContentScripts());
});
