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
 * The in-page "Ask Weft" control: its click reaches here by runtime.sendMessage, and the panel must
 * be opened in this same task, before anything is awaited, or the browser no longer counts the
 * click as the user's. Chromium carries a content script's click to sidePanel.open (proved by
 * test/e2e/ask-control.e2e.ts). Firefox's sidebarAction.open accepts only gestures in the
 * extension's own UI (toolbar, menus, commands), so there the call is refused and logged.
 */
export function openPanelFromPage(tabId: number): void {
  if (import.meta.env.BROWSER === 'firefox') {
    void (browser as unknown as { sidebarAction: { open(): Promise<void> } }).sidebarAction
      .open()
      .catch((e: unknown) => console.warn('[weft] sidebar not opened from the page', e));
    return;
  }
  browser.sidePanel.open({ tabId }).catch((e: unknown) => console.warn('[weft] side panel not opened from the page', e));
}
