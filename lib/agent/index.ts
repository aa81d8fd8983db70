export { createChatService, type ChatService, type ChatServiceDeps, type SendInput, type SendResult } from './service';
export { createModelClient, SUMMARY_MODEL } from './client';
export { CONTEXT_TAG, isContextBlock, STATIC_SYSTEM } from './context';
export { decide, isOffered, offeredSkills, type JournalLike } from './gate';
export { argsHash } from './confirm-gate';
export { DEFAULT_LIMITS, type TurnEnded, type TurnLimits } from './turn-deps';
export { addMemory, listMemory, parseRemember, removeMemory } from './memory';
export { prepareTurn, requestFor, type PreparedTurn, type TurnSetting } from './turn-request';
export { CONVERSATION_TOKEN_CAP, inputEquivalent } from './usage';
