import { browser } from 'wxt/browser';
import { tabsOfOrigin } from './grants';
import { fillFormInPage, parseFillResult, type FillRequest, type FillResult } from '@/lib/page/fill-form';
import { pageContexts } from './page-contexts';

/**
 * Puts values into the new form of `request.model` an Odoo tab of `origin` shows (the active tab
 * first), through the page's own web client; the user saves or discards. No tab showing such a
 * form: nothing is done and the answer says so.
 */
export async function fillFormInTab(origin: string, request: FillRequest): Promise<FillResult> {
  const tabs = (await tabsOfOrigin(origin)).filter((tab) => {
    const page = pageContexts.get(tab.id);
    return page?.viewType === 'form' && page.recordId === 'new' && page.model === request.model;
  });
  const tab = tabs.find((t) => t.active) ?? tabs[0];
  if (tab?.id === undefined) return { error: 'no_form' };
  const [result] = await browser.scripting
    .executeScript({ target: { tabId: tab.id }, world: 'MAIN', func: fillFormInPage, args: [request] })
    .catch(() => []);
  return parseFillResult(result?.result);
}
