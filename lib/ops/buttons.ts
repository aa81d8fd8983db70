// Pressing workflow buttons and answering the dialogs the table says Weft answers, then checking
// they did what they say: a button may answer with a dialog and change nothing, which must not be
// journaled as done.
import type { Json } from '@/lib/db';
import type { OdooClient } from '@/lib/odoo';
import { accepts, stateOf, withIds, type WizardStep, type WorkflowAction } from './actions';
import { OpsError } from './errors';
import { highestId, readValues, type ReadResult } from './io';
import { actionArg, listArg, listNames } from './summary';
import { said, type Said } from '@/lib/i18n';

export interface Pressed {
  read: ReadResult;
  /** Names of dialogs Odoo opened that Weft left alone. */
  dialogs: string[];
  /** Records the action created (the table's `creates`), oldest first. */
  created: number[];
  /** Records Odoo made beside it that its undo leaves cancelled (the table's `leaves`), oldest first. */
  left?: number[];
}

interface WindowAction {
  name?: string;
  res_model?: string;
  res_id?: number;
  domain?: unknown;
  target?: string;
  context?: Record<string, Json>;
}

const asWindow = (result: unknown): WindowAction | undefined =>
  typeof result === 'object' && result !== null && (result as { type?: unknown }).type === 'ir.actions.act_window' ? (result as WindowAction) : undefined;

/**
 * Runs `methods` in order on `ids` (with the context the plan's table rows, read for this version,
 * give each button), then reads `watch`. Rejects with an OpsError saying what ran and where the
 * records are when they did not reach `to`.
 */
export async function pressButtons(
  client: OdooClient,
  target: { model: string; ids: number[]; watch: string[]; field?: string; contexts?: Record<string, Record<string, Json>> },
  methods: string[],
  to: string,
  /** Filled with the methods that ran, so a caller can say how far it got after a refusal. */
  ran: string[] = [],
): Promise<Pressed> {
  const { model, ids, watch, field = 'state', contexts = {} } = target;
  const dialogs: string[] = [];
  for (const method of methods) {
    const context = contexts[method];
    const dialog = dialogName(await client.callButton(model, method, ids, context ? { context } : {}));
    if (dialog) dialogs.push(dialog);
    ran.push(method);
  }
  const read = await readValues(client, model, ids, [...new Set([...watch, ...(to ? [field] : [])])]);
  const stuck = to ? ids.filter((id) => String(read.values[id]?.[field] ?? '') !== to) : [];
  if (stuck.length) throw notReached(read, model, stuck, field, [to], ran, dialogs);
  return { read, dialogs, created: [] };
}

/**
 * Runs one table action on `ids` as Odoo's own button does: the method (or the window action it
 * opens), then each dialog the table answers, created with that dialog's context and confirmed.
 */
export async function runAction(
  client: OdooClient,
  action: WorkflowAction,
  ids: number[],
  watch: string[],
  options: Record<string, Json> = {},
  /** The user's answers on the card to the dialogs whose question is theirs (dialog model -> button). */
  choices: Record<string, string> = {},
): Promise<Pressed> {
  const { model, method } = action;
  const creates = action.creates;
  const since = creates ? await highestId(client, creates.model, {}) : 0;
  // Without the module that makes them (Inventory), there is nothing to look for.
  const leftSince = action.leaves ? await highestId(client, action.leaves.model, {}).catch(() => undefined) : undefined;
  const dialogs: string[] = [];
  // The web client gives a dialog opened from these records active_model/active_id(s); the dialog's own context wins.
  const active = { active_model: model, active_id: ids[0] ?? false, active_ids: ids };
  let answer: unknown = action.open
    ? { type: 'ir.actions.act_window', res_model: action.open.wizard, target: 'new', context: withIds(action.open.context, ids) }
    : await client.callButton(model, method, ids, action.context ? { context: action.context } : {});
  let last: WindowAction | undefined;
  // A dialog may lead to another (16: immediate transfer, then backorder); three is more than any button takes.
  for (let step = 0; step < 3; step++) {
    const window = asWindow(answer);
    if (!window || window.target !== 'new') {
      last = window;
      break;
    }
    const wizard = window.res_model ? action.wizards?.[window.res_model] : undefined;
    if (!wizard) {
      dialogs.push(window.name ?? window.res_model ?? 'a dialog');
      break;
    }
    // A window action read from XML carries its context as a string ("{}"): the web client evaluates it; only a dict is used here.
    const own = window.context && typeof window.context === 'object' ? window.context : {};
    const context = { ...active, ...own };
    const values = { ...wizard.values, ...(await fromRecord(client, model, ids, wizard.fromRecord)), ...(step === 0 ? options : {}) };
    const filled = wizard.onchange ? await formValues(client, window.res_model!, values, wizard.onchange, context) : {};
    const button = pressedOn(window, wizard, choices);
    const id = await client.callKw<number>(window.res_model!, 'create', [{ ...filled, ...values }], { context });
    answer = await client.callButton(window.res_model!, button, [id], { context });
  }
  const created = creates ? await createdBy(client, creates, ids, since, last) : [];
  const read = await readValues(client, model, ids, watch);
  const field = action.stateField ?? 'state';
  const reached = [...action.to, ...(action.partial ?? [])];
  const stuck = action.to.length ? ids.filter((id) => !reached.includes(stateOf(action, read.values[id]))) : [];
  if (stuck.length) throw notReached(read, model, stuck, field, action.to, [method], dialogs);
  // No state to check (a scrap, an invoice): a dialog Odoo opened and Weft left alone means it stopped there.
  if (!action.to.length && dialogs.length) {
    throw new OpsError(
      `Odoo did not complete ${action.label}: it opened "${dialogs.join('", "')}" instead, which Weft does not fill in. Nothing more was done.`,
      said('act.stoppedAtDialog', { action: actionArg(model, method), dialogs: dialogs.join('”, “') }),
    );
  }
  if (creates && !created.length) {
    const why = dialogs.length ? ` It opened "${dialogs.join('", "')}" instead, which Weft does not fill in.` : '';
    const names = ids.map((id) => read.names[id] ?? `#${id}`);
    throw new OpsError(
      `Odoo created no ${creates.label.toLowerCase()} for ${listNames(names)}.${why}`,
      saidWithDialogs(said('act.noneCreated', { action: actionArg(model, method), names: listArg(names) }), dialogs),
    );
  }
  // The action is done by now: a failed search leaves the undo saying nothing of them.
  const left = action.leaves && leftSince !== undefined ? await createdBy(client, { ...action.leaves, label: '' }, ids, leftSince).catch(() => []) : [];
  return { read, dialogs, created, ...(left.length ? { left } : {}) };
}

/**
 * The dialog's button to press: the table's, or the one the user chose on the card. A question the
 * user was not asked (the card foresaw none) stops here, before the dialog is even created.
 */
function pressedOn(window: WindowAction, wizard: WizardStep, choices: Record<string, string>): string {
  if (wizard.confirm) return wizard.confirm;
  const choice = choices[window.res_model!];
  if (choice && wizard.choose && Object.hasOwn(wizard.choose, choice)) return choice;
  const dialog = window.name ?? window.res_model;
  throw new OpsError(
    `Odoo asks "${dialog}", which only the user answers on the confirm card, and they were not asked: nothing was done. Ask again so the card shows the question.`,
    said('act.notAsked', { dialog: dialog ?? '' }),
  );
}

/** The wizard fields a dialog's form fills from the first record (a many2one as its id). */
async function fromRecord(client: OdooClient, model: string, ids: number[], map: Record<string, string> | undefined): Promise<Record<string, Json>> {
  if (!map || !ids.length) return {};
  const [record] = await client.read(model, [ids[0]!], Object.values(map));
  const idOf = (value: unknown): Json => (Array.isArray(value) ? (value[0] as Json) : value && typeof value === 'object' && 'id' in value ? (value.id as Json) : (value as Json) ?? false);
  return Object.fromEntries(Object.entries(map).map(([wizardField, field]) => [wizardField, idOf(record?.[field])]));
}

/**
 * What the dialog's form holds when it opens: its defaults and what their onchanges fill in, asked
 * as the web client asks (onchange with no changed field; 16's signature). Many2one come back as
 * [id, name] (sent back as the id), x2many as commands (sent back as they are).
 */
async function formValues(client: OdooClient, model: string, values: Record<string, Json>, spec: Record<string, string>, context: Record<string, Json>): Promise<Record<string, Json>> {
  const answer = await client.callKw<{ value?: Record<string, Json> }>(model, 'onchange', [[], values, [], spec], { context });
  const pair = (v: Json): v is [number, string] => Array.isArray(v) && v.length === 2 && typeof v[0] === 'number' && typeof v[1] === 'string';
  return Object.fromEntries(Object.entries(answer?.value ?? {}).map(([field, v]) => [field, pair(v) ? v[0] : v]));
}

/** The records an action made: the ids Odoo's answer opens, else those linked to `ids`; only ones newer than `since`. */
async function createdBy(client: OdooClient, creates: NonNullable<WorkflowAction['creates']>, ids: number[], since: number, answer?: WindowAction): Promise<number[]> {
  const named = answer?.res_model === creates.model ? answeredIds(answer) : [];
  if (named.length) return named.filter((id) => id > since).sort((a, b) => a - b);
  if (!creates.link) return [];
  const found = await client.callKw<number[]>(creates.model, 'search', [[['id', '>', since], ...withIds(creates.link, ids)]], { order: 'id asc' });
  return found;
}

function answeredIds(answer: WindowAction): number[] {
  if (typeof answer.res_id === 'number' && answer.res_id > 0) return [answer.res_id];
  const domain = Array.isArray(answer.domain) ? answer.domain : [];
  const ids = domain.find((leaf): leaf is [string, string, number[]] => Array.isArray(leaf) && leaf[0] === 'id' && leaf[1] === 'in' && Array.isArray(leaf[2]));
  return ids ? ids[2].filter((id) => typeof id === 'number') : [];
}

/** The ids of `ids` whose state this action accepts. */
export function acceptedIds(action: WorkflowAction, before: ReadResult, ids: number[]): number[] {
  return ids.filter((id) => accepts(action, stateOf(action, before.values[id])));
}

/** The buttons ran but the records are not where they lead: said with their states for the model, in words for the user. */
function notReached(read: ReadResult, model: string, stuck: number[], field: string, to: string[], ran: string[], dialogs: string[]): OpsError {
  const where = stuck.map((id) => `${read.names[id] ?? `#${id}`} is ${String(read.values[id]?.[field] ?? 'gone')}`);
  const why = dialogs.length ? ` Odoo opened the dialog "${dialogs.join('", "')}" instead, which Weft does not fill in.` : '';
  const user = said('act.notReached', { action: listArg(ran.map((m) => actionArg(model, m))), names: listArg(stuck.map((id) => read.names[id] ?? `#${id}`)) });
  return new OpsError(`Odoo did not complete ${ran.join(' then ')}: ${listNames(where)}, not ${to.join(' or ')}.${why}`, saidWithDialogs(user, dialogs));
}

/** The sentence, and the dialogs Odoo opened that Weft left alone (their names as Odoo gives them, in the user's language). */
const saidWithDialogs = (sentence: Said, dialogs: string[]): Said | Said[] => (dialogs.length ? [sentence, said('act.dialogOpened', { dialogs: dialogs.join('”, “') })] : sentence);

function dialogName(result: unknown): string | undefined {
  const window = asWindow(result);
  if (window?.target !== 'new') return undefined;
  return window.name ?? window.res_model ?? 'a dialog';
}
