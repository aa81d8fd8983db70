// Parses the Odoo web client's URL for every scheme Odoo 16-19 uses. No dependencies but address.ts:
// the content script imports this too.
//   16/17: /web#id=24&model=sale.order&view_type=form&action=464&menu_id=295&cids=1%2C2
//   17.2+/18/19: /odoo/<action part>[/<id>|/new][/<action part>[/<id>|/new]]...?view_type=..&cids=1-2

import { addressOf, formParams, type Address } from './address';

export type RecordRef = number | 'new';

/** One action part of the URL with the record it shows; the chain of them is the breadcrumb. */
export interface RouteStep {
  /** Numeric `ir.actions` id: `action=464` or `/odoo/action-464`. */
  actionId?: number;
  /** Action xmlid: `/odoo/action-sale.action_orders`. */
  actionXmlId?: string;
  /** Action path (18+, e.g. 'sales', 'contacts') or a client action tag. */
  actionPath?: string;
  /** Technical model name, known from the URL only on 16/17 and on 18+ model routes (`/odoo/res.partner/5`). */
  model?: string;
  recordId?: RecordRef;
}

export type RouteKind = 'login' | 'home' | 'view';
export type RouteScheme = 'hash' | 'path';

/** The current page. Top-level step fields describe the current (last) step of `chain`. */
export interface PageRoute extends RouteStep {
  kind: RouteKind;
  /** 'hash' for /web#... (16/17), 'path' for /odoo/... (17.2+) and for the login page. */
  scheme: RouteScheme;
  /** From the URL when present; on path routes a record id implies 'form'. */
  viewType?: string;
  menuId?: number;
  /** Companies active in the UI, the current one first. */
  companyIds?: number[];
  debug?: string;
  chain: RouteStep[];
}

const INTEGER = /^\d+$/;

/** `href`: the address, or its parts when the caller has split it already (address.ts). */
export function parseOdooUrl(href: string | Address): PageRoute | null {
  const url = typeof href === 'string' ? addressOf(href) : href;
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) return null;
  const path = url.pathname.replace(/\/+$/, '') || '/';
  if (path === '/web/login') return { kind: 'login', scheme: 'path', chain: [] };
  if (path === '/web') return parseHashRoute(url);
  if (path === '/odoo' || path.startsWith('/odoo/')) return parsePathRoute(url, path);
  return null;
}

function parseHashRoute(url: Address): PageRoute {
  const hash = formParams(url.hash);
  const param = (key: string) => hash.get(key) ?? url.query(key);
  const viewType = param('view_type');
  const step: RouteStep = { ...actionRef(param('action')), model: param('model') };
  const id = toId(param('id'));
  if (id !== undefined) step.recordId = id;
  // A form without an id is a new record (Odoo 18's own router reads it the same way).
  else if (viewType === 'form' && step.model) step.recordId = 'new';
  const current = clean(step);
  const isHome = current.model === undefined && !hasAction(current);
  return clean({
    kind: isHome ? 'home' : 'view',
    scheme: 'hash',
    ...current,
    viewType,
    menuId: toId(param('menu_id')),
    companyIds: parseCompanyIds(param('cids')),
    debug: param('debug') || undefined,
    chain: isHome ? [] : [current],
  });
}

function parsePathRoute(url: Address, path: string): PageRoute {
  const parts = path.split('/').slice(2);
  const chain: RouteStep[] = [];
  parts.forEach((part, i) => {
    // Ids and 'new' belong to the action part before them.
    if (INTEGER.test(part) || part === 'new') return;
    const step = pathStep(part);
    const next = parts[i + 1];
    if (next === 'new') step.recordId = 'new';
    else if (next !== undefined && INTEGER.test(next)) step.recordId = Number(next);
    chain.push(clean(step));
  });
  const current = chain.at(-1);
  const query = (key: string) => url.query(key);
  return clean({
    kind: current ? 'view' : 'home',
    scheme: 'path',
    ...current,
    viewType: query('view_type') ?? (current?.recordId !== undefined ? 'form' : undefined),
    menuId: toId(query('menu_id')),
    companyIds: parseCompanyIds(query('cids')),
    debug: query('debug') || undefined,
    chain,
  });
}

/** Same rules as Odoo 18's router: `action-<id|xmlid>`, `m-<model>`, a dotted model, else an action path. */
function pathStep(part: string): RouteStep {
  if (part.startsWith('action-')) return actionRef(part.slice('action-'.length));
  if (part.startsWith('m-')) return { model: part.slice(2) };
  if (part.includes('.')) return { model: part };
  return { actionPath: part };
}

function actionRef(value: string | undefined): RouteStep {
  if (!value) return {};
  if (INTEGER.test(value)) return { actionId: Number(value) };
  return value.includes('.') ? { actionXmlId: value } : { actionPath: value };
}

function hasAction(step: RouteStep): boolean {
  return step.actionId !== undefined || step.actionXmlId !== undefined || step.actionPath !== undefined;
}

function toId(value: string | undefined): number | undefined {
  return value !== undefined && INTEGER.test(value) && Number(value) > 0 ? Number(value) : undefined;
}

/** `1`, `1,2` (16/17, often `1%2C2`) and `1-2` (17.2+). */
export function parseCompanyIds(value: string | undefined): number[] | undefined {
  if (!value) return undefined;
  const ids = value.split(/[,-]/).map((s) => toId(s.trim())).filter((id) => id !== undefined);
  return ids.length ? ids : undefined;
}

/** Drops undefined keys so routes compare and serialise cleanly. */
function clean<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}

/**
 * Whether a page the user has not granted looks like Odoo's web client or login, from its address
 * alone (`/web`, `/odoo`, `/web/login`): only then does the panel offer to allow Weft there, so a
 * mail or docs tab never invites a grant.
 */
export function looksLikeOdoo(href: string): boolean {
  try {
    const url = new URL(href);
    return /^https?:$/.test(url.protocol) && /^\/(web|odoo)(\/|$)/.test(url.pathname);
  } catch {
    return false;
  }
}
