// Odoo answers fields_get in the language of the call's context (the user's): its field labels and
// selection labels (a quotation's "Devis", a transfer's "Prêt") as its catalogs word them. The
// stand-in words the fields cards and Changes show from a table (stand-ins/odoo/field-labels.ts);
// this case holds every label and status of that table to the server, in each of Weft's languages
// it has loaded (real 17 and 19 here: French; the stand-in: all four). Nothing is written.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OdooClient } from '@/lib/odoo';
import { loginClient } from '../odoo-login';
import { FIELD_LABELS, labelIn, SELECTION_LABELS } from '../stand-ins/odoo/field-labels';
import type { OdooVersion } from '../stand-ins/odoo/server';
import { standIns, targets } from './target';

const LANGUAGES = ['fr_FR', 'de_DE', 'es_ES', 'nl_NL'];
type Described = Record<string, { string?: string; selection?: Array<[string, string]> }>;

const modelOf = (key: string) => key.slice(0, key.lastIndexOf('.'));
const fieldOf = (key: string) => key.slice(key.lastIndexOf('.') + 1);

for (const target of process.env.ODOO_URL ? targets() : standIns([16, 17, 18, 19], ['hr_timesheet'])) {
  describe(`field labels in the user's language: ${target.name}`, () => {
    let admin: OdooClient;
    let version: OdooVersion;
    let loaded: string[] = [];

    beforeAll(async () => {
      const login = await loginClient(await target.admin());
      admin = login.client;
      version = (await admin.version()).major as OdooVersion;
      // The languages a user may choose are the loaded ones (Settings > Languages).
      const users = await admin.fieldsGet('res.users');
      const offered = (users.lang?.selection ?? []) as Array<[string, string]>;
      loaded = LANGUAGES.filter((code) => offered.some(([key]) => key === code));
    });
    afterAll(() => target.close());

    it("answers the table's labels and statuses in each loaded language, for this version", async (ctx) => {
      if (!loaded.length) return ctx.skip();
      const models = [...new Set([...Object.keys(FIELD_LABELS), ...Object.keys(SELECTION_LABELS)].map(modelOf))];
      const wrong: string[] = [];
      let checked = 0;
      for (const lang of loaded) {
        for (const model of models) {
          const fields = await admin
            .callKw<Described>(model, 'fields_get', [], { attributes: ['string', 'selection'], context: { lang } })
            .catch(() => undefined); // a model this server does not have (a module not installed)
          if (!fields) continue;
          for (const [key, words] of Object.entries(FIELD_LABELS).filter(([k]) => modelOf(k) === model)) {
            const field = fields[fieldOf(key)];
            if (!field) continue; // not in this version
            checked++;
            const want = labelIn(words, lang, version);
            if (field.string !== want) wrong.push(`${lang} ${key}: Odoo "${field.string}", table "${want}"`);
          }
          for (const [key, choices] of Object.entries(SELECTION_LABELS).filter(([k]) => modelOf(k) === model)) {
            for (const [value, label] of fields[fieldOf(key)]?.selection ?? []) {
              if (!choices[value]) continue;
              checked++;
              const want = labelIn(choices[value], lang, version);
              if (label !== want) wrong.push(`${lang} ${key}=${value}: Odoo "${label}", table "${want}"`);
            }
          }
        }
      }
      expect(wrong).toEqual([]);
      // Most of the table is there on every version (a few fields are one version's only).
      expect(checked).toBeGreaterThan(60 * loaded.length);
      console.info(`${target.name}: ${checked} labels and statuses as the table says, in ${loaded.join(', ')}`);
    });

    it('answers English when the context asks for it, whatever the table holds', async () => {
      const fields = await admin.callKw<Described>('sale.order', 'fields_get', [], { attributes: ['string', 'selection'], context: { lang: 'en_US' } });
      expect(fields.client_order_ref?.string).toBe('Customer Reference');
      expect(fields.state?.selection?.find(([key]) => key === 'draft')?.[1]).toBe('Quotation');
    });
  });
}
