import { z } from 'zod';
import { actionsFor, findAction, WORKFLOW_ACTIONS } from '@/lib/ops/actions';
import { operationResult } from '@/lib/skills/compact';
import { defineSkill } from '@/lib/skills/define-skill';
import { idsInput, modelInput } from '@/lib/skills/inputs';
import { SkillError } from '@/lib/skills/skill-error';

// Listed from the allow-list itself, so the description cannot drift from what is allowed.
const allowed = [...new Set(WORKFLOW_ACTIONS.map((a) => a.model))]
  .map((model) => `${model}: ${actionsFor(model).map((a) => a.method).join(', ')}`)
  .join('; ');

export default defineSkill({
  name: 'run_action',
  description: `Press a workflow button. Allowed: ${allowed}.`,
  input: z.object({ model: modelInput, ids: idsInput, method: z.string().describe('Method') }),
  risk: 'destructive',
  async execute({ model, ids, method }, { write }) {
    const action = findAction(model, method);
    if (!action) {
      const choices = actionsFor(model).map((a) => `${a.method} (${a.description})`);
      throw new SkillError(
        `'${method}' is not an allowed action on ${model}.`,
        choices.length ? `Allowed on ${model}: ${choices.join('; ')}` : `No actions are allowed on ${model}; use update_records, or ask the user to do it in Odoo.`,
      );
    }
    return operationResult(await write({ kind: 'action', model, ids, method }));
  },
  summary: ({ model, method }, out) => `Ran ${findAction(model, method)?.label ?? method} on ${out.names.join(', ') || `${out.ids.length} ${model}`}`,
});
