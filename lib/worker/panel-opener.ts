import { browser } from 'wxt/browser';

/**
 * The toolbar icon and Alt+Shift+W open Weft. Chrome: the action opens the side panel (a
 * behaviour the browser keeps, set again on every worker start so an update or a reset profile
 * cannot lose it). Firefox: the action toggles the sidebar; `_execute_sidebar_action` covers the
 * shortcut. toggle() must run inside the click's user gesture, so it is called synchronously.
 */
export function installPanelOpener(): void {
  if (import.meta.env.BROWSER === 'firefox') {
    browser.action.onClicked.addListener(() => {
      void (browser as unknown as { sidebarAction: { toggle(): Promise<void> } }).sidebarAction.toggle();
    });
    return;
  }
  const set = () =>
    browser.sidePanel.setPanelBehavior({ openPanelOnActionClick: true }).catch((e: unknown) => console.error('[weft] side panel behaviour', e));
  void set();
  browser.runtime.onInstalled.addListener(() => void set());
  browser.runtime.onStartup.addListener(() => void set());
}

/**
 * The in-page "Ask Weft" control and the context menu: the panel must be opened in the click's own
 * task, before anything is awaited, or the browser no longer counts the click as the user's.
 * Chromium carries a content script's click to sidePanel.open (proved by test/e2e/ask-control.e2e.ts).
 * Firefox opens its sidebar only inside a user action in the extension's own UI (menus, commands,
 * toolbar; test/e2e-firefox/ask-control.e2e.ts proves a page click relayed here is refused, and
 * that an extension page framed into the page gets only content-script APIs, no sidebarAction).
 * Resolves to whether the panel is open afterwards (Firefox: the sidebar may have been open already).
 */
export function openPanelFromPage(tabId: number, windowId?: number): Promise<boolean> {
  if (import.meta.env.BROWSER === 'firefox') {
    const sidebar = (browser as unknown as { sidebarAction: { open(): Promise<void>; isOpen(d: { windowId?: number }): Promise<boolean> } }).sidebarAction;
    return sidebar.open().then(
      () => true,
      () => sidebar.isOpen(windowId === undefined ? {} : { windowId }).catch(() => false),
    );
  }
  return browser.sidePanel.open({ tabId }).then(
    () => true,
    (e: unknown) => (console.warn('[weft] side panel not opened from the page', e), false),
  );
}
