import { z } from 'zod';
import { operationResult } from '@/lib/skills/compact';
import { defineSkill } from '@/lib/skills/define-skill';
import { idsInput, modelInput } from '@/lib/skills/inputs';

export default defineSkill({
  name: 'archive_records',
  description: 'Archive (or unarchive) records. Prefer to deleting.',
  terms: {
    en: 'archive, unarchive, deactivate, hide, put away, no longer active, restore archived',
    fr: 'archiver, désarchiver, désactiver, masquer, plus actif',
    es: 'archivar, desarchivar, desactivar, ocultar, ya no activo',
    de: 'archivieren, dearchivieren, deaktivieren, ausblenden, nicht mehr aktiv',
    nl: 'archiveren, dearchiveren, deactiveren, verbergen, niet meer actief',
  },
  input: z.object({
    model: modelInput,
    ids: idsInput,
    archive: z.boolean().default(true).describe('false: unarchive'),
  }),
  risk: 'write',
  async execute({ model, ids, archive }, { write }) {
    return operationResult(await write({ kind: archive ? 'archive' : 'unarchive', model, ids }));
  },
  summary: ({ model, archive }, out) => `${archive ? 'Archived' : 'Unarchived'} ${out.ids.length} ${model}`,
});
