import type { PersonalData, PersonalKind } from '@/lib/settings/personal';
import { detect, keyOf, withoutOverlaps } from './personal-detect';

// Personal values and the placeholders the model sees instead («email 1», «phone 2»), one mapping
// per conversation (kept in lib/db by personal-store.ts, so a worker restart keeps the numbers).
// The database keeps the real values; only what crosses to the model is masked, and what comes
// back (text, tool inputs) is unmasked before anything stores or runs it (personal-request.ts).

export interface VeilEntry {
  /** The kind, or the field's name for a field named as personal. */
  kind: string;
  n: number;
  /** The value as first seen: what the placeholder stands for. */
  value: string;
  /** keyOf(kind, value): one placeholder for the ways one value is written. */
  key: string;
  /** Found in a field (an address has no shape): masked wherever the same text appears again. */
  literal?: true;
}

/**
 * The Odoo fields that hold each kind (beside its shape): a street or a phone in any format. Names a
 * version lacks are simply never met (res.partner's mobile is gone on 19), so one list serves 16-19.
 */
const KIND_FIELDS: Record<PersonalKind, readonly string[]> = {
  email: [],
  phone: ['phone', 'mobile', 'phone_sanitized', 'partner_phone', 'phone_mobile_search'],
  iban: ['acc_number', 'iban', 'sanitized_acc_number'],
  vat: ['vat', 'partner_vat'],
  address: ['street', 'street2', 'contact_address', 'contact_address_complete', 'partner_address'],
};
/** Shorter field text is not searched in free text: "12" or "B" would mask every such number or letter. */
const MIN_LITERAL = 4;
const PLACEHOLDER = /«([a-z_][a-z0-9_ ]{0,60}?) (\d{1,5})»/g;

export const placeholderOf = (e: Pick<VeilEntry, 'kind' | 'n'>): string => `«${e.kind} ${e.n}»`;

export class Veil {
  private readonly byKey = new Map<string, VeilEntry>();
  private readonly byPlaceholder = new Map<string, VeilEntry>();
  private readonly fieldKind = new Map<string, string>();
  private added = false;

  constructor(private readonly rules: PersonalData, entries: readonly VeilEntry[] = []) {
    for (const kind of rules.kinds) for (const field of KIND_FIELDS[kind]) this.fieldKind.set(field, kind);
    for (const field of rules.fields) this.fieldKind.set(field, field);
    for (const e of entries) this.remember(e);
  }

  /** The mapping, in the order the values were first seen. */
  get entries(): VeilEntry[] {
    return [...this.byPlaceholder.values()];
  }

  /** Whether a value was added since the last call (then the mapping must be stored before sending). */
  takeAdded(): boolean {
    const was = this.added;
    this.added = false;
    return was;
  }

  /** `text` as the model may read it; a JSON text (a tool result) is masked value by value. */
  maskText(text: string): string {
    if (/^\s*[[{]/.test(text)) {
      try {
        return JSON.stringify(this.maskJson(JSON.parse(text)));
      } catch {
        // not JSON after all: masked as text
      }
    }
    return this.maskFree(text);
  }

  /** Any JSON (a tool's input or result): a personal field's value whole, every other string by its shapes. */
  maskJson<T>(value: T): T {
    this.registerFields(value);
    return this.maskValue(value) as T;
  }

  private maskValue(value: unknown, kind?: string): unknown {
    if (kind !== undefined && (typeof value === 'string' || typeof value === 'number')) {
      const entry = this.fieldEntry(kind, value);
      if (entry) return placeholderOf(entry);
    }
    if (typeof value === 'string') return this.maskFree(value);
    if (Array.isArray(value)) return value.map((v) => this.maskValue(v));
    if (!value || typeof value !== 'object') return value;
    const record = value as Record<string, unknown>;
    const out = Object.fromEntries(Object.entries(record).map(([k, v]) => [k, this.maskValue(v, this.fieldKind.get(k))]));
    // A compacted table (lib/skills/compact.ts): field names once in `columns`, values in `rows`.
    const kinds = tableKinds(record, this.fieldKind);
    if (kinds) out.rows = (record.rows as unknown[]).map((row) => (Array.isArray(row) ? row.map((cell, i) => this.maskValue(cell, kinds[i])) : this.maskValue(row)));
    return out;
  }

  /** Free text: values found by their shape, and field values seen before (an address has no shape). */
  private maskFree(text: string): string {
    const spans: { start: number; end: number; entry: VeilEntry }[] = detect(text, this.rules.kinds).map((f) => ({ ...f, entry: this.register(f.kind, f.value) }));
    for (const entry of this.byPlaceholder.values()) {
      if (!entry.literal || entry.value.length < MIN_LITERAL) continue;
      for (let at = text.indexOf(entry.value); at >= 0; at = text.indexOf(entry.value, at + entry.value.length)) {
        if (wordAt(text, at - 1) || wordAt(text, at + entry.value.length)) continue;
        spans.push({ start: at, end: at + entry.value.length, entry });
      }
    }
    if (!spans.length) return text;
    let out = '';
    let from = 0;
    for (const s of withoutOverlaps(spans)) {
      out += text.slice(from, s.start) + placeholderOf(s.entry);
      from = s.end;
    }
    return out + text.slice(from);
  }

  /** The model's text with its placeholders back to the real values; unknown ones stay as written. */
  unmaskText(text: string): string {
    return text.replace(PLACEHOLDER, (whole) => this.byPlaceholder.get(whole)?.value ?? whole);
  }

  unmaskJson<T>(value: T): T {
    return this.mapStrings(value, (s) => this.unmaskText(s));
  }

  /** For streamed text: holds back a placeholder cut between two deltas until its end arrives. */
  unmaskStream(): { push(delta: string): string; flush(): string } {
    let held = '';
    return {
      push: (delta) => {
        held += delta;
        const open = held.lastIndexOf('«');
        const keep = open >= 0 && !held.includes('»', open) && held.length - open < 72 ? held.slice(open) : '';
        const out = this.unmaskText(held.slice(0, held.length - keep.length));
        held = keep;
        return out;
      },
      flush: () => {
        const out = this.unmaskText(held);
        held = '';
        return out;
      },
    };
  }

  private registerFields(value: unknown): void {
    if (Array.isArray(value)) return value.forEach((v) => this.registerFields(v));
    if (!value || typeof value !== 'object') return;
    const record = value as Record<string, unknown>;
    const kinds = tableKinds(record, this.fieldKind);
    if (kinds) for (const row of record.rows as unknown[]) if (Array.isArray(row)) row.forEach((cell, i) => kinds[i] && this.fieldEntry(kinds[i], cell));
    for (const [key, v] of Object.entries(record)) {
      const kind = this.fieldKind.get(key);
      if (kind) this.fieldEntry(kind, v);
      this.registerFields(v);
    }
  }

  /** A personal field's value: registered (and searched for in free text from now on); none for empty or a placeholder. */
  private fieldEntry(kind: string, value: unknown): VeilEntry | undefined {
    const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
    if (!text || /^«[^«»]+»$/.test(text)) return undefined;
    const entry = this.register(kind, text);
    if (entry.literal || entry.value !== text) return entry;
    const literal: VeilEntry = { ...entry, literal: true };
    this.remember(literal);
    return literal;
  }

  private register(kind: string, value: string): VeilEntry {
    const key = keyOf(kind, value);
    const known = this.byKey.get(`${kind}|${key}`);
    if (known) return known;
    const n = 1 + this.entries.filter((e) => e.kind === kind).length;
    const entry: VeilEntry = { kind, n, value, key };
    this.remember(entry);
    this.added = true;
    return entry;
  }

  private remember(e: VeilEntry): void {
    this.byKey.set(`${e.kind}|${e.key}`, e);
    this.byPlaceholder.set(placeholderOf(e), e);
  }

  private mapStrings<T>(value: T, f: (s: string) => string): T {
    if (typeof value === 'string') return f(value) as T;
    if (Array.isArray(value)) return value.map((v) => this.mapStrings(v, f)) as T;
    if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, this.mapStrings(v, f)])) as T;
    return value;
  }
}

/** The kind of each column of a compacted table, or undefined when `record` is not one. */
function tableKinds(record: Record<string, unknown>, fieldKind: ReadonlyMap<string, string>): (string | undefined)[] | undefined {
  if (!Array.isArray(record.columns) || !Array.isArray(record.rows)) return undefined;
  const kinds = record.columns.map((c) => (typeof c === 'string' ? fieldKind.get(c) : undefined));
  return kinds.some(Boolean) ? kinds : undefined;
}

const wordAt = (text: string, i: number): boolean => i >= 0 && i < text.length && /[\p{L}\p{N}]/u.test(text[i]!);
