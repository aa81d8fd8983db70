import { z } from 'zod';
import type { Json } from '@/lib/db';
import { odooData, recordObject } from '@/lib/skills/compact';
import { defineSkill } from '@/lib/skills/define-skill';
import { readableFields } from '@/lib/skills/guarded-context';
import { isModelAllowed } from '@/lib/skills/guards';

export default defineSkill({
  name: 'current_page',
  description: "The user's current Odoo page: model, view, record and its key fields.",
  terms: {
    en: 'this page, this record, current screen, what am I looking at, where am I, open record',
    fr: 'cette page, cet enregistrement, écran actuel, ce que je regarde',
    es: 'esta página, este registro, pantalla actual, lo que estoy viendo',
    de: 'diese Seite, dieser Datensatz, aktueller Bildschirm, was sehe ich',
    nl: 'deze pagina, dit record, huidig scherm, wat zie ik',
  },
  input: z.object({}),
  risk: 'read',
  core: true,
  async execute(_input, { odoo, page, signal }) {
    if (!page?.isOdoo) return { source: 'weft:current_page', page: null, note: 'No Odoo page is open in the tab.' };
    const model = page.model ?? (page.action ? await actionModel(odoo, page.action) : undefined);
    const body: Record<string, Json> = {
      url: page.url,
      model: model ?? null,
      view: page.viewType ?? null,
      record_id: page.recordId ?? null,
      title: page.title ?? null,
      ...(page.dirty ? { unsaved_changes: true } : {}),
    };
    if (model && typeof page.recordId === 'number' && isModelAllowed(model, 'read')) {
      const fields = await readableFields(odoo, model, undefined, 12);
      const [record] = await odoo.read(model, [page.recordId], fields, { signal });
      body.record = record ? recordObject(record, fields, await odoo.fields.getFields(model)) : null;
    }
    return odooData(model ?? 'page', body);
  },
  summary: (_input, out) => `Read the current page${'model' in out && typeof out.model === 'string' ? ` (${out.model})` : ''}`,
});

async function actionModel(odoo: Parameters<typeof readableFields>[0], action: string): Promise<string | undefined> {
  // Client actions (dashboards, discuss) have no model; that is an answer, not an error.
  const loaded = await odoo.loadAction(/^\d+$/.test(action) ? Number(action) : action).catch(() => undefined);
  return loaded?.resModel;
}
