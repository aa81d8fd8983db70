import type { Translate } from '@/lib/i18n';
import type { PageContext } from '@/lib/messaging';
import { useI18n } from './use-i18n';

/** Three questions that fit the page beside the panel, for a first answer in one click. */
export function examplesFor(context: PageContext | null, t: Translate): string[] {
  const noun = nounOf(context?.model);
  if (context?.loggedIn && context.viewType === 'form' && typeof context.recordId === 'number') {
    const params = { this: t(`noun.${noun}.this`) };
    return [t('examples.summarise', params), t('examples.recent', params), t('examples.next', params)];
  }
  if (context?.loggedIn && context.model) {
    const params = { plural: t(`noun.${noun}.plural`) };
    return [t('examples.listShows', params), t('examples.listAttention', params), t('examples.salesChart')];
  }
  return [t('examples.overdue'), t('examples.salesChart'), t('examples.lowStock')];
}

// Odoo's technical model names are never shown: a few common ones in words, else "record".
const NOUNS = {
  'res.partner': 'contact',
  'sale.order': 'order',
  'account.move': 'invoice',
  'purchase.order': 'purchase',
  'crm.lead': 'opportunity',
  'product.template': 'product',
  'product.product': 'product',
  'stock.picking': 'transfer',
  'project.task': 'task',
  'hr.employee': 'employee',
} as const;
type Noun = (typeof NOUNS)[keyof typeof NOUNS] | 'record';

function nounOf(model: string | undefined): Noun {
  return (model && NOUNS[model as keyof typeof NOUNS]) || 'record';
}

/** The page's model in words, in the panel's language ("order", "commande"). */
export function pageNoun(model: string | undefined, t: Translate): string {
  return t(`noun.${nounOf(model)}`);
}

export function ExamplePrompts({ context, disabled, onSend }: { context: PageContext | null; disabled: boolean; onSend: (text: string) => void }) {
  const { t } = useI18n();
  return (
    <div className="examples" role="group" aria-label={t('examples.label')}>
      <p className="muted small">{t('examples.intro')}</p>
      {examplesFor(context, t).map((prompt) => (
        <button key={prompt} type="button" className="example" disabled={disabled} onClick={() => onSend(prompt)}>
          {prompt}
        </button>
      ))}
    </div>
  );
}
