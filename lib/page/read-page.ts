import { addressOf, type Address } from '@/lib/odoo/address';
import { parseCompanyIds, parseOdooUrl } from '@/lib/odoo/url';
import { WEB_CLIENT } from '@/lib/odoo/versions';
import type { PageContext } from '@/lib/messaging';
import { viewPlaces, type ViewPlaces } from './view-places';
import { inViewHead, mainView } from './where';

// Reads what Odoo's web client shows, from the DOM markers real Odoo 16-19 render (versions.ts
// WEB_CLIENT). Odoo's web client never goes network-idle, so we read markers, not the network.

export function isOdooClient(doc: Document): boolean {
  return doc.body?.classList.contains(WEB_CLIENT.client) ?? false;
}

export function isLoginPage(doc: Document, url: Pick<Address, 'pathname'>): boolean {
  return url.pathname.startsWith('/web/login') || doc.querySelector(WEB_CLIENT.loginForm) !== null;
}

/** The main view's type; `.o_list_view` alone also matches one2many tables inside a form. */
export function mainViewType(doc: Document, main?: Element | null): string | undefined {
  const view = main === undefined ? mainView(doc) : main;
  if (!view) return undefined;
  // The class attribute as one string: a classList is one more object per view, made anew at each navigation.
  const match = (view.getAttribute('class') ?? '').split(' ').find((c) => WEB_CLIENT.mainViewType.test(c));
  return match?.slice(2, -5);
}

/**
 * The name in the last crumb, without the status indicator and actions that sit beside it; `view`: the
 * main view, whose head holds the crumbs on 16-19. Looked for there first: a marker of another version
 * looked for from the page's top walks the whole page (16 missed two on every read).
 */
export function breadcrumbTitle(doc: Document, view?: Element | null, head?: Element[]): string | undefined {
  const from = (find: (selector: string) => Element | null) => {
    for (const selector of WEB_CLIENT.breadcrumbTitle) {
      const text = find(selector)?.textContent?.trim();
      if (text) return text.slice(0, 512);
    }
    return undefined;
  };
  return (view ? from((selector) => inViewHead(view, IN_VIEW.get(selector)!, head)) : undefined) ?? from((selector) => doc.querySelector(selector));
}

// The crumbs' markers as seen from inside the main view (the action container around it goes without saying).
const IN_VIEW = new Map<string, string>(WEB_CLIENT.breadcrumbTitle.map((s) => [s, s.startsWith(`${WEB_CLIENT.actionManager} `) ? s.slice(WEB_CLIENT.actionManager.length + 1) : s]));

/** `places`: the main view's (view-places.ts) when the caller has found them already (undefined: found here). */
export function readPage(doc: Document, href: string, places?: ViewPlaces | null): PageContext {
  const url = addressOf(href);
  if (!url) throw new TypeError(`not an address: ${href.slice(0, 100)}`); // as new URL threw
  const base = { origin: url.origin, url: href.slice(0, 4096) };
  // The web client's body class first: looking for a login form searches the whole page.
  const client = isOdooClient(doc) && !url.pathname.startsWith('/web/login');
  if (!client && isLoginPage(doc, url)) return { ...base, isOdoo: true, loggedIn: false };
  if (!client) return { ...base, isOdoo: false, loggedIn: false };
  const route = parseOdooUrl(url); // split once, in plain JavaScript (address.ts)
  // The main view looked up once: a search for a form that is not there walks the whole list.
  const found = places === undefined ? viewPlaces(mainView(doc)) : places;
  const view = found?.view ?? null;
  const viewType = mainViewType(doc, view) ?? route?.viewType;
  return {
    ...base,
    isOdoo: true,
    loggedIn: true,
    model: route?.model,
    action: route?.actionPath ?? route?.actionXmlId ?? (route?.actionId !== undefined ? String(route.actionId) : undefined),
    // The URL changes before the view renders: a record id counts once its form is on screen.
    recordId: viewType === 'form' ? route?.recordId : undefined,
    viewType,
    title: breadcrumbTitle(doc, view, found?.head),
    // 17 carries the active companies in the URL; 18+ in the `cids` cookie the web client sets.
    companyIds: route?.companyIds ?? parseCompanyIds(companiesCookie(doc)),
    dirty: found?.form ? (found.form.renderer?.classList.contains(WEB_CLIENT.formDirty) ?? false) : undefined,
  };
}

// Reading document.cookie asks the browser's cookie store (~0.2 ms of the tab's main thread per read,
// traced on real 17), and the page is read after each navigation: the `cids` cookie is read again
// only once the browser says a cookie changed (cookieStore's change event; 18+ set it on a company
// switch, then reload). Without cookieStore (Firefox, plain-http pages), it is read every time.
const companies = new WeakMap<Document, { value?: string; stale: boolean }>();

function companiesCookie(doc: Document): string | undefined {
  const store = (doc.defaultView as { cookieStore?: EventTarget } | null)?.cookieStore;
  if (!store) return cookie(doc, 'cids');
  let known = companies.get(doc);
  if (!known) {
    const entry: { value?: string; stale: boolean } = { stale: true };
    store.addEventListener('change', () => (entry.stale = true));
    companies.set(doc, (known = entry));
  }
  if (known.stale) known.value = cookie(doc, 'cids');
  known.stale = false;
  return known.value;
}

function cookie(doc: Document, name: string): string | undefined {
  const pair = doc.cookie.split('; ').find((c) => c.startsWith(`${name}=`));
  return pair ? decodeURIComponent(pair.slice(name.length + 1)) : undefined;
}
