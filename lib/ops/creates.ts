// A change set of creates (several records made at once, e.g. from a pasted table): the one place
// that turns it into its rows, each a plain create. A row is named by its place (1-based), since it
// has no id until Odoo makes it. Pure.
import type { Json } from '@/lib/db';
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

/** What a row is called before it exists: its name, else its place. */
export function rowName(values: Record<string, Json> | undefined, n: number): string {
  const name = values?.name ?? values?.display_name;
  return typeof name === 'string' && name.trim() ? name.trim() : `#${n}`;
}
