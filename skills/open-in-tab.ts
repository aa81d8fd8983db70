import { webClientUrl } from '@/lib/odoo/web-url';
import { z } from 'zod';
import { defineSkill } from '@/lib/skills/define-skill';
import { modelInput } from '@/lib/skills/inputs';

export default defineSkill({
  name: 'open_in_tab',
  description: 'Open a record or a list in a new Odoo tab (the page the user is on is never replaced).',
  terms: {
    en: 'open, go to, navigate, open in a tab, show me the list',
    fr: 'ouvrir, aller à, naviguer, ouvrir dans un onglet',
    es: 'abrir, ir a, navegar, abrir en una pestaña',
    de: 'öffnen, gehe zu, navigieren, im Tab öffnen',
    nl: 'openen, ga naar, navigeren, openen in tabblad',
  },
  input: z.object({
    model: modelInput,
    id: z.number().int().positive().optional().describe('Omit for the list'),
  }),
  risk: 'read',
  core: true,
  async execute({ model, id }, { odoo, openInTab }) {
    const url = webClientUrl(odoo.origin, await odoo.version(), model, id);
    await openInTab(url);
    return { source: 'weft:open_in_tab', opened: url };
  },
  summary: ({ model, id }) => `Opened ${model}${id ? ` #${id}` : ' list'} in a new tab`,
});

