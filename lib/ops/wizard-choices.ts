// The dialogs whose question is the user's (a table row's WizardStep.choose, e.g. "Create
// Backorder?"), and the user's answer to them: which buttons may be chosen, and what a choice means
// once it ran. The answer comes only from the card (ConfirmGate.answer checks it against the
// question shown, Journal.choose puts it on the plan); a spec planned with one is refused, so
// neither the model nor a skill can answer for the user.
import type { WizardChoice, WorkflowAction } from './action-types';
import type { CardQuestion } from './consequence-types';
import { OpsError } from './errors';

/** The key of a question asked of one record of a set (one transfer of several): the dialog and the record. */
export const perRecord = (wizard: string, id: number) => `${wizard}@${id}`;
const dialogOf = (key: string) => key.split('@')[0]!;

/** The answers that hold for record `id` alone, by dialog: its own, over those of the whole change. */
export function choicesFor(choices: Record<string, string>, id: number): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, button] of Object.entries(choices)) if (!key.includes('@')) out[key] = button;
  for (const [key, button] of Object.entries(choices)) if (key.includes('@') && key.endsWith(`@${id}`)) out[dialogOf(key)] = button;
  return out;
}

/** The row's dialogs the user answers, by dialog model: their buttons and what each means. */
export function choosing(action: WorkflowAction | undefined): Record<string, Record<string, WizardChoice>> {
  return Object.fromEntries(Object.entries(action?.wizards ?? {}).flatMap(([wizard, step]) => (step.choose ? [[wizard, step.choose]] : [])));
}

/** Refuses answers that are not to this row's questions, or name a button the dialog does not offer. */
export function checkChoices(action: WorkflowAction | undefined, choices: Record<string, string>): void {
  const open = choosing(action);
  for (const [key, button] of Object.entries(choices)) {
    const wizard = dialogOf(key);
    const buttons = open[wizard];
    if (!buttons) throw new OpsError(`${action?.label ?? 'This action'} asks no question "${wizard}" that the user answers.`);
    if (!Object.hasOwn(buttons, button)) throw new OpsError(`"${wizard}" has no answer "${button}". It has: ${Object.keys(buttons).join(', ')}.`);
  }
}

/** What the user chose, in the order of the row's dialogs (checked first). */
export function chosen(action: WorkflowAction | undefined, choices: Record<string, string> | undefined): WizardChoice[] {
  if (!choices) return [];
  checkChoices(action, choices);
  return Object.entries(choosing(action)).flatMap(([wizard, buttons]) => {
    const button = choices[wizard];
    return button ? [buttons[button]!] : [];
  });
}

/** The card's questions that still apply once the user left rows out: a question of one record (perRecord) goes with its row. */
export function questionsLeft<Q extends Pick<CardQuestion, 'wizard'>>(questions: readonly Q[], exclude: readonly number[] = []): Q[] {
  if (!exclude.length) return [...questions];
  return questions.filter((q) => {
    const [, id] = q.wizard.split('@');
    return id === undefined || !exclude.includes(Number(id));
  });
}

/** Whether `choices` answer exactly the card's questions, each with one of the answers it offered. */
export function answersQuestions(questions: ReadonlyArray<Pick<CardQuestion, 'wizard'> & { options: Array<{ button: string }> }>, choices: Record<string, string> = {}): boolean {
  const asked = new Map(questions.map((q) => [q.wizard, q.options.map((o) => o.button)]));
  const given = Object.entries(choices);
  return given.length === asked.size && given.every(([wizard, button]) => asked.get(wizard)?.includes(button) === true);
}
