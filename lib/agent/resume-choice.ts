import type { WeftDb } from '@/lib/db/db';
import type { Choice } from '@/lib/db/schema';
import { pickedResult } from '@/lib/skills/choose';
import type { ChoiceGate } from './choices';
import type { TurnEnded } from './turn-deps';
import { addMessage } from './store';

/**
 * A question a stopped worker left waiting, offered again: the turn waits for the click as it did,
 * then the click answers the find_by_name call that asked and the turn goes on (`goOn` runs it again
 * from its messages). Stopped, or a new message instead, the question is archived and the turn ends.
 */
export async function resumeChoice(
  deps: { db: WeftDb; choices: ChoiceGate; privacy(): Promise<boolean> },
  choice: Choice,
  signal: AbortSignal,
  goOn: () => Promise<TurnEnded>,
): Promise<TurnEnded> {
  const { db } = deps;
  let option: number;
  try {
    option = await deps.choices.wait(choice, signal);
  } catch {
    await db.messages.where('turnId').equals(choice.turnId).modify((m) => void (m.status === 'streaming' && (m.status = 'stopped')));
    return { type: 'turn/ended', turnId: choice.turnId, status: 'stopped' };
  }
  // Privacy mode: the record's name was read from Odoo; its id is what the model needs.
  const said = pickedResult(choice.model ?? '', choice.options[option]!, { names: !(await deps.privacy()) });
  const result = { type: 'tool_result', tool_use_id: choice.toolUseId, content: JSON.stringify(said) };
  await addMessage(db, { conversationId: choice.conversationId, turnId: choice.turnId, role: 'user', content: [result], status: 'done' });
  await db.messages.where('turnId').equals(choice.turnId).modify((m) => void (m.status === 'streaming' && (m.status = 'done')));
  return goOn();
}
