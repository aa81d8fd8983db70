import type { EvalTask } from '../task';
import { MONEY_QUESTIONS } from './questions-money';
import { SALES_QUESTIONS } from './questions-sales';
import { SUGGESTIONS } from './suggestions';
import { UNDOS, WRITES } from './writes';

/** Every task of `npm run eval`, by job: chat (questions, then changes), suggestions, undo. */
export const TASKS: EvalTask[] = [...SALES_QUESTIONS, ...MONEY_QUESTIONS, ...WRITES, ...SUGGESTIONS, ...UNDOS];
