// Trail notes seeded straight into the Odoo stand-in, as lib/ops/trail.ts writes them, for the team view's e2e and screenshots.
import { i18nFor } from '@/lib/i18n';
import { trailNote } from '@/lib/ops/trail';
import type { JournalEntry } from '@/lib/ops/types';
import type { OdooStandIn } from '../stand-ins/odoo/server';

/**
 * Thirty notes as the trail logs them (lib/ops/trail.ts), written in `lang` by Mitchell Admin and
 * Marc Demo over the last hours, on contacts and quotations, one of them an undo's.
 */
export function seedTrail(odoo: OdooStandIn, lang: string): void {
  const i18n = i18nFor(lang, []);
  // The field labels Odoo gives in that language (the trail writes them from fields_get).
  const words = {
    en: ['Phone', 'Customer Reference'], fr: ['Téléphone', 'Référence client'], es: ['Teléfono', 'Referencia del cliente'],
    de: ['Telefon', 'Kundenreferenz'], nl: ['Telefoon', 'Klantreferentie'],
  }[lang.slice(0, 2)]!;
  const authors = [{ partner: 3, name: 'Mitchell Admin' }, { partner: 7, name: 'Marc Demo' }];
  for (let i = 0; i < 30; i++) {
    const author = authors[i % 2]!;
    const order = i % 3 === 0;
    const undo = i === 28;
    const [model, resId] = order ? ['sale.order', 1 + (i % 5)] : ['res.partner', [5, 8, 10, 11][i % 4]!];
    const entry = {
      kind: 'write', model, recordIds: [resId], undoable: true, ...(undo ? { undoOf: 'x' } : {}),
      labels: order ? { client_order_ref: words[1] } : { phone: words[0] },
      before: { [resId]: order ? { client_order_ref: false } : { phone: undo ? `+1 555 01${i}` : '+1 555 0100' } },
      after: { [resId]: order ? { client_order_ref: `PO-${1000 + i}` } : { phone: undo ? '+1 555 0100' : `+1 555 01${String(i).padStart(2, '0')}` } },
    } as unknown as JournalEntry;
    const fields = { phone: { type: 'char', string: words[0] }, client_order_ref: { type: 'char', string: words[1] } } as never;
    const at = new Date(Date.now() - (30 - i) * 7 * 60_000).toISOString().slice(0, 19).replace('T', ' ');
    const record = odoo.db.get(model, resId);
    odoo.db.create('mail.message', {
      model, res_id: resId, record_name: String(record?.name ?? ''), message_type: 'comment', subtype_id: 2, author_id: author.partner, date: at, subject: false,
      body: trailNote(entry, resId, fields, i18n, author.name),
    });
  }
}

