export { createSuggestionEngine, DEBOUNCE_MS, HOURLY_CAP, type EngineStats, type SuggestionEngine, type SuggestionEngineOptions } from './engine';
export { memoryMutedProbes, mutedProbes, type MutedProbes } from './muted';
export { defineProbe, type Probe, type ProbeRun, type SuggestionAction, type SuggestionDraft } from './probe';
export { PROBES } from './probes';
export { runProbesOnce, type RunOnceInput, type RunOnceResult } from './run-once';
export { visibleSuggestions } from './store';
export { noticeFor, type Notice } from './notice';
