import { z } from 'zod';
import { operationResult } from '@/lib/skills/compact';
import { defineSkill } from '@/lib/skills/define-skill';
import { idsInput, modelInput } from '@/lib/skills/inputs';

export default defineSkill({
  name: 'archive_records',
  description: 'Archive (or unarchive) records. Prefer to deleting.',
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
