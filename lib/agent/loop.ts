import type { WeftDb } from '@/lib/db/db';
import type { Json, Message, ToolAudit } from '@/lib/db/schema';
import type { OdooClient } from '@/lib/odoo/client';
import { isOdooError, OdooError } from '@/lib/odoo/errors';
import { isContextBlock, isPageContextBlock, sessionFacts, withoutNames, type SessionFacts } from './context';
import { BudgetError, describeError, isAbort } from './errors';
import { gateLimitsOf, writeRefusal } from './gate';
import type { TurnDeps, TurnEnded, TurnInput } from './turn-deps';
import { contextToSend, type SendAsk } from './send-gate';
import { listMemory } from './memory';
import { runToolCalls, type ToolCall } from './run-tools';
import type { Plan } from '@/lib/ops/plan';
import { addConversationUsage, addMessage, loadMessages, messageWriter, startMessage } from './store';
import { streamRound } from './stream-round';
import { claimsChange } from './claims';
import { summarize } from './summary';
import { prepareTurn, requestFor } from './turn-request';
import { initialSources, TurnTaint } from './taint';
import { answeredChoices, earlierChoicesBlock } from './choices';
import { addUsage, emptyUsage, inputEquivalent } from './usage';
import { SUMMARY_MODEL } from './client';
import { i18nFor, said, spokenLanguage } from '@/lib/i18n';
import { carriesFiles, expandFiles } from '@/lib/files/blocks';
import { conversationFiles } from '@/lib/files/held-files';
import { keepVeil, loadVeil, maskBody, unmaskContent } from './personal-request';
import { budgetReached, countSpend } from './budget';
import { priceOf } from '@/lib/settings/prices';

/** Runs one turn after its user message is saved; resolves with how it ended (never rejects). */
export async function runTurn(deps: TurnDeps, input: TurnInput): Promise<TurnEnded> {
  const { db, limits } = deps;
  const { conversationId, turnId, signal } = input;
  const end = (status: TurnEnded['status'], message?: string, remedy?: TurnEnded['remedy']): TurnEnded => ({
    type: 'turn/ended', turnId, status, ...(message ? { message } : {}), ...(remedy ? { remedy } : {}),
  });
  // Said in the language the user chose, Odoo's by default (the session is cached; a lost one leaves the browser's).
  const words = async () => i18nFor(spokenLanguage(deps.settings.language, (await deps.odoo.session().catch(() => null))?.userContext.lang));
  if (!deps.settings.apiKey) return end('error', (await words()).t('budget.noKey'), 'open-settings');

  let row: { id: string; save: ReturnType<typeof messageWriter> } | undefined;
  let streamed = false;
  try {
    const conversation = await db.conversations.get(conversationId);
    if (!conversation) return end('error', (await words()).t('worker.conversationGone'), 'none');
    // Past the user's daily or monthly spend budget, the turn is not started (nothing reaches the model).
    const over = await budgetReached(db, conversation.identity, deps.settings, deps.now(), await words());
    if (over) return end('budget', over, 'none');
    const countCost = (usage: Parameters<typeof countSpend>[3], model: string) => countSpend(db, conversation.identity, deps.now(), usage, priceOf(model, deps.settings.prices));
    const { policy } = deps.settings.policy;
    // Personal values named in Settings or the policy cross to the model as placeholders (personal-request.ts).
    const veil = await loadVeil(db, conversation, deps.settings.personalData);
    // Privacy mode: Odoo data goes to the model only on the user's click in the panel (send-gate.ts).
    const ask = deps.settings.askBeforeSending && deps.sends ? (what: SendAsk) => deps.sends!.ask(turnId, what, signal) : undefined;
    // The history, the user's memory and the session facts do not depend on each other: read side
    // by side, so the request waits on the slowest, not on their sum.
    const chosen = answeredChoices(db, conversationId);
    let patched: Promise<unknown> = Promise.resolve();
    const history = async () => {
      const rows = await loadMessages(db, conversationId);
      const asked = rows.find((r) => r.turnId === turnId && r.role === 'user');
      if (!asked || asked.content.some(isPageContextBlock)) return rows;
      // The page, then the choices the user clicked in earlier turns (Odoo names: data, in the message).
      const earlier = earlierChoicesBlock((await chosen).filter((c) => c.turnId !== turnId), { names: !ask });
      const blocks = [await contextToSend(input.page, ask), earlier].filter((b) => b !== undefined);
      if (!blocks.length) return rows;
      // Stored while the first request is built from `rows`; the next round's read waits on it.
      patched = db.messages.update(asked.id, { content: [...blocks, ...asked.content] });
      patched.catch(() => undefined); // a failure fails the next round (await patched)
      return rows.map((r) => (r.id === asked.id ? { ...r, content: [...blocks, ...r.content] } : r));
    };
    // Memory the organisation turned off is neither sent nor added to (service.ts remember).
    const [rows, memory, facts] = await Promise.all([history(), policy.disableMemory ? [] : listMemory(db, conversation.identity), readFacts(deps.odoo)]);
    const mode = deps.settings.permissionMode;
    const gateLimits = gateLimitsOf(policy);
    // Planned once per turn (lib/agent/turn-request.ts, as the token bench builds it), so every
    // round of the turn shares the cached prefix.
    const turn = await prepareTurn(
      {
        rows, turnId, summary: conversation.summary, historyTokens: limits.historyTokens, skills: deps.skills, rights: deps.rights ?? null, mode, limits: gateLimits,
        facts: facts && ask ? withoutNames(facts) : facts, memory, now: deps.now(), instructions: { organisation: policy.instructions, user: deps.settings.instructions },
        model: deps.settings.model, maxTokens: limits.maxTokens,
      },
      async (previous, fold) => {
        const made = await summarize(deps.client, deps.summaryModel ?? SUMMARY_MODEL, previous, fold, signal, veil && { veil, keep: () => keepVeil(db, conversation, veil) });
        const upToMessageId = fold[fold.length - 1]!.at(-1)!.id;
        const fellBack = made.fellBack ? { fellBack: made.fellBack } : {};
        await db.conversations.update(conversationId, { summary: { text: made.text, upToMessageId, ...fellBack } });
        await addConversationUsage(db, conversationId, made.usage);
        await countCost(made.usage, deps.summaryModel ?? SUMMARY_MODEL);
        return made.text;
      },
    );
    const offered = turn.offered;
    const executed = new Set(rows.flatMap((r) => r.content.flatMap((b) => (isToolResult(b) ? [b.tool_use_id] : []))));
    const taint = new TurnTaint({
      userText: userWords(rows.filter((r) => r.turnId === turnId)),
      page: input.page,
      names: async (model, ids) => Object.fromEntries((await deps.odoo.read(model, ids, ['display_name'])).map((r) => [r.id, String(r.display_name ?? `#${r.id}`)])),
      fields: (model) => deps.odoo.fieldsGet(model),
    });
    // Read Odoo earlier (in this turn too, when it resumes after a question a restart cut off).
    for (const source of initialSources(input.page, rows.some((r) => r.content.some(isToolResult)))) taint.read(source);
    for (const c of await chosen) {
      const id = c.options[c.answer!]?.id;
      if (c.model && id !== undefined) taint.chose(c.model, id);
    }
    if (carriesFiles(rows.filter((r) => r.turnId === turnId))) taint.read('document');
    let writes = 0;
    let sessionExpired = false;
    let writeBudgetHit = false;

    for (let round = 0; ; round++) {
      // The first round reuses what the turn just read (the conversation, `rows`): its request leaves sooner.
      if (round > 0) await patched;
      const spent = inputEquivalent((round === 0 ? conversation : await db.conversations.get(conversationId))?.usage ?? conversation.usage);
      if (spent >= limits.conversationTokens) {
        throw new BudgetError(said('budget.conversation', { tokens: limits.conversationTokens }));
      }
      const current = await expandFiles(db, (round === 0 ? rows : await loadMessages(db, conversationId)).filter((r) => r.turnId === turnId));
      const body = veil ? maskBody(veil, requestFor(turn, current)) : requestFor(turn, current);
      if (veil) await keepVeil(db, conversation, veil);
      const shown = veil?.unmaskStream();

      streamed = false;
      // The model request leaves while the reply's row is written: its saves wait on that write.
      const { message: created, written } = startMessage(db, { conversationId, turnId, role: 'assistant', content: [], status: 'streaming' });
      written.catch(() => undefined); // its failure fails the first save, below
      const save = messageWriter(db, created.id, written);
      row = { id: created.id, save };
      const askedAt = Date.now();
      const outcome = await streamRound({
        client: deps.client,
        body,
        signal,
        onText: (delta) => {
          streamed = true;
          const text = shown ? shown.push(delta) : delta;
          if (text) deps.emit({ type: 'turn/delta', turnId, messageId: created.id, text });
        },
        onProgress: (content) => save({ content: veil ? unmaskContent(veil, content) : content }),
      });
      const rest = shown?.flush();
      if (rest) deps.emit({ type: 'turn/delta', turnId, messageId: created.id, text: rest });
      if (veil && outcome.ok) outcome.content = unmaskContent(veil, outcome.content);
      if (veil && !outcome.ok) outcome.partial = unmaskContent(veil, outcome.partial);
      if (!outcome.ok) {
        await save({ content: outcome.partial, status: isAbort(outcome.error, signal) ? 'stopped' : 'error' });
        throw outcome.error;
      }
      await addConversationUsage(db, conversationId, outcome.message.usage);
      await save({ model: deps.settings.model, usage: addUsage(emptyUsage(), outcome.message.usage), ms: Date.now() - askedAt });
      await countCost(outcome.message.usage, deps.settings.model);
      const unparsed = new Set(outcome.unparsed);
      const calls = outcome.content.filter(isToolUse).map((b): ToolCall => ({ id: b.id, name: b.name, input: b.input, ...(unparsed.has(b.id) ? { unparsed: true } : {}) }));

      if (outcome.message.stop_reason === 'max_tokens') {
        await save({ content: outcome.content.filter((b) => !isToolUse(b)), status: 'done' });
        return end('budget', (await words()).t('budget.length', { tokens: limits.maxTokens }), 'none');
      }
      if (!calls.length) {
        // An answer that says it changed something while the journal has nothing of this turn.
        const unbacked = claimsChange(textOf(outcome.content)) && !(await wroteInTurn(db, turnId));
        await save({ content: outcome.content, status: 'done', ...(unbacked ? { unbacked: true as const } : {}) });
        const stop = outcome.message.stop_reason;
        if (stop === 'refusal') return end('error', (await words()).t('budget.declined'), 'none');
        if (stop === 'model_context_window_exceeded') return end('budget', (await words()).t('budget.tooLong'), 'none');
        return end('done');
      }
      await save({ content: outcome.content }); // still 'streaming' until its tool results are saved
      if (round >= limits.toolRounds) {
        await saveResults(calls.map((c) => notRun(c.id, 'the limit of tool steps for one turn was reached')));
        await save({ status: 'done' });
        return end('budget', (await words()).t('budget.rounds', { count: limits.toolRounds }), 'none');
      }
      const audits: Record<string, ToolAudit> = {};
      const results = await runToolCalls(calls, {
        skills: new Map(offered.map((s) => [s.name, s])),
        unoffered: turn.unoffered,
        mode,
        limits: gateLimits,
        policy,
        ...(ask ? { askToSend: ask } : {}),
        ...(deps.settingsNow ? { recheck: async (plan: Plan) => writeRefusal(await deps.settingsNow!(), plan) } : {}),
        odoo: deps.odoo,
        journal: deps.journal,
        confirms: deps.confirms,
        ...(deps.choices ? { choices: deps.choices } : {}),
        page: input.page,
        signal,
        conversationId,
        turnId,
        executed,
        emit: deps.emit,
        openInTab: deps.openInTab,
        fillForm: deps.fillForm,
        // What is left of the conversation's budget when the file is asked for (this round's usage counted).
        files: conversationFiles(db, conversationId, async () => limits.conversationTokens - inputEquivalent((await db.conversations.get(conversationId))?.usage ?? conversation.usage)),
        taint,
        checkBudget: () => {
          if (writes >= limits.writes) {
            writeBudgetHit = true;
            throw new BudgetError(`Limit reached: at most ${limits.writes} changes per turn. Nothing more was written.`);
          }
        },
        countWrite: () => void writes++,
        onSessionExpired: () => (sessionExpired = true),
        onAccessDenied: () => deps.onAccessDenied?.(),
        audit: (id, cost) => (audits[id] = cost),
      });
      await saveResults(results, audits);
      await save({ status: signal.aborted ? 'stopped' : 'done' });
      signal.throwIfAborted();
      if (sessionExpired) throw new OdooError({ kind: 'session_expired' });
      if (writeBudgetHit) return end('budget', (await words()).t('budget.writes', { count: limits.writes }), 'none');
    }
  } catch (error) {
    if (isAbort(error, signal)) {
      if (row) await row.save({ status: 'stopped' }).catch(() => undefined);
      return end('stopped');
    }
    const failure = describeError(error, { cutOff: streamed, i18n: await words() });
    if (row) await row.save({ status: 'error', error: failure.said }).catch(() => undefined);
    return end(failure.status, failure.message, failure.remedy);
  }

  async function saveResults(results: Json[], tools?: Record<string, ToolAudit>): Promise<Message> {
    return addMessage(db, { conversationId, turnId, role: 'user', content: results, status: 'done', ...(tools && Object.keys(tools).length ? { tools } : {}) });
  }
}

/** Who and where, from the session; the company is the first the turn acts in (its client's). */
async function readFacts(odoo: OdooClient): Promise<SessionFacts | null> {
  try {
    return sessionFacts(await odoo.session(), odoo.companyIds);
  } catch (error) {
    if (isOdooError(error, 'session_expired')) throw error;
    return null; // Odoo unreachable: the model can still answer; its tools will say why they fail
  }
}

async function wroteInTurn(db: WeftDb, turnId: string): Promise<boolean> {
  return (await db.operations.where('turnId').equals(turnId).filter((o) => o.status !== 'failed').count()) > 0;
}

const textOf = (content: Json[]): string => content.filter(isText).map((b) => b.text).join('\n');

const notRun = (id: string, why: string): Json => ({ type: 'tool_result', tool_use_id: id, content: `Not run: ${why}.`, is_error: true });

type ToolUseJson = { type: 'tool_use'; id: string; name: string; input: Json };
const isToolUse = (b: Json): b is ToolUseJson => typeof b === 'object' && b !== null && !Array.isArray(b) && b.type === 'tool_use';
/** The user's own words in this turn's messages: text blocks other than the page context block. */
function userWords(rows: Message[]): string {
  return rows
    .filter((r) => r.role === 'user')
    .flatMap((r) => r.content.filter((b): b is { type: 'text'; text: string } => isText(b) && !isContextBlock(b)).map((b) => b.text))
    .join('\n');
}

const isText = (b: Json): b is { type: 'text'; text: string } => typeof b === 'object' && b !== null && !Array.isArray(b) && b.type === 'text' && typeof b.text === 'string';
const isToolResult = (b: Json): b is { type: 'tool_result'; tool_use_id: string } =>
  typeof b === 'object' && b !== null && !Array.isArray(b) && b.type === 'tool_result' && typeof b.tool_use_id === 'string';
