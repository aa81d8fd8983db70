// The JSON-RPC underneath the one Odoo client (client.ts): the session, read once per origin; the
// user's language, timezone and companies on every call; round trips counted; a read retried once
// after a network failure (a write never: it may have landed); Odoo's unknown-field errors told
// with the closest field; fields_get cached per user. OdooClient adds the record calls on top.
import { z } from 'zod';
import { isObject } from '@/lib/util/objects';
import { isOdooError, OdooError } from './errors';
import type { FieldsMap } from './field-info';
import { FieldsCache, hintFor, type FieldsStore } from './fields-cache';
import { parseSessionInfo, type OdooSession, type OdooVersion } from './session';
import type { Transport } from './transport';

export type Values = Record<string, unknown>;

export interface OdooClientOptions {
  origin: string;
  transport: Transport;
  /** Companies to act in, current first; sent as allowed_company_ids (see withCompanies). */
  companyIds?: readonly number[];
  fieldsStore?: FieldsStore;
  timeoutMs?: number;
  /** Pause before the one retry of a read after a network failure. */
  retryDelayMs?: number;
}

export interface CallOptions {
  signal?: AbortSignal;
  timeoutMs?: number;
  /** A write is never retried. callKw infers it from the method name when not given. */
  write?: boolean;
}

/** The one list of Odoo methods that only read: retried on a network failure, and all a skill may call by name. */
export const READ_METHODS: ReadonlySet<string> = new Set([
  'search', 'search_read', 'web_search_read', 'read', 'web_read', 'search_count', 'read_group',
  'web_read_group', 'formatted_read_group', 'name_search', 'fields_get', 'default_get', 'get_views',
]);
const FIELD_ATTRIBUTES = ['string', 'type', 'required', 'readonly', 'relation', 'selection', 'store', 'searchable', 'sortable', 'digits'];
const FieldsGetResult = z.record(z.string(), z.looseObject({ type: z.string(), string: z.string().optional() }));

/** An action as /web/action/load answers it, cached per origin (OdooClient.loadAction). */
export interface OdooAction {
  id: number;
  name: string;
  type: string;
  resModel?: string;
}

export class OdooRpc {
  readonly origin: string;
  readonly fields: FieldsCache;
  // One session, fields cache and action cache per origin, shared by its company-scoped views.
  protected readonly shared: { calls: number; session?: Promise<OdooSession>; actions: Map<string, Promise<OdooAction>> };

  constructor(
    protected readonly options: OdooClientOptions,
    base?: OdooRpc,
  ) {
    this.origin = new URL(options.origin).origin;
    this.shared = base?.shared ?? { calls: 0, actions: new Map() };
    this.fields =
      base?.fields ??
      new FieldsCache({
        load: (model) => this.loadFields(model),
        scope: async () => {
          const session = await this.session();
          // fields_get leaves out fields of groups the user is not in: one list per user, not per browser.
          return `${this.origin}|${session.db}|${session.uid}|${session.userContext.lang}`;
        },
        store: options.fieldsStore,
      });
  }

  /** The companies this client acts in; undefined: Odoo's default (all of the user's). */
  get companyIds(): readonly number[] | undefined {
    return this.options.companyIds;
  }

  /** Transport calls made so far, retries included. */
  get rpcCount(): number {
    return this.shared.calls;
  }

  /** Transport calls made through this view only (withCompanies makes one): a tool call's own trips. */
  get ownRpcCount(): number {
    return this.ownCalls;
  }
  private ownCalls = 0;

  session({ refresh = false }: { refresh?: boolean } = {}): Promise<OdooSession> {
    if (refresh || !this.shared.session) {
      const pending = this.rpc('/web/session/get_session_info', {}, { write: false }).then(parseSessionInfo);
      pending.catch(() => {
        if (this.shared.session === pending) this.shared.session = undefined;
      });
      this.shared.session = pending;
    }
    return this.shared.session;
  }

  /** What /web/database/list answers: the databases this origin serves; [] when it will not say. */
  async databases(opts: CallOptions = {}): Promise<string[]> {
    try {
      const raw = await this.rpc('/web/database/list', {}, { ...opts, write: false });
      return Array.isArray(raw) ? raw.filter((d): d is string => typeof d === 'string') : [];
    } catch {
      return []; // list_db off (Odoo Online, most hosted servers): unknown
    }
  }

  async version(): Promise<OdooVersion> {
    return (await this.session()).version;
  }

  async callKw<T = unknown>(model: string, method: string, args: unknown[] = [], kwargs: Values = {}, opts: CallOptions = {}): Promise<T> {
    const params = { model, method, args, kwargs: await this.withContext(kwargs) };
    try {
      return (await this.rpc(`/web/dataset/call_kw/${model}/${method}`, params, { ...opts, write: opts.write ?? !READ_METHODS.has(method) })) as T;
    } catch (error) {
      throw await this.withFieldHint(error);
    }
  }

  private async loadFields(model: string): Promise<FieldsMap> {
    const raw = await this.callKw(model, 'fields_get', [], { attributes: FIELD_ATTRIBUTES });
    const parsed = FieldsGetResult.safeParse(raw);
    if (!parsed.success) throw new OdooError({ kind: 'server_error', serverMessage: `Unexpected fields_get answer for ${model}` });
    return parsed.data as FieldsMap;
  }

  /** The user's language, timezone and the UI's active companies; the caller's own context wins. */
  protected async withContext(kwargs: Values): Promise<Values> {
    const { userContext, uid } = await this.session();
    const companyIds = this.options.companyIds;
    const context = {
      lang: userContext.lang,
      ...(userContext.tz ? { tz: userContext.tz } : {}),
      uid,
      ...(companyIds?.length ? { allowed_company_ids: companyIds } : {}),
      ...(isObject(kwargs.context) ? kwargs.context : {}),
    };
    return { ...kwargs, context };
  }

  protected async rpc(path: string, params: unknown, opts: CallOptions & { write: boolean }): Promise<unknown> {
    const { signal, write, timeoutMs = this.options.timeoutMs } = opts;
    for (let attempt = 1; ; attempt++) {
      this.shared.calls++;
      this.ownCalls++;
      try {
        return await this.options.transport(path, params, { signal, timeoutMs });
      } catch (error) {
        if (isOdooError(error, 'session_expired')) this.shared.session = undefined;
        // Only the path to Odoo failed, and a read is safe to repeat; a write may have landed.
        const retry = !write && attempt === 1 && isOdooError(error) && error.retryable && !signal?.aborted;
        if (!retry) throw error;
        await new Promise((resolve) => setTimeout(resolve, this.options.retryDelayMs ?? 300));
      }
    }
  }

  /** Adds "did you mean ...?" to Odoo's own unknown-field errors (16: read, 17+: domains). */
  private async withFieldHint(error: unknown): Promise<unknown> {
    if (!isOdooError(error, 'bad_request') || error.hint) return error;
    const found = INVALID_FIELD.map((re) => re.exec(error.serverMessage)?.groups).find(Boolean);
    if (!found?.model || !found.field) return error;
    try {
      error.hint = hintFor(found.field, await this.fields.getFields(found.model));
    } catch {
      // The hint is a courtesy; the original error is what matters.
    }
    return error;
  }
}

// 17/18: "Invalid field res.partner.nonexistent_field in leaf (...)"; 16: "Invalid field 'x' on model 'y'".
const INVALID_FIELD = [/Invalid field (?<model>\S+)\.(?<field>\w+) in leaf/, /Invalid field '(?<field>\w+)' on model '(?<model>[\w.]+)'/];
