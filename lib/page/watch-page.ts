import type { PageContext, Trigger, TriggerKind } from '@/lib/messaging';
import { WEB_CLIENT } from '@/lib/odoo/versions';
import { buttonsBusy, currentStatus, dialogOpen, pressOf, pressStep, wentOn, type Press } from './button-press';
import { changedFields, readPicked, type Picked } from './field-watch';
import { pageTargets, meaningful, type Target } from './page-targets';
import { readPage } from './read-page';
import { viewPlaces, type ViewPlaces } from './view-places';
import { actionManager, allInViewHead, errorDialog, mainComponents, mainView } from './where';

export interface PageSnapshot {
  context: PageContext;
  errorText?: string;
  facets: string;
  empty: boolean;
  /** A form's status bar step (its selection key). */
  status?: string;
  /** A form's workflow buttons are disabled (Odoo runs a button's call); a dialog it opened is open. */
  busy?: boolean;
  dialog?: boolean;
  /** A form's watched fields as shown (lib/page/field-watch.ts). */
  picked?: Picked[];
}

type Found = { kind: TriggerKind; detail?: string; field?: string };

const SETTLE_MS = 120; // coalesce a burst of DOM mutations into one read
const IDLE_MS = 10_000;

/** `prevFacets`: the last read's; 'no results' is looked for only when facets are or were there (diffTriggers asks then). */
/** `places`: the main view's (view-places.ts) when the caller has found them already (undefined: found here). */
export function snapshot(doc: Document, href: string, prevFacets = '', places?: ViewPlaces | null): PageSnapshot {
  const dialog = errorDialog(doc);
  const errorText = dialog ? (dialog.closest('.modal')?.querySelector('.modal-body') ?? dialog).textContent?.trim().slice(0, 4000) || undefined : undefined;
  const found = places === undefined ? viewPlaces(mainView(doc)) : places;
  const facets = found ? allInViewHead(found.view, WEB_CLIENT.facet, found.head).map(facetText).join(' | ') : '';
  const empty = (facets !== '' || prevFacets !== '') && doc.querySelector(WEB_CLIENT.noContent) !== null;
  const context = readPage(doc, href, found);
  if (context.viewType !== 'form') return { context, errorText, facets, empty };
  const form = found?.form;
  const next: PageSnapshot = { context, errorText, facets, empty, picked: form ? readPicked(form.widgets) : [] };
  if (!form) return next; // the URL says a form, not rendered yet
  // Set only when there: a snapshot's keys are compared and kept, an undefined one would be noise.
  const status = form.statusbar ? currentStatus(doc, form.statusbar) : undefined;
  if (status) next.status = status;
  if (buttonsBusy(form.buttons)) next.busy = true;
  if (dialogOpen(doc)) next.dialog = true;
  return next;
}

/** The triggers that the change from `prev` to `next` means; pure so it can be tested on tables. */
export function diffTriggers(prev: PageSnapshot | null, next: PageSnapshot): Found[] {
  const out: Found[] = [];
  const a = prev?.context;
  const b = next.context;
  if (!b.loggedIn || !b.viewType) return out;
  const sameView = a?.model === b.model && a?.viewType === b.viewType && a?.recordId === b.recordId;
  if (!sameView) out.push({ kind: 'view_loaded' });
  if (b.viewType === 'form' && typeof b.recordId === 'number') {
    if (a?.recordId === 'new' && a.model === b.model) out.push({ kind: 'record_created' });
    else if (!sameView) out.push({ kind: 'record_opened' });
    else if (a?.dirty && !b.dirty) out.push({ kind: 'record_saved' });
  }
  if (sameView && b.viewType === 'form') {
    for (const p of changedFields(prev?.picked ?? [], next.picked ?? [])) out.push({ kind: 'field_changed', field: p.field, detail: p.value });
  }
  if (next.errorText && next.errorText !== prev?.errorText) out.push({ kind: 'error_shown', detail: next.errorText });
  if (sameView && next.facets !== prev?.facets) {
    out.push({ kind: 'search_performed', detail: next.facets });
    if (next.empty) out.push({ kind: 'search_empty', detail: next.facets });
  } else if (!sameView && next.empty && next.facets) {
    out.push({ kind: 'search_empty', detail: next.facets });
  }
  return out;
}

export interface WatchOptions {
  signal: AbortSignal;
  /**
   * Once per read whose page or triggers are news, with all of the read's triggers (one message to the
   * worker per navigation: each costs the tab's main thread); once per trigger outside a read (idle,
   * the tab coming back).
   */
  onPage: (context: PageContext, triggers: Trigger[]) => void;
  /** Every settled look at the page, read or skipped (Odoo re-renders the control panel without a new context). */
  onRead?: (context: PageContext) => void;
  /** Where Weft's Ask control sits now, watched so that Odoo dropping it brings a look. */
  slot?: () => Element | null;
}

/**
 * Watches Odoo's web client with one MutationObserver on the few places a page change shows
 * (page-targets.ts) and the location events; no polling. A burst of mutations is one look after it
 * settles, and a look whose URL, view and title are those of the last read, with nothing changed
 * inside the view, reads nothing. Everything stops when `signal` aborts.
 */
export function watchPage(doc: Document, win: Window, { signal, onPage, onRead, slot }: WatchOptions): { check: () => void } {
  let prev: PageSnapshot | null = null;
  let lastContextJson = '';
  let settle: ReturnType<typeof setTimeout> | undefined;
  let idle: ReturnType<typeof setTimeout> | undefined;
  let activeAt = 0; // the user's last key, click or input
  let idleFired = false;
  let hiddenSince: number | null = null;
  let inView = true; // something inside the view changed since the last read (or none was made)
  let seen = { href: '', view: null as Element | null, title: '' };
  let targets: Target[] = [];
  let dialogs: Node | undefined;
  let manager: Node | undefined;
  let press: Press | null = null;
  let found: Trigger[] | null = null; // the triggers of the read under way

  const emit = (kind: TriggerKind, context: PageContext, extra: Omit<Found, 'kind'> & { button?: string } = {}) => {
    const trigger: Trigger = { kind, at: Date.now() };
    if (extra.detail) trigger.detail = extra.detail;
    if (extra.field) trigger.field = extra.field;
    if (extra.button) trigger.button = extra.button;
    if (found) found.push(trigger);
    else onPage(context, [trigger]);
  };

  const read = (href: string, places: ViewPlaces | null) => {
    const next = snapshot(doc, href, prev?.facets, places);
    const json = JSON.stringify(next.context);
    const changed = json !== lastContextJson;
    lastContextJson = json;
    onRead?.(next.context);
    const triggers: Trigger[] = (found = []);
    try {
      compare(next);
    } finally {
      found = null;
    }
    if (changed || triggers.length) onPage(next.context, triggers);
  };
  const compare = (next: PageSnapshot) => {
    // Mid-render (the old view gone, the new one not there yet) says nothing about the page:
    // comparing against it would turn one search into a view change.
    if (next.context.loggedIn && !next.context.viewType && !next.errorText) return;
    // A field being typed in is left out of the read: it keeps the value it had.
    if (prev?.picked?.length && next.picked) {
      const typing = prev.picked.filter((p) => !next.picked!.some((n) => n.field === p.field));
      if (typing.length) next.picked = next.picked.concat(typing);
    }
    for (const t of diffTriggers(prev, next)) emit(t.kind, next.context, t);
    if (press) {
      const step = pressStep(press, { context: next.context, status: next.status, busy: next.busy, dialog: next.dialog, error: !!next.errorText }, Date.now());
      if (step.outcome === 'done') emit('action_done', next.context, { button: press.button });
      press = step.outcome === 'waiting' ? step.press : null;
    }
    if (prev?.context.recordId !== next.context.recordId || prev?.context.model !== next.context.model) idleFired = false;
    prev = next;
    hearClicks(next.context.viewType === 'form');
    // The idle timer belongs to a form: left running once the user has left it, it woke the script
    // for nothing (a call into the tab while the user moves on).
    if (next.context.viewType !== 'form' && idle !== undefined) {
      clearTimeout(idle);
      idle = undefined;
    }
    armIdle();
  };
  const check = () => {
    settle = undefined;
    if (signal.aborted) return;
    const now = { href: win.location.href, view: mainView(doc), title: doc.title };
    const same = !inView && now.href === seen.href && now.view === seen.view && now.title === seen.title;
    inView = false;
    seen = now;
    // Found once for the read and the targets (each lookup is a call into a view just rendered).
    const places = viewPlaces(now.view);
    if (same && prev) onRead?.(prev.context);
    else read(now.href, places);
    observe(places);
  };
  const schedule = () => {
    if (settle === undefined && !signal.aborted) settle = setTimeout(check, SETTLE_MS);
  };
  // Input only notes the time: one timer runs at a time and, when it ends early, waits out the rest
  // (a timer set again at each key and click cost the tab more than noting the time).
  const armIdle = () => {
    activeAt = Date.now();
    if (idle === undefined && !idleFired && prev?.context.viewType === 'form') idle = setTimeout(idleCheck, IDLE_MS);
  };
  const idleCheck = () => {
    idle = undefined;
    if (signal.aborted || idleFired || !prev || prev.context.viewType !== 'form' || doc.visibilityState === 'hidden') return;
    const quiet = Date.now() - activeAt;
    if (quiet < IDLE_MS) idle = setTimeout(idleCheck, IDLE_MS - quiet);
    else {
      idleFired = true;
      emit('idle', prev.context);
    }
  };

  const observer = new MutationObserver((records) => {
    for (const record of records) {
      // A new controller in the action container (the first record of a navigation), or a dialog coming
      // or the last going (the body's class, page-targets.ts): in the view, and nothing more to ask of it
      // (Weft puts nothing there, no dialog or suggestions list is in it).
      const direct = record.target === manager || (record.type === 'attributes' && record.target === doc.body);
      if (!direct && !meaningful(record, dialogs)) continue;
      schedule();
      if (!direct && !targets.some((t) => t.inView && t.node.contains(record.target))) continue;
      // The look now due reads the page, whatever else the burst changes: nothing more to hear until
      // it has (each callback costs the tab's main thread; the read observes the targets again).
      inView = true;
      observer.disconnect();
      targets = [];
      return;
    }
  });
  // The targets move with the page (a new controller, the control's row): observed again when they do.
  const observe = (places: ViewPlaces | null) => {
    const next = pageTargets(doc, slot?.() ?? null, places);
    if (next.length === targets.length && next.every((t, i) => t.node === targets[i]!.node)) return;
    observer.disconnect();
    targets = next;
    dialogs = mainComponents(doc) ?? undefined;
    manager = actionManager(doc) ?? undefined;
    for (const t of targets) observer.observe(t.node, t.options);
  };
  const opts = { signal, passive: true } as const;
  win.addEventListener('hashchange', schedule, opts);
  win.addEventListener('popstate', schedule, opts);
  for (const type of ['keydown', 'input'] as const) doc.addEventListener(type, armIdle, opts);
  // Captured before Odoo's own handler runs: the status the record had when its button was pressed.
  // A click in the dialog a press opened, on a button that goes on, is the press going on. A click is
  // the user's activity too (one listener: each is a call into this script on every click). Presses
  // and the idle timer belong to a form: heard only while one is shown (a click on a list's row,
  // the navigation to a form, then costs the tab nothing).
  const onClick = (event: MouseEvent) => {
    press = pressOf(event.target, doc, prev?.context, Date.now()) ?? (press && wentOn(press, event.target));
    armIdle();
  };
  let hearing = false;
  const hearClicks = (on: boolean) => {
    if (on === hearing) return;
    hearing = on;
    if (on) doc.addEventListener('click', onClick, { ...opts, capture: true });
    else doc.removeEventListener('click', onClick, { capture: true });
  };
  doc.addEventListener('visibilitychange', () => {
    if (doc.visibilityState === 'hidden') hiddenSince = Date.now();
    else if (hiddenSince !== null && prev) {
      hiddenSince = null;
      emit('tab_returned', prev.context);
    }
    armIdle();
  }, opts);
  signal.addEventListener('abort', () => {
    observer.disconnect();
    clearTimeout(settle);
    clearTimeout(idle);
  });
  check();
  return { check };
}

/** "Name: Zyxwvut Holdings" (label and values apart), not the facet's run-together text. */
function facetText(facet: Element): string {
  const label = facet.querySelector(WEB_CLIENT.facetLabel)?.textContent?.trim();
  const values = [...facet.querySelectorAll(WEB_CLIENT.facetValue)].map((v) => v.textContent?.trim()).filter(Boolean);
  if (!values.length) return facet.textContent?.trim() ?? '';
  return label ? `${label}: ${values.join(' or ')}` : values.join(' or ');
}
