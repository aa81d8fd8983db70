import { browser, type Browser } from 'wxt/browser';
import { createChatService } from '@/lib/agent/service';
import { db } from '@/lib/db';
import { ContentMessage, PANEL_PORT, PanelCommand, createRouter, isGrantedContentScript, isOwnPage, originOf } from '@/lib/messaging';
import { getSettings, grantedOrigins, syncContentScripts } from '@/lib/settings';
import { createSuggestionEngine } from '@/lib/suggest';
import { panelCommands } from '@/lib/worker/commands';
import { noteCompanies, odooClientFor, odooFor, withModel } from '@/lib/worker/odoo';
import { pageContexts } from '@/lib/worker/page-contexts';
import { Panels } from '@/lib/worker/panels';
import { openInOdooTab, startUp, trackVisibleTabs } from '@/lib/worker/lifecycle';
import { installPanelOpener } from '@/lib/worker/panel-opener';
import { keepAliveWhileBusy } from '@/lib/worker/keepalive';

export default defineBackground(() => {
  installPanelOpener();
  const panels = new Panels();
  const chat = createChatService({ db, getSettings, odooFor, emit: (e) => panels.broadcast(e), openInTab: (url) => openInOdooTab(url, { byUser: false }) });
  const suggestions = createSuggestionEngine({
    db,
    clientFor: odooClientFor,
    getSettings,
    onChange: (unseen) => void browser.action.setBadgeText({ text: unseen && !panels.count ? String(unseen) : '' }),
  });
  const refreshGranted = async () => (panels.granted = await grantedOrigins());
  // Known before the first content message is checked, even when that message woke the worker;
  // start-up's reconcile against Odoo does not hold messages up.
  const ready = refreshGranted();
  void startUp(chat, () => ready);
  browser.permissions.onAdded.addListener(() => void refreshGranted());
  browser.permissions.onRemoved.addListener(() => void refreshGranted());
  trackVisibleTabs(suggestions);
  keepAliveWhileBusy(chat);

  const onContent = createRouter(
    ContentMessage,
    {
      'page/context': async (message, sender) => {
        const tabId = sender.tab!.id!;
        const context = await withModel(message.context);
        const before = pageContexts.get(tabId);
        pageContexts.set(tabId, context);
        noteCompanies(context);
        if (context.loggedIn && (!before?.loggedIn || panels.sessionProblem(context.origin))) await panels.readSession(context, true);
        await panels.broadcastStatus();
      },
      'page/trigger': async (message, sender) => {
        const context = await withModel(message.context);
        pageContexts.set(sender.tab!.id!, context);
        noteCompanies(context);
        suggestions.onTrigger(sender.tab!.id!, message.trigger, context);
      },
    },
    (sender: Browser.runtime.MessageSender) => isGrantedContentScript(sender, browser.runtime.id, panels.granted),
  );
  browser.runtime.onMessage.addListener((message, sender) => {
    void ready.then(async () => {
      // An origin granted a moment ago (its script was injected before the list was re-read).
      const origin = sender.url ? originOf(sender.url) : null;
      if (origin && !panels.granted.includes(origin)) await refreshGranted();
      return onContent(message, sender);
    });
  });

  const panelPages = [browser.runtime.getURL('/sidepanel.html')];
  browser.runtime.onConnect.addListener((port) => {
    if (port.name !== PANEL_PORT || !isOwnPage(port.sender, browser.runtime.id, panelPages)) return port.disconnect();
    panels.add(port);
    const onCommand = createRouter(PanelCommand, panelCommands({ panels, chat, suggestions }, port), () => true);
    port.onMessage.addListener((message) => void onCommand(message, undefined));
  });
  browser.tabs.onActivated.addListener(() => void panels.broadcastStatus());
  browser.tabs.onRemoved.addListener((tabId) => {
    pageContexts.delete(tabId);
    suggestions.forgetTab(tabId);
  });
  browser.runtime.onInstalled.addListener(() => void syncContentScripts());
});
