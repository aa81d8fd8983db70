import * as z from 'zod/mini';

// Worker <-> content script messages, in zod's small build: the content script runs on every Odoo
// page and stays under its size budget (the full protocol lives in ./protocol.ts).
z.config({ jitless: true });

/** Worker -> content script (tabs.sendMessage): a record the page may be showing was changed by Weft. */
export const TabMessage = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('record/changed'),
    model: z.string().check(z.maxLength(128)),
    ids: z.array(z.number().check(z.int(), z.positive())).check(z.maxLength(1000)),
    /** An AI write, or an undo of one. */
    by: z.enum(['write', 'undo']),
  }),
  /** An important suggestion for this page (lib/suggest/notice.ts): show it as the one in-page notice. */
  z.object({
    type: z.literal('weft/notice'),
    suggestionId: z.string().check(z.minLength(1), z.maxLength(64)),
    title: z.string().check(z.maxLength(300)),
    why: z.string().check(z.maxLength(600)),
  }),
  /** Access to these origins was revoked: remove everything Weft put in the page and stop. */
  z.object({ type: z.literal('weft/detach'), origins: z.array(z.string().check(z.maxLength(512))).check(z.maxLength(100)) }),
]);
export type TabMessage = z.infer<typeof TabMessage>;

/** The content script's answer: reload it (the form is clean), warned (unsaved edits), or not shown. */
export const RecordChangedReply = z.object({ outcome: z.enum(['reload', 'notice', 'elsewhere']) });
export type RecordChangedReply = z.infer<typeof RecordChangedReply>;

/** The worker's answer to the in-page control's 'panel/open' on Firefox: whether the sidebar is open. */
export const PanelOpenReply = z.object({ opened: z.boolean() });
export type PanelOpenReply = z.infer<typeof PanelOpenReply>;

/** Worker -> content script on the page port (page-port.ts): the page messages up to number `seq` arrived. */
export const PageAck = z.object({ type: z.literal('page/ack'), seq: z.number() });
export type PageAck = z.infer<typeof PageAck>;
