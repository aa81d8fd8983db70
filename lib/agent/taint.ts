import type { PageContext } from '@/lib/messaging/protocol';
import type { FieldsMap } from '@/lib/odoo';
import type { WriteSpec } from '@/lib/ops/types';
import { createRows } from '@/lib/ops/creates';
import { asksToCreate } from './asks-to-create';
import { splitPageQuote } from './page-quote';
import { said, type Arg, type Said } from '@/lib/i18n';

// Once a turn has read text from Odoo (a note, a description, a chatter message, a page title, a
// record's name), that text may be steering the model. From then on auto-edit runs a write without
// a click only when it lands on a record the user chose: one they named in their own message, the
// one on screen, one they clicked among a question's candidates (choices.ts), or one this turn
// created. Everything else asks, and the card says why.

/** Where untrusted text came from, as the card says it. */
export type TaintSource = 'records' | 'page' | 'history' | 'document' | 'quote';

const SAID: Record<TaintSource, Said> = {
  records: said('taint.source.records'),
  page: said('taint.source.page'),
  history: said('taint.source.history'),
  document: said('taint.source.document'),
  quote: said('taint.source.quote'),
};

export interface TaintOptions {
  /** The user's own words in this turn (not the page context block). */
  userText: string;
  page: PageContext | null;
  /** display_name of records, read with the user's session. */
  names(model: string, ids: number[]): Promise<Record<number, string>>;
  /** fields_get of a model (cached by the client). */
  fields(model: string): Promise<FieldsMap>;
}

export class TurnTaint {
  readonly #sources = new Set<TaintSource>();
  readonly #created = new Set<string>();
  /** Records the user clicked among a question's candidates: as good as naming them. */
  readonly #chosen = new Set<string>();
  /** The user's words without what they quote from a page (page-quote.ts): a quote names no record. */
  readonly #userText: string;

  constructor(private readonly o: TaintOptions) {
    const { own, quoted } = splitPageQuote(o.userText);
    this.#userText = own;
    if (quoted) this.#sources.add('quote');
  }

  /** Records that untrusted text entered the turn. */
  read(source: TaintSource): void {
    this.#sources.add(source);
  }

  get tainted(): boolean {
    return this.#sources.size > 0;
  }

  /** Records this turn created: writing to them again is the turn's own business. */
  created(model: string, ids: number[]): void {
    for (const id of ids) this.#created.add(`${model}:${id}`);
  }

  /** A record the user clicked among a question's buttons (this turn or earlier in the conversation). */
  chose(model: string, id: number): void {
    this.#chosen.add(`${model}:${id}`);
  }

  /** Why a write that auto-edit would run must ask after all, in the user's words (lib/i18n); undefined when it may run. */
  async whyAsk(spec: WriteSpec): Promise<Said | undefined> {
    if (!this.tainted) return undefined;
    const sources = { list: [...this.#sources].map((s) => SAID[s]), max: 5 };
    if (spec.kind === 'creates') {
      for (const row of createRows(spec)) {
        const why = await this.whyAsk(row);
        if (why) return why;
      }
      return undefined;
    }
    if (spec.kind === 'create') {
      if (!asksToCreate(this.#userText)) return said('taint.notCreate', { sources });
      // A new record hangs on its required parents (a line's order): those must be the user's too.
      const fields = await this.o.fields(spec.model);
      for (const [name, value] of Object.entries(spec.values)) {
        const field = fields[name];
        if (field?.type !== 'many2one' || !field.required || !field.relation || typeof value !== 'number') continue;
        const strangers = await this.#strangers(field.relation, [value]);
        if (strangers) return said('taint.belongsTo', { sources, names: strangers.names });
      }
      return undefined;
    }
    const strangers = await this.#strangers(spec.model, spec.ids);
    if (!strangers) return undefined;
    return said('taint.notChosen', { sources, names: strangers.names, count: strangers.count });
  }

  /** The records among `ids` the user did not choose, as a list of names (three, then "and N more"); undefined when there are none. */
  async #strangers(model: string, ids: number[]): Promise<{ names: Arg; count: number } | undefined> {
    const page = this.o.page;
    const open = ids.filter((id) => !onScreen(page, model, id) && !this.#created.has(`${model}:${id}`) && !this.#chosen.has(`${model}:${id}`));
    if (!open.length) return undefined;
    const names = await this.o.names(model, open);
    const strangers = open.filter((id) => !namedIn(this.#userText, id, names[id]));
    if (!strangers.length) return undefined;
    return { names: { list: strangers.map((id) => names[id] ?? `#${id}`), max: 3 }, count: strangers.length };
  }
}

/** The record on screen, or a row the user ticked in the list on screen. */
function onScreen(page: PageContext | null, model: string, id: number): boolean {
  if (page?.model === model && page.recordId === id) return true;
  return page?.list?.model === model && page.list.selectedIds.includes(id);
}

const normalize = (text: string) => ` ${text.toLowerCase().replace(/[^\p{L}\p{N}#]+/gu, ' ').trim()} `;

/** The user's words name the record: its name (or its last part, "Azure Interior, Brandon Freeman"), or "#id". */
export function namedIn(userText: string, id: number, displayName: string | undefined): boolean {
  const said = normalize(userText);
  if (said.includes(` #${id} `) || said.includes(` id ${id} `)) return true;
  if (!displayName) return false;
  const candidates = [displayName, displayName.split(',').at(-1) ?? ''].map((n) => normalize(n).trim()).filter((n) => n.length >= 3);
  return candidates.some((name) => said.includes(` ${name} `));
}

/** Untrusted text a turn starts with: the page title, and records read earlier in the conversation. */
export function initialSources(page: PageContext | null, historyRead: boolean): TaintSource[] {
  return [...(page?.isOdoo && page.title ? (['page'] as const) : []), ...(historyRead ? (['history'] as const) : [])];
}
