import type { KeyboardEvent } from 'react';
import type { Translate } from '@/lib/i18n';

// Keyboard Approve and Decline of a confirm card, only with the focus on the card (its buttons and
// fields included) and only with Ctrl (⌘ on a Mac): a plain Enter or Esc never answers a change.

const isMac = () => typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent);

/** The names of the two keys as this computer's keyboard labels them (a Mac's by their symbols). */
export function cardKeyNames(t: Translate): { approve: string; decline: string } {
  return isMac() ? { approve: '⌘↩', decline: '⌘⌫' } : { approve: t('cards.keyApprove'), decline: t('cards.keyDecline') };
}

const typesText = (el: EventTarget | null) =>
  el instanceof HTMLElement && (el.isContentEditable || el instanceof HTMLTextAreaElement || (el instanceof HTMLInputElement && !['checkbox', 'radio', 'button'].includes(el.type)));

/** What a key pressed on the card answers: true approve, false decline, null nothing. */
export function cardKeyAnswer(e: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey' | 'repeat' | 'target'>): boolean | null {
  if (e.repeat || e.altKey || e.shiftKey || !(isMac() ? e.metaKey : e.ctrlKey)) return null;
  if (e.key === 'Enter') return true;
  // In a field of the card, Ctrl+Backspace deletes a word, as everywhere else.
  if (e.key === 'Backspace' && !typesText(e.target)) return false;
  return null;
}
