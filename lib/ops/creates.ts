// A change set of creates (several records made at once, e.g. from a pasted table): the one place
// that turns it into its rows, each a plain create. A row is keyed by its place (1-based), since it
// has no id until Odoo makes it, and named in words. Pure.
import type { Json } from '@/lib/db';
import { said, type Arg } from '@/lib/i18n';
import type { WriteSpec } from './types';

export type CreatesSpec = Extract<WriteSpec, { kind: 'creates' }>;
export type CreateSpec = Extract<WriteSpec, { kind: 'create' }>;

/** Row `n` (1-based) of a set of creates, as the create it runs as. */
export function createRow(spec: CreatesSpec, n: number): CreateSpec {
  const values = spec.rows[n - 1];
  if (!values) throw new Error(`Row ${n} is not a row of this change.`);
  return { kind: 'create', model: spec.model, values };
}

/** Every row as the create it runs as, in order. */
export const createRows = (spec: CreatesSpec): CreateSpec[] => spec.rows.map((_, i) => createRow(spec, i + 1));

// A value that tells a row apart: a short line of text (an e-mail, a city), not a paragraph or HTML.
const TELLING = 60;
const telling = (value: Json | undefined): string | undefined => {
  if (typeof value !== 'string') return undefined;
  const line = value.trim().split('\n')[0]!.trim();
  return line && line.length <= TELLING && !line.startsWith('<') ? line : undefined;
};

/**
 * What a row is called before it exists, in words: its name; else its most telling values, the
 * first two short texts it holds ("ann@acme.com · Paris"); else "Contact 3 (new)" by its place.
 */
export function rowName(values: Record<string, Json> | undefined, n: number, model: string): Arg {
  const name = telling(values?.name) ?? telling(values?.display_name);
  if (name) return name;
  const texts = Object.values(values ?? {}).flatMap((v) => telling(v) ?? []);
  if (texts.length) return texts.slice(0, 2).join(' · ');
  return said('set.newRow', { model: { model, count: 1 }, n });
}
