// The one protocol between the content script, the service worker and the side panel, a file per
// direction or family: content script -> worker (page-messages), side panel -> worker
// (panel-commands), worker -> side panel (worker-events), and the shapes they share (card-messages,
// team-messages, values). Every message is parsed with these schemas where it arrives; anything
// else is dropped. Worker -> content script is tab-protocol.ts (zod's small build).
export * from './page-messages';
export * from './card-messages';
export { TeamFilterMsg } from './team-messages';
export { TextMsg } from './values';
export * from './panel-commands';
export * from './worker-events';
export { PANEL_PORT } from './panel-port';
export { PAGE_KEPT, PAGE_PORT } from './page-port';
