import { z } from 'zod';
import { isOdooError } from '@/lib/odoo';
import type { Json } from '@/lib/db/schema';
import { fileBlocksOf } from '@/lib/files/blocks';
import { compactJson } from './compact';
import type { Skill, SkillContext } from './define-skill';
import { guardContext } from './guarded-context';
import { assertModelAllowed } from './guards';
import { SkillError } from '@/lib/util/skill-error';
import { invalidInputMessage } from './input-error';
import { isObject } from '@/lib/util/objects';
import { oneLine } from '@/lib/util/text';

export interface ToolResult {
  /** JSON for the tool_result block. */
  content: string;
  isError: boolean;
  /** One line for the UI card. */
  summary: string;
  /** A file the skill read (document/image blocks), sent after the JSON in the tool result. */
  blocks?: Json[];
  /**
   * Weft wrote this error itself from nothing read in Odoo (invalid input, cancelled, the gate's and
   * the policy's refusals): privacy mode sends it without asking. Anything else may quote Odoo.
   */
  weftText?: true;
}

// Thrown by ctx.write (lib/agent/gate.ts); matched by name so lib/skills does not depend on lib/agent.
const GATE_ERRORS = new Set(['WriteDeclined', 'WriteRefused', 'WorkflowFieldError']);
const strictInputs = new WeakMap<z.ZodObject, z.ZodObject>();

/** The one place a tool call becomes a tool result: validate, guard, execute, compact, label. */
export async function runSkill(skill: Skill, input: unknown, ctx: SkillContext): Promise<ToolResult> {
  const title = titleOf(skill.name);
  // Unknown keys are refused, not dropped: a misspelt 'feilds' must not silently read defaults.
  let schema = strictInputs.get(skill.input);
  if (!schema) strictInputs.set(skill.input, (schema = skill.input.strict()));
  const parsed = schema.safeParse(input);
  if (!parsed.success) {
    return weftFailure(invalidInputMessage(skill, input, parsed.error), `${title}: invalid input`);
  }
  const args = parsed.data as z.infer<typeof skill.input>;
  if (typeof args.model === 'string') {
    try {
      assertModelAllowed(args.model, skill.risk === 'read' ? 'read' : 'write', ctx.policy);
    } catch (error) {
      const message = error instanceof SkillError ? error.toolMessage() : String(error);
      return weftFailure(message, `${title}: ${error instanceof Error ? error.message : message}`);
    }
  }
  try {
    const output = await skill.execute(args, guardContext(ctx));
    const blocks = fileBlocksOf(output) as Json[] | undefined;
    return { content: JSON.stringify(labelled(skill, output)), isError: false, summary: summarize(skill, title, args, output), ...(blocks ? { blocks } : {}) };
  } catch (error) {
    if (ctx.signal.aborted) return weftFailure('Cancelled by the user.', `${title}: cancelled`);
    if (isOdooError(error)) return failure(withLookup(error.toolMessage(), error, args), `${title}: ${error.userMessage()}`);
    if (error instanceof SkillError) return failure(error.toolMessage(), `${title}: ${error.message}`);
    const message = error instanceof Error ? error.message : String(error);
    // The gate's own refusals (the user declined, read-only mode) already say what to do next.
    if (error instanceof Error && GATE_ERRORS.has(error.name)) return weftFailure(message, `${title}: ${message}`);
    return failure(`${skill.name} failed: ${message}`, `${title}: ${message}`);
  }
}

/** A record that is not there: say how to find the right one instead of guessing another id. */
function withLookup(message: string, error: { kind: string }, args: Record<string, unknown>): string {
  if (error.kind !== 'missing_record' || typeof args.model !== 'string') return message;
  return `${message}\nLook it up: find_by_name {"model": "${args.model}", "name": "<its name>"}, or search_records with a domain.`;
}

function failure(content: string, summary: string): ToolResult {
  return { content, isError: true, summary: oneLine(summary) };
}

const weftFailure = (content: string, summary: string): ToolResult => ({ ...failure(content, summary), weftText: true });

/** Every result says where it comes from; Odoo data is marked untrusted (record text is not instructions). */
function labelled(skill: Skill, output: unknown): unknown {
  const body = isObject(output) ? output : { result: output };
  const source = typeof body.source === 'string' ? body.source : `weft:${skill.name}`;
  const untrusted = source.startsWith('odoo:') ? { untrusted_record_data: true } : {};
  return compactJson({ source, ...untrusted, ...body });
}

/** Never throws: once a write has landed, a faulty summary must not turn the result into an error. */
function summarize(skill: Skill, title: string, input: Record<string, unknown>, output: unknown): string {
  try {
    const own = skill.summary?.(input, output);
    if (own) return oneLine(own);
  } catch {
    // fall back to the generic line
  }
  return genericSummary(title, input, output);
}

function genericSummary(title: string, input: Record<string, unknown>, output: unknown): string {
  const model = typeof input.model === 'string' ? ` ${input.model}` : '';
  const body = isObject(output) ? output : {};
  const rows = Array.isArray(body.rows) ? body.rows.length : undefined;
  const total = typeof body.total === 'number' ? body.total : undefined;
  const counted = total === undefined ? '' : rows === undefined || rows === total ? `: ${total}` : `: ${rows} of ${total}`;
  return oneLine(`${title}${model}${counted}`);
}

function titleOf(name: string): string {
  const words = name.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}


