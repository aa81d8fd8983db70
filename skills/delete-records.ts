import { z } from 'zod';
import { operationResult } from '@/lib/skills/compact';
import { defineSkill } from '@/lib/skills/define-skill';
import { idsInput, modelInput } from '@/lib/skills/inputs';

export default defineSkill({
  name: 'delete_records',
  description: 'Delete records. Only when asked; prefer archiving.',
  terms: {
    en: 'delete, remove, erase, permanently, get rid of, destroy, duplicates',
    fr: 'supprimer, effacer, définitivement, enlever, doublons',
    es: 'eliminar, borrar, suprimir, definitivamente, duplicados',
    de: 'löschen, entfernen, endgültig, Duplikate, doppelte',
    nl: 'verwijderen, wissen, definitief, dubbele, duplicaten',
  },
  input: z.object({ model: modelInput, ids: idsInput }),
  risk: 'destructive',
  effects: ['delete'],
  async execute({ model, ids }, { write }) {
    return operationResult(await write({ kind: 'unlink', model, ids }));
  },
  summary: ({ model }, out) => `Deleted ${out.ids.length} ${model}`,
});
