import { parseCompanyIds, parseOdooUrl } from '@/lib/odoo/url';
import { WEB_CLIENT } from '@/lib/odoo/versions';
import type { PageContext } from '@/lib/messaging';

// Reads what Odoo's web client shows, from the DOM markers real Odoo 16-19 render (versions.ts
// WEB_CLIENT). Odoo's web client never goes network-idle, so we read markers, not the network.

const MAIN_VIEW = WEB_CLIENT.mainView;

export function isOdooClient(doc: Document): boolean {
  return doc.body?.classList.contains(WEB_CLIENT.client) ?? false;
}

export function isLoginPage(doc: Document, url: URL): boolean {
  return url.pathname.startsWith('/web/login') || doc.querySelector(WEB_CLIENT.loginForm) !== null;
}

/** The main view's type; `.o_list_view` alone also matches one2many tables inside a form. */
export function mainViewType(doc: Document, main?: Element | null): string | undefined {
  const view = main === undefined ? doc.querySelector(MAIN_VIEW) : main;
  if (!view) return undefined;
  const match = [...view.classList].find((c) => WEB_CLIENT.mainViewType.test(c));
  return match?.slice(2, -5);
}

/** The name in the last crumb, without the status indicator and actions that sit beside it. */
export function breadcrumbTitle(doc: Document): string | undefined {
  for (const selector of WEB_CLIENT.breadcrumbTitle) {
    const text = doc.querySelector(selector)?.textContent?.trim();
    if (text) return text.slice(0, 512);
  }
  return undefined;
}

export function readPage(doc: Document, href: string): PageContext {
  const url = new URL(href);
  const base = { origin: url.origin, url: href.slice(0, 4096) };
  // The web client's body class first: looking for a login form searches the whole page.
  const client = isOdooClient(doc) && !url.pathname.startsWith('/web/login');
  if (!client && isLoginPage(doc, url)) return { ...base, isOdoo: true, loggedIn: false };
  if (!client) return { ...base, isOdoo: false, loggedIn: false };
  const route = parseOdooUrl(href);
  // The main view looked up once: a search for a form that is not there walks the whole list.
  const main = doc.querySelector(MAIN_VIEW);
  const form = main?.classList.contains('o_form_view') ? main : null;
  const viewType = mainViewType(doc, main) ?? route?.viewType;
  return {
    ...base,
    isOdoo: true,
    loggedIn: true,
    model: route?.model,
    action: route?.actionPath ?? route?.actionXmlId ?? (route?.actionId !== undefined ? String(route.actionId) : undefined),
    // The URL changes before the view renders: a record id counts once its form is on screen.
    recordId: viewType === 'form' ? route?.recordId : undefined,
    viewType,
    title: breadcrumbTitle(doc),
    // 17 carries the active companies in the URL; 18+ in the `cids` cookie the web client sets.
    companyIds: route?.companyIds ?? parseCompanyIds(cookie(doc, 'cids')),
    dirty: form ? (form.querySelector(WEB_CLIENT.formRenderer)?.classList.contains(WEB_CLIENT.formDirty) ?? false) : undefined,
  };
}

function cookie(doc: Document, name: string): string | undefined {
  const pair = doc.cookie.split('; ').find((c) => c.startsWith(`${name}=`));
  return pair ? decodeURIComponent(pair.slice(name.length + 1)) : undefined;
}
