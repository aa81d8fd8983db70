/** A clock whose readings strictly increase, so rows written in one millisecond keep their order. */
export function increasingClock(clock: () => number = Date.now): () => number {
  let last = 0;
  return () => (last = Math.max(clock(), last + 1));
}
