export { Journal, type JournalOptions, type TurnUndo } from './journal';
export { WORKFLOW_ACTIONS, actionsFor, findAction, undoForAction, type ActionUndo, type UndoStep, type WorkflowAction } from './actions';
export { findConflicts, hasConflicts, planRestore, type RestorePlan } from './conflict';
export { OpsError } from './errors';
export { toCsv, toJson } from './export';
export { valueEquals, toWriteValue, displayValue } from './values';
export type * from './types';
