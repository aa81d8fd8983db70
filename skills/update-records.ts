import { z } from 'zod';
import type { Json } from '@/lib/db';
import { operationResult } from '@/lib/skills/compact';
import { defineSkill } from '@/lib/skills/define-skill';
import { idsInput, modelInput, valuesInput } from '@/lib/skills/inputs';

export default defineSkill({
  name: 'update_records',
  description: 'Write the same values on records (undoable). Status fields (state) are set by run_action, not here.',
  terms: {
    en: 'change, update, edit, modify, set, correct, phone, email address, rename',
    fr: 'modifier, changer, mettre à jour, corriger, téléphone, adresse, renommer',
    es: 'cambiar, modificar, actualizar, editar, corregir, teléfono, dirección',
    de: 'ändern, aktualisieren, bearbeiten, korrigieren, setzen, Telefonnummer, Adresse, umbenennen',
    nl: 'wijzigen, aanpassen, bijwerken, veranderen, corrigeren, telefoonnummer, adres, hernoemen',
  },
  input: z.object({ model: modelInput, ids: idsInput, values: valuesInput }),
  risk: 'write',
  core: true,
  async execute({ model, ids, values }, { write }) {
    return operationResult(await write({ kind: 'write', model, ids, values: values as Record<string, Json> }));
  },
  summary: ({ model, values }, out) => `Updated ${Object.keys(values).join(', ')} on ${out.ids.length} ${model}`,
});
