import { useEffect, useState, type RefObject } from 'react';

export interface WaitingCards {
  /** Waiting cards whose Approve and Decline are not wholly in view in the chat. */
  outOfView: number;
  /** Esc was pressed while a change waited: it stopped nothing, and the bar says so. */
  escHeld: boolean;
  /** The reply was stopped while this many changes waited: they were not made, and the bar says so. */
  stoppedWith: number;
  /** Brings the first waiting card out of view (else the first) into view and focuses it. */
  show(): void;
  /** Esc in the panel: true when a change waits, so Esc must not stop the reply (and cancel it) unsaid. */
  holdEscape(): boolean;
  /** The user pressed Stop: what waited is said to be dropped. */
  noteStop(): void;
  dismiss(): void;
}

const cardOf = (scroller: HTMLElement | null, id: string) => scroller?.querySelector<HTMLElement>(`[data-pending-id="${CSS.escape(id)}"]`) ?? null;

/**
 * The confirm cards that wait in the chat, watched against the chat's scrolling area: a card whose
 * buttons are scrolled away or cut off is announced, Esc never cancels one silently, and Stop says
 * what it dropped. `turnId` resets what was said when another turn starts.
 */
export function useWaitingCards(scroller: RefObject<HTMLElement | null>, pendingIds: readonly string[], turnId: string | undefined): WaitingCards {
  const [hidden, setHidden] = useState<ReadonlySet<string>>(new Set());
  const [escHeld, setEscHeld] = useState(false);
  const [stopped, setStopped] = useState({ turnId, count: 0 });
  const key = pendingIds.join(' ');

  useEffect(() => {
    setHidden(new Set());
    if (!pendingIds.length) setEscHeld(false);
    const root = scroller.current;
    if (!root || !pendingIds.length || typeof IntersectionObserver === 'undefined') return;
    // The buttons, not the card: a tall card half in view still needs a scroll before the click.
    const observer = new IntersectionObserver((entries) => setHidden((was) => {
      const next = new Set(was);
      for (const e of entries) {
        const id = (e.target as HTMLElement).closest<HTMLElement>('[data-pending-id]')?.dataset.pendingId;
        if (id) (e.intersectionRatio > 0.99 ? next.delete(id) : next.add(id));
      }
      return next;
    }), { root, threshold: [0, 0.5, 1] });
    for (const id of pendingIds) {
      const actions = cardOf(root, id)?.querySelector('.actions');
      if (actions) observer.observe(actions);
    }
    return () => observer.disconnect();
  }, [key]);

  const show = () => {
    const id = pendingIds.find((p) => hidden.has(p)) ?? pendingIds[0];
    const card = id ? cardOf(scroller.current, id) : null;
    if (!card) return;
    // Its end in view: the buttons, and as much of what they approve as fits above them.
    card.scrollIntoView({ block: card.offsetHeight > (scroller.current?.clientHeight ?? 0) ? 'end' : 'nearest' });
    card.focus({ preventScroll: true });
  };

  return {
    outOfView: pendingIds.filter((id) => hidden.has(id)).length,
    escHeld: escHeld && pendingIds.length > 0,
    stoppedWith: stopped.turnId === turnId ? stopped.count : 0,
    show,
    holdEscape: () => {
      if (!pendingIds.length) return false;
      setEscHeld(true);
      show();
      return true;
    },
    noteStop: () => {
      if (pendingIds.length) setStopped({ turnId, count: pendingIds.length });
    },
    dismiss: () => (setEscHeld(false), setStopped({ turnId, count: 0 })),
  };
}
