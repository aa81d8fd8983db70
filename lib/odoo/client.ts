// The one Odoo client: reads, groups, onchange, saves and buttons in the shape this server's version
// wants (versions.ts), over the JSON-RPC of rpc.ts. Callers never branch on the Odoo version.
import { z } from 'zod';
import { OdooError } from './errors';
import type { FieldsMap } from './field-info';
import { readLines, withLineFields, withLineSpecs, type Lines } from './lines';
import { normalizeOnchange, onchangeSpec, type OnchangeAnswer, type OnchangeFields } from './onchange';
import { bareSums, normalizeGroupRows, readGroupCall, type GroupRow, type ReadGroupInput } from './read-group';
import {
  buildSpecification,
  normalizePairs,
  normalizeRecords,
  normalizeSearchResult,
  type Many2one,
  type OdooRecord,
  type SearchResult,
} from './records';
import { OdooRpc, type CallOptions, type OdooAction, type Values } from './rpc';
import { traitsOf } from './versions';

export { OdooRpc, READ_METHODS, type CallOptions, type OdooAction, type OdooClientOptions, type Values } from './rpc';
export type Domain = unknown[];

export interface SearchReadInput {
  domain?: Domain;
  /** Omitted: a compact default set for the model. */
  fields?: string[];
  limit?: number;
  offset?: number;
  order?: string;
  /** x2many fields read with the records (e.g. an order's lines): field -> the lines' fields. */
  lines?: Lines;
  /**
   * The total Odoo answers as `length`: by default counted only when the page is full; 'exact'
   * always counts (a page can be short though more follow: mail.message drops what the user may
   * not see after paging); 'none' never does (the length is then the offset plus the rows).
   */
  count?: 'exact' | 'none';
}

const ActionResult = z.looseObject({ id: z.number(), name: z.string().optional(), type: z.string(), res_model: z.string().optional() });
// odoo.SUPERUSER_ID.
const SUPERUSER = 1;
// Binary fields come back as sizes ('12.3 Kb'), not their content, as in Odoo's own web client.
const READ_CONTEXT = { bin_size: true };

/** The one Odoo client: callers never branch on the Odoo version. */
export class OdooClient extends OdooRpc {
  /**
   * The same client acting in these companies (allowed_company_ids, current first), whatever the
   * UI shows later: a turn's or a journal entry's companies travel with its calls.
   */
  withCompanies(companyIds: readonly number[] | undefined): OdooClient {
    return new OdooClient({ ...this.options, companyIds: companyIds?.length ? [...companyIds] : undefined }, this);
  }

  async searchRead(model: string, input: SearchReadInput = {}, opts: CallOptions = {}): Promise<SearchResult> {
    const { domain = [], limit, offset = 0, order, lines, count } = input;
    const names = withLineFields(input.fields ?? (await this.fields.defaultFields(model)), lines);
    const spec = await this.hasSpecifications();
    const what = spec ? { specification: await this.specification(model, names, lines) } : { fields: names };
    // count_limit 1 is reached by any page with a row, so Odoo skips its count (16-19 web_search_read).
    const counting = count === 'exact' ? { context: { ...READ_CONTEXT, force_search_count: true } } : count === 'none' ? { count_limit: 1, context: READ_CONTEXT } : { context: READ_CONTEXT };
    const raw = await this.callKw(model, 'web_search_read', [], { domain, ...what, offset, limit, order, ...counting }, opts);
    const result = normalizeSearchResult(raw);
    return { ...result, records: await this.withLines(model, result.records, lines, spec, opts) };
  }

  /**
   * Records that do not exist are left out (Odoo answers them with nothing, not an error). With
   * `lines`, x2many fields come as records: in the same call on 17+ (web_read's specification),
   * one more read per field on 16.
   */
  async read(model: string, ids: number[], fields?: string[], opts: CallOptions = {}, lines?: Lines): Promise<OdooRecord[]> {
    const names = withLineFields(fields ?? (await this.fields.defaultFields(model)), lines);
    const spec = await this.hasSpecifications();
    const raw = spec
      ? await this.callKw(model, 'web_read', [ids], { specification: await this.specification(model, names, lines), context: READ_CONTEXT }, opts)
      : await this.callKw(model, 'read', [ids, names], { context: READ_CONTEXT }, opts);
    return this.withLines(model, normalizeRecords(raw), lines, spec, opts);
  }

  private async withLines(model: string, records: OdooRecord[], lines: Lines | undefined, nested: boolean, opts: CallOptions): Promise<OdooRecord[]> {
    if (!lines) return records;
    const read = (comodel: string, ids: number[], names: string[]) => this.callKw(comodel, 'read', [ids, names], { context: READ_CONTEXT }, opts);
    return readLines(records, await this.fields.getFields(model), lines, nested, read);
  }

  count(model: string, domain: Domain = [], opts: CallOptions = {}): Promise<number> {
    return this.callKw<number>(model, 'search_count', [domain], {}, opts);
  }

  async readGroup(model: string, input: ReadGroupInput, opts: CallOptions = {}): Promise<GroupRow[]> {
    const traits = traitsOf(await this.version());
    const { method, kwargs } = readGroupCall(input, traits.groupCall === 'formatted_read_group', bareSums(model, traits));
    return normalizeGroupRows(await this.callKw(model, method, [], kwargs, opts), input);
  }

  async nameSearch(model: string, name: string, input: { domain?: Domain; limit?: number; operator?: string } = {}, opts: CallOptions = {}): Promise<Many2one[]> {
    // Positional: the domain keyword is 'args' up to 17 and 'domain' from 18.
    const args = [name, input.domain ?? [], input.operator ?? 'ilike', input.limit ?? 8];
    return normalizePairs(await this.callKw(model, 'name_search', args, {}, opts));
  }

  /**
   * The form's onchange on `ids` ([] for a new record): what Odoo computes from `values` without
   * saving anything. `changed` empty: the form opening (defaults filled in, every field answered);
   * else only what those fields' change alters. Never retried as a write: it writes nothing.
   */
  async onchange(model: string, ids: number[], values: Values, changed: string[], want: OnchangeFields, opts: CallOptions & { context?: Values } = {}): Promise<OnchangeAnswer> {
    const fields = await this.fields.getFields(model);
    const comodels = Object.fromEntries(
      await Promise.all(Object.keys(want.lines ?? {}).flatMap((name) => (fields[name]?.relation ? [fields[name].relation!] : [])).map(async (m) => [m, await this.fields.getFields(m)] as const)),
    );
    const spec = onchangeSpec(traitsOf(await this.version()).onchangeSpec, fields, want, comodels);
    const { context, ...call } = opts;
    const raw = await this.callKw(model, 'onchange', [ids, values, changed, spec], context ? { context } : {}, { ...call, write: false });
    return normalizeOnchange(raw, fields);
  }

  fieldsGet(model: string): Promise<FieldsMap> {
    return this.fields.getFields(model);
  }

  async create(model: string, values: Values, opts: CallOptions = {}): Promise<number> {
    const result = await this.callKw<number | number[]>(model, 'create', [values], {}, { ...opts, write: true });
    return Array.isArray(result) ? (result[0] ?? 0) : result;
  }

  /** Create (id null) or update one record and read it back: one round trip on 17+ (web_save), two before. */
  async save(model: string, id: number | null, values: Values, fields: string[], opts: CallOptions = {}): Promise<OdooRecord> {
    const write = { ...opts, write: true };
    let records: OdooRecord[];
    if (await this.hasSpecifications()) {
      const specification = await this.specification(model, fields);
      records = normalizeRecords(await this.callKw(model, 'web_save', [id ? [id] : [], values], { specification }, write));
    } else {
      let savedId = id;
      if (savedId) await this.write(model, [savedId], values, write);
      else savedId = await this.create(model, values, write);
      records = await this.read(model, [savedId], fields, { ...opts, write: false });
    }
    const record = records[0];
    if (!record) throw new OdooError({ kind: 'missing_record', serverMessage: `${model}(${id ?? 'new'}) could not be read back after saving` });
    return record;
  }

  /** Updates several records and reads them back: one round trip on 17+ (web_save), two before. */
  async saveMany(model: string, ids: number[], values: Values, fields: string[], opts: CallOptions = {}): Promise<OdooRecord[]> {
    const write = { ...opts, write: true };
    if (await this.hasSpecifications()) {
      const specification = await this.specification(model, fields);
      return normalizeRecords(await this.callKw(model, 'web_save', [ids, values], { specification }, write));
    }
    await this.write(model, ids, values, write);
    return this.read(model, ids, fields, { ...opts, write: false });
  }

  write(model: string, ids: number[], values: Values, opts: CallOptions = {}): Promise<boolean> {
    return this.callKw<boolean>(model, 'write', [ids, values], {}, { ...opts, write: true });
  }

  unlink(model: string, ids: number[], opts: CallOptions = {}): Promise<boolean> {
    return this.callKw<boolean>(model, 'unlink', [ids], {}, { ...opts, write: true });
  }

  /** A form button (type="object"): returns Odoo's next action, or false/true. */
  async callButton(model: string, method: string, ids: number[], kwargs: Values = {}, opts: CallOptions = {}): Promise<unknown> {
    const params = { model, method, args: [ids], kwargs: await this.withContext(kwargs) };
    return this.rpc('/web/dataset/call_button', params, { ...opts, write: true });
  }

  /** Whether the user, or Odoo's superuser (whose groups are the features enabled for everyone), is in a group, by its external id. */
  async hasGroup(group: string, of: 'user' | 'superuser' = 'user'): Promise<boolean> {
    const [{ uid }, version] = await Promise.all([this.session(), this.version()]);
    const args = traitsOf(version).hasGroup === 'record' ? [[of === 'superuser' ? SUPERUSER : uid], group] : [group];
    return (await this.callKw<unknown>('res.users', 'has_group', args, {}, { write: false })) === true;
  }

  /** An action by id, xmlid or (18+) path — e.g. to learn the model behind /odoo/sales. */
  loadAction(ref: number | string, opts: CallOptions = {}): Promise<OdooAction> {
    const key = String(ref);
    let pending = this.shared.actions.get(key);
    if (!pending) {
      pending = this.rpc('/web/action/load', { action_id: ref }, { ...opts, write: false }).then((raw) => {
        const parsed = ActionResult.safeParse(raw);
        if (!parsed.success) throw new OdooError({ kind: 'missing_record', serverMessage: `No action '${key}'` });
        const { id, name = '', type, res_model } = parsed.data;
        return { id, name, type, ...(res_model ? { resModel: res_model } : {}) };
      });
      pending.catch(() => this.shared.actions.delete(key));
      this.shared.actions.set(key, pending);
    }
    return pending;
  }

  private async hasSpecifications(): Promise<boolean> {
    return traitsOf(await this.version()).specification;
  }

  private async specification(model: string, names: string[], lines?: Lines) {
    const fields = await this.fields.getFields(model);
    const spec = buildSpecification(names, fields);
    return lines ? withLineSpecs(spec, fields, lines, this.fields) : spec;
  }
}
