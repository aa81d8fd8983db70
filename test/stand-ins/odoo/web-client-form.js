// Stand-in web client, part 4: a form's record as 16-19 keep it in the form controller's model
// (model.root, reachable under odoo.__WOWL_DEBUG__.root.__owl__), with update(changes) taking
// the web client's own value shapes, as strictly as the real one: many2one [id, name] up to 18
// and {id, display_name} from 19; dates as luxon DateTimes (a small stand-in of the page's global
// luxon). The edits stay on the page until the user clicks Save.
/* global window, V */

// The part of luxon's DateTime the form's record takes: ISO dates and SQL datetimes in UTC.
window.luxon = window.luxon || {
  DateTime: {
    fromISO(text) {
      const ok = /^\d{4}-\d{2}-\d{2}$/.test(text) && !Number.isNaN(Date.parse(`${text}T00:00:00Z`));
      return { isValid: ok, isLuxon: true, toISODate: () => (ok ? text : null), toISO: () => (ok ? text : null) };
    },
    fromSQL(text) {
      const ok = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}(:\d{2})?$/.test(text);
      const dt = { isValid: ok, isLuxon: true, toISODate: () => text.slice(0, 10), toISO: () => text.replace(' ', 'T'), setZone: () => dt };
      return dt;
    },
  },
};

/**
 * The record of a form being shown; `write(name, value)` puts a value into the form's widget.
 * `viewRequired`: fields the view requires, answered as each version's record does (16
 * isRequired, 17+ _isRequired: the view's modifiers only; fields_get's required is in `fields`).
 */
function formRecord(model, resId, fields, names, write, viewRequired = []) {
  const data = {};
  const record = {
    resModel: model,
    resId: resId || false,
    get isNew() {
      return !this.resId;
    },
    fields,
    activeFields: Object.fromEntries(names.map((n) => [n, {}])),
    data,
    isReadonly: (name) => !!(fields[name] && fields[name].readonly),
    [V >= 17 ? '_isRequired' : 'isRequired']: (name) => viewRequired.includes(name),
    async update(changes) {
      for (const [name, value] of Object.entries(changes)) {
        const meta = fields[name];
        if (!meta || !record.activeFields[name]) throw new Error(`Record.update: unknown field "${name}"`);
        if (meta.type === 'many2one' && value !== false) {
          const pair = Array.isArray(value) && value.length === 2 && typeof value[0] === 'number';
          const object = value && typeof value === 'object' && !Array.isArray(value) && typeof value.id === 'number';
          if (V >= 19 ? !object : !pair) throw new TypeError(`many2one ${name}: ${V >= 19 ? '{id, display_name}' : '[id, name]'} expected`);
        }
        if ((meta.type === 'date' || meta.type === 'datetime') && value !== false && !(value && value.isLuxon)) {
          throw new TypeError(`${meta.type} ${name}: a luxon DateTime expected`);
        }
      }
      for (const [name, value] of Object.entries(changes)) {
        data[name] = value;
        write(name, value);
      }
    },
  };
  return record;
}

/** Mounts a form's record as the action's controller in the owl tree. */
function mountForm(record) {
  const root = window.odoo.__WOWL_DEBUG__.root;
  root.__owl__ = { component: root, children: { action: { component: {}, children: { controller: { component: { props: { resModel: record.resModel }, env: {}, model: { root: record } }, children: {} } } } } };
}
