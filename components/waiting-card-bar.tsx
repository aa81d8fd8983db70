import type { WaitingCards } from './use-waiting-cards';
import { useI18n } from './use-i18n';

/**
 * One line above the composer about the changes that wait in the chat: a card scrolled away or cut
 * off is announced with a button that brings it back; Esc held back and Stop are said in words.
 * The live region stays in the page (empty, hidden by CSS) so what appears in it is announced.
 */
export function WaitingCardBar({ waiting }: { waiting: WaitingCards }) {
  const { t } = useI18n();
  const { outOfView, escHeld, stoppedWith } = waiting;
  return (
    <div className="waiting-bar" role="status">
      {stoppedWith > 0 ? (
        <>
          <span>{t('cards.stopped', { count: stoppedWith })}</span>
          <button type="button" className="link" onClick={waiting.dismiss}>{t('app.dismiss')}</button>
        </>
      ) : (
        <>
          {escHeld && <span>{t('cards.escHeld')}</span>}
          {outOfView > 0 && <button type="button" className="link" onClick={waiting.show}>{t('cards.waits', { count: outOfView })}</button>}
        </>
      )}
    </div>
  );
}
