// What a confirm card shows that Odoo computes before a write (consequences.ts fills it). Types
// only, apart from consequences.ts, so types.ts can name them without an import loop.
import type { Json } from '@/lib/db';
import type { Said } from '@/lib/i18n';

export interface Totals {
  untaxed: number;
  tax: number;
  total: number;
}

/** A line as Odoo priced it. */
export interface ForeseenLine {
  name: string;
  quantity?: number;
  /** The line's unit of measure as Odoo names it ("Dozens", "Hours"). */
  unit?: string;
  price?: number;
  discount?: number;
  subtotal?: number;
}

/** Odoo's warning on a product the write puts on a line ("Warning for Office Chair: …"), as the web client shows it when the product is picked. */
export interface ProductWarning {
  /** The product as Odoo names it. */
  product: string;
  /** The product's own message, as its form holds it. */
  message: string;
  /** A change set: the rows it is on (the set's row keys: record ids, or the places of creates), shown on those rows. */
  rows?: number[];
}

/** What asking the lines' product warnings found: the warnings, and a product Odoo blocks (16-18), in words; or that Odoo could not be asked. */
export interface LineWarnings {
  warnings: ProductWarning[];
  refusal?: Said;
  /** Odoo could not be asked (why, a sentence): the warnings are not known; a block is still refused at run. */
  unavailable?: Said;
}

/** A value Odoo set that the user did not give: its label, the value, its type for the card's formats. */
export interface Fact {
  label: string;
  value: Json;
  type?: string;
}

/**
 * A question Odoo will ask when the write runs that only the user answers (a table row's
 * `choose`): the card asks it, and the user's answer picks the dialog's button (Weft picks none).
 */
/** What a question's foreseer says when Odoo would block the write rather than ask (consequences' `refusal`). */
export interface Blocked {
  refusal: Said;
}

export interface CardQuestion {
  /** The dialog that asks (the answer names it). */
  wizard: string;
  /** What Odoo asks, in words, with the figures that make it ask. */
  asks: Said;
  /** What lies behind it, one sentence per line (a product short by 2). */
  details?: Said[];
  /** Odoo's answers: the dialog's button, in words, and what Undo leaves after it. */
  options: Array<{ button: string; label: Said; undo?: Said }>;
}

export interface Consequences {
  /** ISO code of the document's currency. */
  currency?: string;
  totals?: Totals;
  /** An update's totals as they are now. */
  totalsBefore?: Totals;
  lines: ForeseenLine[];
  facts: Fact[];
  /** Odoo's warnings, as it words them (the onchange warning, a customer's credit limit). */
  warnings: string[];
  /** Odoo's warnings on the products the write puts on lines (consequences.ts, foresee-line-warnings.ts). */
  productWarnings?: ProductWarning[];
  /** The document's kind when the model has several ("in_invoice"): the card's title names it. */
  kind?: string;
  /** The card's title when what Odoo will do says more than the button's name ("Register a payment of $250.50 on INV/2026/00005 to Bank."). */
  title?: Said;
  /** Questions Odoo will ask that the user answers on the card before Approve (a short delivery's backorder). */
  questions?: CardQuestion[];
  /** What Weft adds in its own words: what Odoo will also do, or why a figure is not shown (a down payment's product). */
  notes?: Said[];
  /** Odoo could not be asked about the products the write puts on lines (its message): the card says their warnings are not known yet; a block is still refused at run. */
  warningsUnavailable?: Said;
  /** Odoo refused to compute it beforehand (why, a sentence): the card says the figures are not known yet. */
  unavailable?: Said;
  /**
   * Odoo will block it and nobody here may answer (a bill of materials whose consumption is
   * 'strict'): the write is refused before the card, with this sentence (approve.ts).
   */
  refusal?: Said;
}
