// Redo in Changes: an undone change done again, through the one approval pipeline. The click on
// Redo is the user's approval of this exact change (the one they see in the list), so no card is
// shown; the settings and policy of now judge it as they judge every write (read-only refuses it,
// a model the organisation blocked since refuses it).
import type { Journal } from '@/lib/ops/journal';
import type { Plan } from '@/lib/ops/plan';
import { said, type Text } from '@/lib/i18n';
import { approveAndRun } from './approve';

export type Redone = { status: 'done'; operationId: string } | { status: 'refused'; why: Text };

export async function redoChange(
  journal: Pick<Journal, 'planRedo' | 'markRedone' | 'preview' | 'run'>,
  operationId: string,
  refusal: (plan: Plan) => Promise<Text | undefined>,
  signal: AbortSignal = new AbortController().signal,
): Promise<Redone> {
  const planned = await journal.planRedo(operationId);
  if ('refused' in planned) return { status: 'refused', why: planned.refused };
  const { entry } = planned;
  const approved = await approveAndRun({
    plan: planned.plan,
    signal,
    decide: async (plan) => {
      const why = await refusal(plan);
      return why ? { to: 'refuse', why } : { to: 'run' };
    },
    preview: (plan) => journal.preview(plan),
    // Only when the records moved between the click and the write: then it is not the change the
    // user clicked, and nothing is written.
    ask: async () => false,
    recheck: refusal,
    run: (plan) =>
      journal.run(plan, {
        conversationId: entry.conversationId,
        turnId: entry.turnId,
        skill: entry.skill,
        identity: entry.identity,
        ...(entry.companyIds ? { companyIds: entry.companyIds } : {}),
      }),
  });
  if (approved.status === 'refused') return { status: 'refused', why: approved.why };
  if (approved.status === 'declined') return { status: 'refused', why: said('redo.moved') };
  await journal.markRedone(entry.id, approved.outcome.operation.id);
  return { status: 'done', operationId: approved.outcome.operation.id };
}
