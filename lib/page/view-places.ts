import { WEB_CLIENT } from '@/lib/odoo/versions';
import { watchedWidgets } from './field-watch';
import { headParts } from './where';

// The places in the main view that a look at the page reads (read-page.ts, watch-page.ts snapshot)
// and the watcher observes (page-targets.ts), found once per look: each was looked up two or three
// times (the view's head four), and every lookup is a call into the page that walks part of a view
// just rendered (issue 32: the content script under a millisecond per navigation).

export interface FormPlaces {
  /** Marks unsaved edits (16-19 .o_form_renderer). */
  renderer: Element | null;
  statusbar: Element | null;
  /** The workflow buttons' row. */
  buttons: Element | null;
  /** The watched fields' widgets (field-watch.ts). */
  widgets: Element[];
}

export interface ViewPlaces {
  view: Element;
  /** The view's head: control panel, search, pager (where.ts headParts). */
  head: Element[];
  /** A form's places; none on other views. */
  form?: FormPlaces;
}

export function viewPlaces(view: Element | null): ViewPlaces | null {
  if (!view) return null;
  const head = headParts(view);
  if (!view.classList.contains('o_form_view')) return { view, head };
  return {
    view,
    head,
    form: {
      renderer: view.querySelector(WEB_CLIENT.formRenderer),
      statusbar: view.querySelector(WEB_CLIENT.statusbar),
      buttons: view.querySelector(WEB_CLIENT.statusbarButtons),
      widgets: watchedWidgets(view),
    },
  };
}
