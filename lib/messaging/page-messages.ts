import { z } from './zod';

// Content script -> worker: the page the user is on, what just happened on it, and the Ask control.

/** Ids beyond this are counted, not listed: the block stays small. */
export const MAX_SELECTED = 500;

/** A list view's state, read from the web client's own state at send time (untrusted page data). */
export const ListContext = z.object({
  model: z.string().check(z.maxLength(128)),
  /** Rows the user ticked, as record ids. */
  selectedIds: z.array(z.int().check(z.positive())).check(z.maxLength(MAX_SELECTED)),
  /** When more rows are ticked than selectedIds lists. */
  selectedCount: z.optional(z.int().check(z.positive())),
  /** "Select all" of the whole search, not only the rows shown. */
  domainSelected: z.optional(z.literal(true)),
  count: z.optional(z.int().check(z.nonnegative())),
  /** Odoo stopped counting (count is a lower bound). */
  countLimited: z.optional(z.literal(true)),
  /** The search domain as JSON. */
  domain: z.optional(z.string().check(z.maxLength(2000))),
  order: z.optional(z.string().check(z.maxLength(200))),
  facets: z.array(z.string().check(z.maxLength(200))).check(z.maxLength(20)),
});
export type ListContext = z.infer<typeof ListContext>;

export const PageContext = z.object({
  origin: z.url(),
  url: z.string().check(z.maxLength(4096)),
  /** The page is Odoo's web client (body.o_web_client) or its login page. */
  isOdoo: z.boolean(),
  loggedIn: z.boolean(),
  model: z.optional(z.string().check(z.maxLength(128))),
  /** The action from the URL (id, xmlid or 18+ path such as 'sales'), for the worker to resolve the model. */
  action: z.optional(z.string().check(z.maxLength(256))),
  recordId: z.optional(z.union([z.int().check(z.positive()), z.literal('new')])),
  viewType: z.optional(z.string().check(z.maxLength(32))),
  /** Breadcrumb text: the record's display name on a form, the action's name on a list. */
  title: z.optional(z.string().check(z.maxLength(512))),
  companyIds: z.optional(z.array(z.int().check(z.positive())).check(z.maxLength(64))),
  dirty: z.optional(z.boolean()),
  list: z.optional(ListContext),
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
  detail: z.optional(z.string().check(z.maxLength(4000))),
  /** action_done: the button's `name` in Odoo's view (a method or an action). */
  button: z.optional(z.string().check(z.maxLength(128))),
  /** field_changed: the field's technical name; `detail` holds the value the form shows. */
  field: z.optional(z.string().check(z.maxLength(64))),
});
export type Trigger = z.infer<typeof Trigger>;

/**
 * Content script -> worker over its page port (page-port.ts): the page after each settled read, with
 * the read's triggers (view_loaded, record_opened, …). `seq` numbers the page's messages: the worker
 * acknowledges each once its suggestion run ended (PageAck), and what a stopped worker never
 * acknowledged is sent again. `page`: this
 * page load's own id (the numbers restart with each), so a message heard twice is run once
 * (lib/worker/page-handled.ts).
 * `older`: sent again after a later message of this page: its page is not the one shown now.
 * `loaded`: the first context of a page load. Odoo reloads the page after the user changes their
 * preferences (language, time zone), so the worker reads the session again then.
 */
export const PageMessage = z.object({
  type: z.literal('page/context'),
  seq: z.int().check(z.positive()),
  page: z.string().check(z.minLength(1), z.maxLength(64)),
  context: PageContext,
  loaded: z.optional(z.boolean()),
  older: z.optional(z.boolean()),
  triggers: z.optional(z.array(Trigger).check(z.maxLength(10))),
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
    question: z.optional(z.string().check(z.maxLength(2000))),
  }),
]);
export type ContentMessage = z.infer<typeof ContentMessage>;
