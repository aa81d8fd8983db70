// Reading records for the journal through the one Odoo client, and telling apart an Odoo answer
// (the transaction was rolled back) from a lost answer (the write may have landed).
import type { Json } from '@/lib/db';
import type { OdooClient } from '@/lib/odoo/client';
import { isOdooError, OdooError } from '@/lib/odoo/errors';
import type { FieldsMap } from '@/lib/odoo/field-info';
import { failureSaid, OpsError } from './errors';
import type { Text } from '@/lib/i18n';
import type { RecordValues } from './types';
import { META_FIELDS } from './values';

export interface ReadResult {
  values: RecordValues;
  names: Record<number, string>;
  /** Requested ids Odoo did not return: deleted, or not visible to the user. */
  missing: number[];
}

// Values come from JSON.parse of Odoo's answer, so they are JSON; this is the one place that says so.
const asJson = (value: unknown): Json => (value === undefined ? false : (value as Json));

/** Reads `fields` (plus display_name and write_date) of `ids` in one call. */
export async function readValues(client: OdooClient, model: string, ids: number[], fields: string[]): Promise<ReadResult> {
  const names = [...new Set([...fields, 'display_name', 'write_date'])];
  const records = ids.length ? await client.read(model, ids, names) : [];
  return fromRecords(ids, records, names);
}

export function fromRecords(ids: number[], records: Array<{ id: number } & Record<string, unknown>>, fields: string[]): ReadResult {
  const values: RecordValues = {};
  const names: Record<number, string> = {};
  for (const record of records) {
    values[record.id] = Object.fromEntries(fields.filter((f) => f !== 'id').map((f) => [f, asJson(record[f])]));
    names[record.id] = typeof record.display_name === 'string' ? record.display_name : `#${record.id}`;
  }
  return { values, names, missing: ids.filter((id) => !(id in values)) };
}

/**
 * The highest id on `model` now (archived records included): read just before a create, it tells
 * the assistant's new record apart from every record that existed before, without guessing.
 */
export async function highestId(client: OdooClient, model: string, fields: FieldsMap): Promise<number> {
  const domain = fields.active ? [['active', 'in', [true, false]]] : [];
  const [id] = await client.callKw<number[]>(model, 'search', [domain], { limit: 1, order: 'id desc' });
  return id ?? 0;
}

export function missingError(model: string, ids: number[]): OdooError {
  return new OdooError({
    kind: 'missing_record',
    serverMessage: `${model} record${ids.length > 1 ? 's' : ''} ${ids.join(', ')} ${ids.length > 1 ? 'do' : 'does'} not exist or cannot be read`,
  });
}

export function labelsOf(fields: FieldsMap): Record<string, string> {
  return Object.fromEntries(Object.entries(fields).map(([name, f]) => [name, f.string || name]));
}

/** The labels of selection fields' keys, as Odoo gives them in the user's language. */
export function selectionsOf(fields: FieldsMap): Record<string, Record<string, string>> {
  return Object.fromEntries(Object.entries(fields).flatMap(([name, f]) => (f.type === 'selection' && Array.isArray(f.selection) ? [[name, Object.fromEntries(f.selection.map(([k, v]) => [String(k), String(v)]))]] : [])));
}

export function typesOf(fields: FieldsMap): Record<string, string> {
  return Object.fromEntries(Object.entries(fields).map(([name, f]) => [name, f.type]));
}

// Chatter, activities and access tokens belong to the record's plumbing, not to its data.
const TECHNICAL = /^(message_|activity_|website_message_|my_activity_|access_|rating_|__)/;
const NOT_RESTORABLE = new Set(['one2many', 'binary', 'properties', 'properties_definition']);

/** Stored fields the user can set: what an unlink snapshot keeps to re-create the record. */
export function snapshotFields(fields: FieldsMap): string[] {
  return Object.entries(fields)
    .filter(([name, f]) => !META_FIELDS.has(name) && !TECHNICAL.test(name) && !NOT_RESTORABLE.has(f.type))
    // Odoo 16 marks fields editable only in some states readonly; required ones are kept anyway.
    .filter(([, f]) => f.store !== false && (!f.readonly || f.required))
    .map(([name]) => name);
}

/** Related lines and files an unlink loses for good (re-creating does not bring them back). */
export function lostOnUnlink(fields: FieldsMap): string[] {
  return Object.entries(fields)
    .filter(([name, f]) => !TECHNICAL.test(name) && (f.type === 'one2many' || f.type === 'binary') && f.store !== false)
    .map(([name]) => name);
}

/**
 * Odoo answered with an error: its transaction was rolled back, nothing happened. Any other
 * failure (network, timeout, an HTTP error page, a cancelled request) may come after the write
 * was committed, so the outcome is unknown until the record is read.
 */
export function outcomeUnknown(error: unknown): boolean {
  if (error instanceof OpsError) return false;
  if (!isOdooError(error)) return true;
  return error.retryable || error.status !== undefined;
}

/** Why a journaled step failed, as the entry keeps it: Odoo's own message when it gave one (verbatim), else the sentence. */
export function errorText(error: unknown): Text {
  if (isOdooError(error) && error.serverMessage) return error.serverMessage;
  return failureSaid(error);
}

/** Odoo's own refusals (rules, rights) as opposed to failures of the path to it. */
export function refusedByOdoo(error: unknown): boolean {
  return isOdooError(error) && ['user_error', 'validation', 'access_denied'].includes(error.kind);
}
