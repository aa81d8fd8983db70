import type { Json, ToolAudit } from '@/lib/db/schema';
import type { PageContext, WorkerEvent } from '@/lib/messaging/protocol';
import type { OdooClient } from '@/lib/odoo/client';
import { isOdooError } from '@/lib/odoo/errors';
import type { PermissionMode } from '@/lib/settings/settings';
import type { Skill, SkillContext } from '@/lib/skills/define-skill';
import { runSkill } from '@/lib/skills/run-skill';
import { FIND_SKILLS, findSkills, resolveCall, unknownSkillMessage } from '@/lib/skills/catalog';
import { findWithUnoffered, type Unoffered } from '@/lib/skills/unoffered';
import { skillByName } from '@/skills';
import type { Plan } from '@/lib/ops/plan';
import type { Text } from '@/lib/i18n';
import { cardEditing } from '@/lib/skills/card-editing';
import type { ConfirmGate } from './confirm-gate';
import { gatedWriter, READ_ONLY, type GateLimits, type JournalLike } from './gate';
import { SEND_DECLINED, type SendAsk } from './send-gate';
import { UNPARSED_INPUT } from './slips';
import type { ModelPolicy } from '@/lib/skills/guards';
import type { TurnTaint } from './taint';
import type { ChoiceGate } from './choices';

// The tool calls of one complete model message, in the model's order: neighbouring reads run
// together, each write alone, so a read the model put after a write sees what it wrote. Each
// tool_use id runs at most once per conversation.

export interface ToolCall {
  id: string;
  name: string;
  input: unknown;
  /** Its streamed input was not valid JSON: answered with an error, never run. */
  unparsed?: true;
}


export interface ToolBatchContext {
  /**
   * The skills offered in this mode and on this database, by name: anything else is refused,
   * whether called directly or through run_skill.
   */
  skills: ReadonlyMap<string, Skill>;
  /** Skills the user's rights leave out, with why (lib/skills/unoffered.ts): find_skills and run_skill say it. */
  unoffered?: ReadonlyMap<string, Unoffered>;
  mode: PermissionMode;
  /** What the organisation's policy adds to the mode (never delete). */
  limits?: GateLimits;
  /** The organisation's blocked and allowed models, checked on every read and write of a skill. */
  policy?: ModelPolicy;
  /** After an Approve: the settings and policy of now refuse the planned write? (gate.ts writeRefusal) */
  recheck?(plan: Plan): Promise<Text | undefined>;
  /** Privacy mode: resolves true when the user lets this result go to the model (send-gate.ts). */
  askToSend?(what: SendAsk): Promise<boolean>;
  odoo: OdooClient;
  journal: JournalLike;
  confirms: ConfirmGate;
  page: PageContext | null;
  signal: AbortSignal;
  conversationId: string;
  turnId: string;
  /** tool_use ids already run in this conversation; the batch adds its own. */
  executed: Set<string>;
  emit(event: WorkerEvent): void;
  openInTab(url: string): Promise<void>;
  fillForm?: SkillContext['fillForm'];
  /** The conversation's files, for read_attached_file. */
  files?: SkillContext['files'];
  /** What the turn has read so far; every tool result is Odoo text. */
  taint: TurnTaint;
  /** Questions with buttons (find_by_name ask); absent, the skill tells the model to ask in prose. */
  choices?: ChoiceGate;
  checkBudget(): void;
  countWrite(): void;
  /** Told when a tool met an expired Odoo session (the turn then ends with "log in"). */
  onSessionExpired(): void;
  /** Told when Odoo refused a tool's call for access (the user's rights may have changed). */
  onAccessDenied?(): void;
  /** Told what each run tool call cost, for the audit export: duration and Odoo round trips. */
  audit?(toolUseId: string, audit: ToolAudit): void;
}

export async function runToolCalls(calls: ToolCall[], ctx: ToolBatchContext): Promise<Json[]> {
  const results: Json[] = [];
  const isRead = (call: ToolCall) => call.name === FIND_SKILLS || ctx.skills.get(resolveCall(call.name, call.input).name)?.risk === 'read';
  for (let i = 0; i < calls.length; ) {
    let end = i + 1;
    if (isRead(calls[i]!)) while (end < calls.length && isRead(calls[end]!)) end++;
    results.push(...(await Promise.all(calls.slice(i, end).map((call) => runOne(call, ctx)))));
    i = end;
  }
  return results;
}

async function runOne(call: ToolCall, ctx: ToolBatchContext): Promise<Json> {
  const result = (content: string, isError: boolean, blocks?: Json[]): Json => ({
    type: 'tool_result',
    tool_use_id: call.id,
    content: blocks ? [{ type: 'text', text: content }, ...blocks] : content,
    ...(isError ? { is_error: true } : {}),
  });
  // run_skill is resolved to the skill it names before anything else: from here on the call is that
  // skill's, to the offer check, the gate, the journal, the confirm card and the UI alike.
  const resolved = resolveCall(call.name, call.input);
  const skill = ctx.skills.get(resolved.name);
  if (ctx.executed.has(call.id)) return result('This tool call was already run; it is not run twice.', true);
  ctx.executed.add(call.id);
  const report = (status: 'running' | 'done' | 'error' | 'denied', summary?: string) =>
    ctx.emit({ type: 'turn/tool', turnId: ctx.turnId, toolUseId: call.id, name: resolved.name, status, ...(summary ? { summary } : {}) });
  if (call.unparsed) {
    report('error', 'Tool input was not valid JSON');
    return result(UNPARSED_INPUT, true);
  }
  if (call.name === FIND_SKILLS) {
    const query = (call.input as { query?: unknown } | null)?.query;
    // Said as every other missing input is (lib/skills/input-error.ts), so a model fixes it the same way.
    if (typeof query !== 'string') return result('"query" is missing (required: string: what the skill should do, in a few words). find_skills takes {"query": "..."}.', true);
    const found = findWithUnoffered(query, [...ctx.skills.values()], ctx.unoffered);
    report('done', found.skills.length ? `Found ${found.skills.map((s) => s.name).join(', ')}` : 'No matching skill');
    return result(JSON.stringify(found), false);
  }
  if (resolved.malformed) {
    report('error', resolved.malformed);
    return result(resolved.malformed, true);
  }
  const unoffered = skill ? undefined : ctx.unoffered?.get(resolved.name);
  if (unoffered) {
    report('error', unoffered.why.split('. ')[0]);
    return result(unoffered.why, true);
  }
  if (!skill) {
    const why = ctx.mode === 'read-only' && skillByName.has(resolved.name) ? `${READ_ONLY} (${resolved.name} makes changes.)` : unknownSkillMessage(resolved.name, [...ctx.skills.values()]);
    report('error', why.split('. ')[0]);
    return result(why, true);
  }
  if (ctx.signal.aborted) return result('Not run: the user stopped the turn.', true);
  report('running');
  let declined = false;
  // Its own view of the client counts its own round trips (neighbouring reads run side by side); a
  // write runs alone, so the shared count also takes in its journal's reads and writes.
  const view = ctx.odoo.withCompanies(ctx.odoo.companyIds);
  const started = { at: Date.now(), shared: ctx.odoo.rpcCount };
  const outcome = await runSkill(skill, resolved.input, {
    odoo: watchSession(view, ctx),
    page: ctx.page,
    signal: ctx.signal,
    openInTab: ctx.openInTab,
    fillForm: ctx.fillForm,
    ...(ctx.files ? { files: ctx.files } : {}),
    ...(ctx.policy ? { policy: ctx.policy } : {}),
    ...(ctx.choices ? { choose: chooser(ctx, ctx.choices, call.id) } : {}),
    write: gatedWriter({
      mode: ctx.mode,
      ...(ctx.limits ? { limits: ctx.limits } : {}),
      skill,
      ref: { conversationId: ctx.conversationId, turnId: ctx.turnId, skill: skill.name },
      journal: {
        plan: (spec) => watched(ctx.journal.plan(spec), ctx),
        preview: (plan) => watched(ctx.journal.preview(plan), ctx),
        run: (plan, ref, after) => watched(ctx.journal.run(plan, ref, after), ctx),
        without: (plan, exclude) => ctx.journal.without(plan, exclude),
        ...(ctx.journal.choose ? { choose: ctx.journal.choose } : {}),
      },
      confirms: ctx.confirms,
      signal: ctx.signal,
      taint: ctx.taint,
      checkBudget: ctx.checkBudget,
      countWrite: ctx.countWrite,
      onDeclined: () => (declined = true),
      ...(ctx.recheck ? { recheck: ctx.recheck } : {}),
      edit: cardEditing(ctx.odoo, ctx.policy, ctx.signal),
    }),
  });
  const trips = skill.risk === 'read' ? view.ownRpcCount : ctx.odoo.rpcCount - started.shared;
  ctx.audit?.(call.id, { ms: Date.now() - started.at, trips });
  // Privacy mode: what Odoo gave back, data or an error quoting it, waits in the panel; only the
  // user's click sends it on. Errors Weft wrote itself (declined, invalid input) go on.
  if (ctx.askToSend && !outcome.weftText) {
    report('running', outcome.summary);
    const files = outcome.blocks?.length ? ` (+${outcome.blocks.length} file${outcome.blocks.length > 1 ? 's' : ''})` : '';
    const about = outcome.isError ? 'error' : 'result';
    if (!(await ctx.askToSend({ about, toolUseId: call.id, skill: resolved.name, summary: `${outcome.summary}${files}`, content: outcome.content }))) {
      report('denied', outcome.summary);
      return result(SEND_DECLINED, true);
    }
  }
  // Whatever came back (records, names, an Odoo error) is text the model reads from now on.
  ctx.taint.read('records');
  report(declined ? 'denied' : outcome.isError ? 'error' : 'done', outcome.summary);
  return result(outcome.content, outcome.isError, outcome.blocks);
}

/** SkillContext.choose for one tool call: kept, shown, and the clicked record counted as named by the user. */
function chooser(ctx: ToolBatchContext, gate: ChoiceGate, toolUseId: string): NonNullable<SkillContext['choose']> {
  return async ({ question, model, options }) => {
    const { conversationId, turnId } = ctx;
    const picked = await gate.ask({ conversationId, turnId, toolUseId, question, ...(model ? { model } : {}), options }, ctx.signal);
    const id = options[picked]?.id;
    if (model && id !== undefined) ctx.taint.chose(model, id);
    return picked;
  };
}

type Watcher = Pick<ToolBatchContext, 'onSessionExpired' | 'onAccessDenied'>;

function watched<T>(promise: Promise<T>, watcher: Watcher): Promise<T> {
  return promise.catch((error: unknown) => {
    if (isOdooError(error, 'session_expired')) watcher.onSessionExpired();
    if (isOdooError(error, 'access_denied')) watcher.onAccessDenied?.();
    throw error;
  });
}

/** The client as skills see it, telling the turn when Odoo says the session has expired or refuses access. */
function watchSession(client: OdooClient, watcher: Watcher): OdooClient {
  return new Proxy(client, {
    get(target, prop) {
      const value: unknown = Reflect.get(target, prop, target);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        const out: unknown = (value as (...a: unknown[]) => unknown).apply(target, args);
        return out instanceof Promise ? watched(out, watcher) : out;
      };
    },
  });
}
