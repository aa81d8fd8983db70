/** At most `max` characters, with an ellipsis when cut. */
export function truncate(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

/** Whitespace folded to single spaces, at most `max` characters. */
export function oneLine(text: string, max = 160): string {
  return truncate(text.replace(/\s+/g, ' ').trim(), max);
}
