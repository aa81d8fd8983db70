import type { Usage } from '@/lib/db';
import { compactNumber } from './format';

/** Tokens this conversation used, small: input, read from cache, output. */
export function UsageLine({ usage }: { usage: Usage | undefined }) {
  if (!usage || usage.input + usage.output + usage.cacheRead + usage.cacheWrite === 0) return null;
  const title = `Input ${usage.input.toLocaleString()} · cache read ${usage.cacheRead.toLocaleString()} · cache write ${usage.cacheWrite.toLocaleString()} · output ${usage.output.toLocaleString()} tokens`;
  return (
    <span className="usage muted small" title={title} aria-label={title}>
      in {compactNumber(usage.input)} · cached {compactNumber(usage.cacheRead)} · out {compactNumber(usage.output)}
    </span>
  );
}
