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
