// The public ORM methods the web client calls through call_kw.
import { checkAccess } from './access.ts';
import { ACCESS_METHODS } from './access-methods.ts';
import { matchText } from './domain.ts';
import { type Env, fieldValue, nameOf } from './env.ts';
import { assertionError, pyRepr, pyTuple, valueError } from './errors.ts';
import { fieldsGet } from './fields-get.ts';
import type { ModelDef, OdooVersion } from './models.ts';
import { readRecords, readSpecification } from './read.ts';
import { formattedReadGroup, readGroup, webReadGroup } from './read-group.ts';
import { browseAllowed, browseVisible, searchRecords } from './search.ts';
import { createRecords, defaultValues, existingOrMissing, unlinkRecords, writeRecords } from './write.ts';
import { ONCHANGE } from './onchange.ts';
import { timesheetDefaults } from './timesheets.ts';
import { COMPUTE_ALL } from './down-payment.ts';

export type Params = Record<string, unknown>;

export interface Method {
  /** Positional parameter names (after the ids for record methods). */
  params: string[] | ((v: OdooVersion) => string[]);
  /** Called on records: args[0] holds the ids. */
  multi?: boolean;
  since?: OdooVersion;
  until?: OdooVersion;
  /** Only on models that inherit mail.thread. */
  mail?: boolean;
  /** Only on these models (ir.model's display_name_for). */
  models?: string[];
  run(env: Env, model: ModelDef, p: Params, ids: number[]): unknown;
}

const SEARCH = ['domain', 'offset', 'limit', 'order'];

function search(env: Env, model: ModelDef, p: Params) {
  checkAccess(env, model, 'read');
  return searchRecords(env, model, p.domain ?? [], p);
}

function writable(env: Env, model: ModelDef, ids: number[]) {
  checkAccess(env, model, 'write');
  return existingOrMissing(env, model, ids, browseAllowed(env, model, ids, 'write'));
}

/** Odoo 17+: the count is exact only up to count_limit, and only queried when the page is full. */
function searchLength(env: Env, model: ModelDef, p: Params, found: number): number {
  const offset = Number(p.offset) || 0;
  const limit = typeof p.limit === 'number' ? p.limit : 0;
  // An empty page answers 0, whatever the offset and whatever follows (web_search_read's first test).
  if (!limit || !found) return found;
  const countLimit = typeof p.count_limit === 'number' ? p.count_limit : 0;
  const current = found + offset;
  const limitReached = found === limit;
  const countLimitReached = !!countLimit && countLimit <= current;
  if ((limitReached && !countLimitReached) || env.context.force_search_count) {
    return searchRecords(env, model, p.domain ?? [], countLimit ? { limit: countLimit } : {}).length;
  }
  return current;
}

function nameSearch(env: Env, model: ModelDef, p: Params) {
  const name = typeof p.name === 'string' ? p.name : '';
  const operator = typeof p.operator === 'string' ? p.operator : 'ilike';
  const domain = p.domain ?? p.args ?? [];
  const limit = typeof p.limit === 'number' ? p.limit : 100;
  const negative = operator.startsWith('not') || operator === '!=';
  const positive = negative ? (operator === '!=' ? '=' : operator.slice(4)) : operator;
  const hits = search(env, model, { domain }).filter((r) => {
    if (!name && !negative) return true;
    const texts = [nameOf(env, model.name, r.id), model.name === 'res.partner' ? String(r.email ?? '') : ''];
    return texts.some((t) => t && matchText(t, positive, name)) !== negative;
  });
  return hits.slice(0, limit || undefined).map((r) => [r.id, nameOf(env, model.name, r.id)]);
}

/** Methods that never write, so their call needs no rollback snapshot. */
export const READ_ONLY_METHODS = new Set([
  'search', 'search_count', 'search_read', 'read', 'web_search_read', 'web_read', 'fields_get', 'read_group',
  'formatted_read_group', 'web_read_group', 'name_search', 'name_get', 'default_get', 'check_access_rights',
  'has_access', 'display_name_for',
]);

const SUBTYPES: Record<string, number> = { 'mail.mt_comment': 1, 'mail.mt_note': 2 };

export const METHODS: Record<string, Method> = {
  compute_all: COMPUTE_ALL,
  search: { params: [...SEARCH, 'count'], run: (env, m, p) => (p.count ? search(env, m, p).length : search(env, m, p).map((r) => r.id)) },
  search_count: {
    params: ['domain', 'limit'],
    // With a limit, the records search() would answer for that limit (mail.message's short pages included).
    run: (env, m, p) => search(env, m, { domain: p.domain, limit: p.limit }).length,
  },
  search_read: {
    params: ['domain', 'fields', 'offset', 'limit', 'order'],
    run: (env, m, p) => readRecords(env, m, search(env, m, p), p.fields),
  },
  read: {
    multi: true,
    params: ['fields', 'load'],
    run(env, m, p, ids) {
      checkAccess(env, m, 'read');
      return readRecords(env, m, browseAllowed(env, m, ids, 'read'), p.fields);
    },
  },
  web_search_read: {
    params: (v) => (v >= 17 ? ['domain', 'specification', ...SEARCH.slice(1), 'count_limit'] : ['domain', 'fields', ...SEARCH.slice(1), 'count_limit']),
    run(env, m, p) {
      const recs = search(env, m, p);
      const records = env.version >= 17 ? readSpecification(env, m, recs, p.specification) : readRecords(env, m, recs, p.fields);
      return { length: searchLength(env, m, p, recs.length), records };
    },
  },
  web_read: {
    multi: true,
    since: 17,
    params: ['specification'],
    run(env, m, p, ids) {
      checkAccess(env, m, 'read');
      return readSpecification(env, m, browseAllowed(env, m, ids, 'read'), p.specification);
    },
  },
  web_save: {
    multi: true,
    since: 17,
    params: ['vals', 'specification', 'next_id'],
    run(env, m, p, ids) {
      const vals = (p.vals ?? {}) as Params;
      let recs;
      if (ids.length) writeRecords(env, m, (recs = writable(env, m, ids)), vals);
      else {
        checkAccess(env, m, 'create');
        recs = createRecords(env, m, [vals]);
      }
      return readSpecification(env, m, recs, p.specification ?? {});
    },
  },
  fields_get: { params: ['allfields', 'attributes'], run: (env, m, p) => fieldsGet(env, m, p) },
  read_group: {
    params: ['domain', 'fields', 'groupby', 'offset', 'limit', 'orderby', 'lazy'],
    run: (env, m, p) => (checkAccess(env, m, 'read'), readGroup(env, m, p)),
  },
  formatted_read_group: {
    since: 19,
    params: ['domain', 'groupby', 'aggregates', 'having', 'offset', 'limit', 'order'],
    run: (env, m, p) => (checkAccess(env, m, 'read'), formattedReadGroup(env, m, p)),
  },
  web_read_group: {
    params: (v) => (v >= 19 ? ['domain', 'groupby', 'aggregates', 'limit', 'offset', 'order'] : ['domain', 'fields', 'groupby', 'limit', 'offset', 'orderby', 'lazy']),
    run: (env, m, p) => (checkAccess(env, m, 'read'), webReadGroup(env, m, p)),
  },
  name_search: { params: ['name', 'domain', 'operator', 'limit'], run: nameSearch },
  name_get: {
    multi: true,
    until: 16,
    params: [],
    run: (env, m, _p, ids) => (checkAccess(env, m, 'read'), browseVisible(env, m, ids).map((r) => [r.id, nameOf(env, m.name, r.id)])),
  },
  name_create: {
    params: ['name'],
    run(env, m, p) {
      checkAccess(env, m, 'create');
      const [rec] = createRecords(env, m, [{ [m.recName ?? 'name']: p.name }]);
      return [rec!.id, nameOf(env, m.name, rec!.id)];
    },
  },
  default_get: {
    params: ['fields_list'],
    run(env, m, p) {
      const wanted = Array.isArray(p.fields_list) ? p.fields_list.map(String) : Object.keys(m.fields);
      const values = Object.fromEntries(Object.entries(defaultValues(env, m)).filter(([k]) => wanted.includes(k)));
      return m.name === 'account.analytic.line' ? timesheetDefaults(wanted, values) : values;
    },
  },
  create: {
    params: ['vals_list'],
    run(env, m, p) {
      checkAccess(env, m, 'create');
      const single = !Array.isArray(p.vals_list);
      const recs = createRecords(env, m, (single ? [p.vals_list] : p.vals_list) as Params[]);
      return single ? recs[0]!.id : recs.map((r) => r.id);
    },
  },
  write: {
    multi: true,
    params: ['vals'],
    run: (env, m, p, ids) => (writeRecords(env, m, writable(env, m, ids), (p.vals ?? {}) as Params), true),
  },
  unlink: {
    multi: true,
    params: [],
    run(env, m, _p, ids) {
      checkAccess(env, m, 'unlink');
      unlinkRecords(env, m, existingOrMissing(env, m, ids, browseAllowed(env, m, ids, 'unlink')));
      return true;
    },
  },
  action_archive: { multi: true, params: [], run: (env, m, _p, ids) => setActive(env, m, ids, false) },
  action_unarchive: { multi: true, params: [], run: (env, m, _p, ids) => setActive(env, m, ids, true) },
  onchange: ONCHANGE,
  ...ACCESS_METHODS,
  message_post: {
    multi: true,
    mail: true,
    params: ['body', 'subject', 'message_type', 'subtype_xmlid', 'partner_ids', 'body_is_html'],
    run(env, m, p, ids) {
      if (ids.length !== 1) throw valueError(`Expected singleton: ${m.name}${pyTuple(ids)}`);
      // 16 passes unknown keywords on to mail.message, which has no such field.
      if (env.version < 17 && p.body_is_html !== undefined) throw valueError("Invalid field 'body_is_html' on model 'mail.message'");
      const [rec] = writable(env, m, ids);
      // 17+ escape a plain string body over RPC unless body_is_html says it is HTML; 16 takes it as HTML.
      const body = env.version >= 17 && !p.body_is_html ? escapeMarkup(String(p.body ?? '')) : (p.body ?? '');
      const message = env.db.create('mail.message', {
        model: m.name, res_id: rec!.id, record_name: nameOf(env, m.name, rec!.id), body, subject: p.subject ?? false,
        message_type: p.message_type ?? 'notification', subtype_id: SUBTYPES[String(p.subtype_xmlid)] ?? false,
        author_id: env.db.get('res.users', env.uid)?.partner_id ?? false, date: env.db.timestamp(),
      }, env.uid);
      // 19's message_post answers the new message as a list of ids (no @api.returns there).
      return env.version >= 19 ? [message.id] : message.id;
    },
  },
};

function setActive(env: Env, model: ModelDef, ids: number[], active: boolean) {
  if (!model.fields.active) throw assertionError(`No 'active' field on model ${pyRepr(model.name).slice(1, -1)}`);
  const recs = writable(env, model, ids).filter((r) => fieldValue(env, model, r, 'active') !== active);
  writeRecords(env, model, recs, { active });
  return true;
}

/** markupsafe.escape, as 17+ message_post applies it to a plain string body. */
const escapeMarkup = (text: string) => text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&#34;', "'": '&#39;' })[c]!);
