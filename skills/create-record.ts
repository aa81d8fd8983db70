import { z } from 'zod';
import type { Json } from '@/lib/db';
import { SET_CAP } from '@/lib/ops/change-set';
import { operationResult } from '@/lib/skills/compact';
import { defineSkill } from '@/lib/skills/define-skill';
import { modelInput, valuesInput } from '@/lib/skills/inputs';
import { SkillError } from '@/lib/util/skill-error';

export default defineSkill({
  name: 'create_record',
  description: 'Create a record (undoable). Returns its id.',
  terms: {
    en: 'create, new, add a contact, make a new record, new customer',
    fr: 'créer, nouveau, nouvelle, créer un contact, nouveau client',
    es: 'crear, nuevo, nueva, crear un contacto, nuevo cliente',
    de: 'anlegen, erstellen, neu, neuer, neue, neuen, neuen Kontakt',
    nl: 'aanmaken, maken, nieuw, nieuwe, nieuw contact, nieuwe klant',
  },
  input: z.object({
    model: modelInput,
    values: valuesInput.optional(),
    rows: z.array(valuesInput).min(2).max(SET_CAP).optional().describe('Or several records at once'),
  }),
  risk: 'write',
  core: true,
  async execute({ model, values, rows }, { write }) {
    if (!values === !rows) throw new SkillError('Give either values (one record) or rows (several records), not both or neither.');
    if (rows) return operationResult(await write({ kind: 'creates', model, rows: rows as Array<Record<string, Json>> }));
    return operationResult(await write({ kind: 'create', model, values: values as Record<string, Json> }));
  },
  summary: ({ model }, out) => `Created ${model} ${out.names.join(', ') || out.ids.join(', ')}`,
});
