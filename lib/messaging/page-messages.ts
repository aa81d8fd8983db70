import { z } from './zod';

// Content script -> worker: the page the user is on, what just happened on it, and the Ask control.

/** Ids beyond this are counted, not listed: the block stays small. */
export const MAX_SELECTED = 500;

/** A list view's state, read from the web client's own state at send time (untrusted page data). */
export const ListContext = z.object({
  model: z.string().max(128),
  /** Rows the user ticked, as record ids. */
  selectedIds: z.array(z.number().int().positive()).max(MAX_SELECTED),
  /** When more rows are ticked than selectedIds lists. */
  selectedCount: z.number().int().positive().optional(),
  /** "Select all" of the whole search, not only the rows shown. */
  domainSelected: z.literal(true).optional(),
  count: z.number().int().nonnegative().optional(),
  /** Odoo stopped counting (count is a lower bound). */
  countLimited: z.literal(true).optional(),
  /** The search domain as JSON. */
  domain: z.string().max(2000).optional(),
  order: z.string().max(200).optional(),
  facets: z.array(z.string().max(200)).max(20),
});
export type ListContext = z.infer<typeof ListContext>;

export const PageContext = z.object({
  origin: z.string().url(),
  url: z.string().max(4096),
  /** The page is Odoo's web client (body.o_web_client) or its login page. */
  isOdoo: z.boolean(),
  loggedIn: z.boolean(),
  model: z.string().max(128).optional(),
  /** The action from the URL (id, xmlid or 18+ path such as 'sales'), for the worker to resolve the model. */
  action: z.string().max(256).optional(),
  recordId: z.union([z.number().int().positive(), z.literal('new')]).optional(),
  viewType: z.string().max(32).optional(),
  /** Breadcrumb text: the record's display name on a form, the action's name on a list. */
  title: z.string().max(512).optional(),
  companyIds: z.array(z.number().int().positive()).max(64).optional(),
  dirty: z.boolean().optional(),
  list: ListContext.optional(),
});
export type PageContext = z.infer<typeof PageContext>;

export const TriggerKind = z.enum([
  'view_loaded',
  'record_opened',
  'record_created',
  'record_saved',
  'error_shown',
  'search_performed',
  'search_empty',
  'idle',
  'tab_returned',
  /** A workflow button of the form was pressed and Odoo did it (the record's status moved). */
  'action_done',
  /** A watched field of a form was changed by the user (before saving): lib/page/field-watch.ts. */
  'field_changed',
]);
export type TriggerKind = z.infer<typeof TriggerKind>;

export const Trigger = z.object({
  kind: TriggerKind,
  at: z.number(),
  /** Untrusted page text (error dialog text, search facets): data, never instructions. */
  detail: z.string().max(4000).optional(),
  /** action_done: the button's `name` in Odoo's view (a method or an action). */
  button: z.string().max(128).optional(),
  /** field_changed: the field's technical name; `detail` holds the value the form shows. */
  field: z.string().max(64).optional(),
});
export type Trigger = z.infer<typeof Trigger>;

/**
 * Content script -> worker over its page port (page-port.ts): the page after each settled read, with
 * the read's triggers (view_loaded, record_opened, …). `seq` numbers the page's messages: the worker
 * acknowledges each (PageAck), and what a stopped worker never acknowledged is sent again. `page`: this
 * page load's own id (the numbers restart with each), so a message heard twice is run once
 * (lib/worker/page-handled.ts).
 * `loaded`: the first context of a page load. Odoo reloads the page after the user changes their
 * preferences (language, time zone), so the worker reads the session again then.
 */
export const PageMessage = z.object({
  type: z.literal('page/context'),
  seq: z.number().int().positive(),
  page: z.string().min(1).max(64),
  context: PageContext,
  loaded: z.boolean().optional(),
  triggers: z.array(Trigger).max(10).optional(),
});
export type PageMessage = z.infer<typeof PageMessage>;
/** What the page port carries (one kind for now; a union so the router's exhaustive handlers apply). */
export const PagePortMessage = z.discriminatedUnion('type', [PageMessage]);

/** Content script -> worker (runtime.sendMessage): the user's click, answered in its task. */
export const ContentMessage = z.discriminatedUnion('type', [
  /** The in-page "Ask Weft" control: open the panel beside this tab, about this page. */
  z.object({
    type: z.literal('panel/open'),
    context: PageContext,
    /** Typed by the user after "Ask Weft:" in Odoo's command palette: their question about this page. */
    question: z.string().max(2000).optional(),
  }),
]);
export type ContentMessage = z.infer<typeof ContentMessage>;
