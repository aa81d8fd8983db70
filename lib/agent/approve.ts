// The one approval pipeline every write passes, whoever asks for it: decide by effect -> preview
// -> ask -> judge again by the settings and policy of now -> run through the journal. The model's
// turns (gate.ts gatedWriter), suggestions' proposals and kept cards (propose.ts) differ by the
// parameters they give it, never by the steps.
import type { WriteOutcome, WritePreview, WriteSpec } from '@/lib/ops/types';

/** What deciding a write by its effects says: run it, ask first (and why, beyond the mode), or refuse. */
export type Decided = { to: 'run' } | { to: 'ask'; because?: string } | { to: 'refuse'; why: string };

export interface Approval {
  /** The write as it will run: what is shown, hashed and approved is exactly this. */
  spec: WriteSpec;
  signal: AbortSignal;
  decide(spec: WriteSpec): Promise<Decided>;
  /** What the card shows (a kept card: the one shown before the restart). */
  preview(spec: WriteSpec): Promise<WritePreview>;
  /** Shows the card; resolves with the user's answer (only the panel's click answers it). */
  ask(spec: WriteSpec, preview: WritePreview): Promise<boolean>;
  /** After Approve: why the settings and policy of now refuse the write, if they do. */
  recheck(spec: WriteSpec): Promise<string | undefined>;
  /** Just before the write runs (a turn counts it against its budget). */
  beforeRun?(): void;
  /** Journal.run, under the turn's identity and companies. */
  run(spec: WriteSpec): Promise<WriteOutcome>;
}

export type Approved =
  | { status: 'done'; outcome: WriteOutcome; preview?: WritePreview }
  | { status: 'declined'; preview: WritePreview }
  /** `afterApprove`: the user approved, and the settings or policy of now refused it. */
  | { status: 'refused'; why: string; afterApprove: boolean };

export async function approveAndRun(a: Approval): Promise<Approved> {
  a.signal.throwIfAborted();
  const decided = await a.decide(a.spec);
  if (decided.to === 'refuse') return { status: 'refused', why: decided.why, afterApprove: false };
  let preview: WritePreview | undefined;
  if (decided.to === 'ask') {
    preview = { ...(await a.preview(a.spec)), ...(decided.because ? { askedBecause: decided.because } : {}) };
    if (!(await a.ask(a.spec, preview))) return { status: 'declined', preview };
    const refused = await a.recheck(a.spec);
    if (refused) return { status: 'refused', why: refused, afterApprove: true };
  }
  a.signal.throwIfAborted();
  a.beforeRun?.();
  return { status: 'done', outcome: await a.run(a.spec), ...(preview ? { preview } : {}) };
}
