// Sender checks: a message is only trusted when it comes from our own extension, and from the
// place that kind of message may come from.

export interface SenderLike {
  id?: string;
  url?: string;
  origin?: string;
  tab?: { id?: number };
}

/** Side-panel commands: our extension id and one of our own pages. */
export function isOwnPage(sender: SenderLike | undefined, extensionId: string, pageUrls: string[]): boolean {
  if (!sender || sender.id !== extensionId || !sender.url) return false;
  return pageUrls.some((page) => sender.url === page || sender.url!.startsWith(page + '?') || sender.url!.startsWith(page + '#'));
}

/** Content-script messages: our extension id, from a tab whose origin the user granted. */
export function isGrantedContentScript(
  sender: SenderLike | undefined,
  extensionId: string,
  grantedOrigins: readonly string[],
): boolean {
  if (!sender || sender.id !== extensionId || sender.tab?.id === undefined || !sender.url) return false;
  const origin = originOf(sender.url);
  return origin !== null && grantedOrigins.includes(origin);
}

export function originOf(url: string): string | null {
  try {
    const u = new URL(url);
    return u.protocol === 'http:' || u.protocol === 'https:' ? u.origin : null;
  } catch {
    return null;
  }
}
