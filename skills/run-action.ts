import { z } from 'zod';
import type { Json } from '@/lib/db';
import { actionNeed, actionsFor, findAction, whyNotOn, WORKFLOW_ACTIONS } from '@/lib/ops/actions';
import { may, type Rights } from '@/lib/skills/rights';
import { operationResult } from '@/lib/skills/compact';
import { defineSkill, type Skill } from '@/lib/skills/define-skill';
import { idsInput, modelInput } from '@/lib/skills/inputs';
import { SkillError } from '@/lib/util/skill-error';

// Short on purpose (every tool is sent every turn): the page block names the methods of the model
// on screen (lib/agent/context.ts), and a wrong method is answered with the allowed ones.
const DESCRIPTION =
  "Press workflow buttons: confirm, cancel, lock, validate or reserve a receipt or delivery, create invoice, register payment, credit note, send quotation by e-mail, lead won/lost, produce. Methods: in the page block; a wrong one lists them.";

const input = z.object({
  model: modelInput,
  ids: idsInput,
  method: z.string().describe('Method'),
  values: z.record(z.string(), z.unknown()).optional().describe('Dialog fields'),
});

// Fitted to the user's rights: only actions on models they may write (none: not offered at all).
const fit = {
  needs: [...new Set(WORKFLOW_ACTIONS.map(actionNeed))],
  to: (rights: Rights) => (WORKFLOW_ACTIONS.some((a) => may(rights, a.model, 'write')) ? runActionFor(rights) : undefined),
};

function runActionFor(rights: Rights | null): Skill<typeof input, ReturnType<typeof operationResult>> {
  const offered = WORKFLOW_ACTIONS.filter((a) => may(rights, a.model, 'write'));
  return defineSkill({
    name: 'run_action',
    description: DESCRIPTION,
    hint: "confirm, validate, cancel, post, register payment, send by email, won/lost, produce",
    terms: {
      en: 'return the delivery, return the goods, lock the order, unlock, set back to draft, check availability, reserve the stock, unreserve, release the reservation, mark as to do, confirm, confirm the sales order, confirm the quotation, validate, approve, approve the purchase order, post the invoice, cancel, reset to draft, register a payment, record a payment, mark as paid, create the invoice, invoice the order, down payment, deposit, invoice a deposit, advance payment, prepayment, credit note, issue a credit note, refund, reverse, send quotation by email, send quote, mark as won, mark as lost, receive the goods, deliver, workflow button, status, lock, manufacturing, MO, produce, produce all, mark as done, build, manufacture, finish production, unbuild, disassemble, reserve components, cancel production, scrap, write off, scrap order, damaged goods, close the manufacturing order',
      fr: 'retourner la livraison, retour, verrouiller, déverrouiller, vérifier la disponibilité, réserver, annuler la réservation, marquer comme à faire, confirmer, confirmer la commande, valider, approuver, comptabiliser, annuler, remettre en brouillon, enregistrer un paiement, marquer comme payée, créer la facture, acompte, facture d’acompte, facturer un acompte, avance, avoir, rembourser, envoyer le devis par email, marquer comme gagnée, perdue, réceptionner, livrer, statut, bouton, ordre de fabrication, OF, fabrication, produire, tout produire, marquer comme fait, fabriquer, terminer la production, déconstruire, désassembler, réserver les composants, rebut, mettre au rebut, reliquat, créer un reliquat, pas de reliquat',
      es: 'devolver la entrega, devolución, bloquear, desbloquear, comprobar disponibilidad, reservar, anular la reserva, marcar como por realizar, confirmar, confirmar el pedido, validar, aprobar, publicar la factura, contabilizar, cancelar, volver a borrador, registrar un pago, marcar como pagada, crear la factura, anticipo, factura de anticipo, facturar un anticipo, pago anticipado, nota de crédito, factura rectificativa, reembolso, enviar la cotización por correo, enviar presupuesto, marcar como ganada, perdida, recibir, entregar, estado, botón, orden de fabricación, OF, fabricación, producir, producir todo, marcar como hecho, fabricar, terminar la producción, desmontar, reservar componentes, desechar, desecho',
      de: 'Lieferung retournieren, Retoure, sperren, entsperren, Verfügbarkeit prüfen, reservieren, Reservierung aufheben, als zu erledigen markieren, bestätigen, Bestellung bestätigen, Auftrag freigeben, validieren, genehmigen, freigeben, buchen, stornieren, abbrechen, auf Entwurf setzen, Zahlung erfassen, Zahlung registrieren, als bezahlt markieren, Rechnung erstellen, Anzahlung, Anzahlungsrechnung, Vorauszahlung, Abschlagsrechnung, Gutschrift, Storno, Angebot per Email senden, als gewonnen markieren, verloren, Wareneingang, empfangen, liefern, Status, Schaltfläche, Fertigungsauftrag, Produktionsauftrag, Fertigung, produzieren, alles produzieren, als erledigt markieren, fertigen, herstellen, Demontage, zerlegen, Komponenten reservieren, Ausschuss, verschrotten, Rückstand, kein Rückstand',
      nl: 'levering retourneren, retour, vergrendelen, ontgrendelen, beschikbaarheid controleren, reserveren, reservering opheffen, markeer als te doen, bevestigen, order bevestigen, valideren, goedkeuren, boeken, annuleren, terug naar concept, betaling registreren, als betaald markeren, factuur maken, aanbetaling, voorschot, voorschotfactuur, aanbetaling factureren, creditnota, terugbetaling, offerte per email versturen, als gewonnen markeren, verloren, ontvangen, leveren, status, knop, productie, produceren, produceer alles, markeren als gereed, maken, fabriceren, demontage, demonteren, componenten reserveren, afkeuren, afkeuring',
    },
    input,
    risk: 'destructive',
    fit,
    async execute({ model, ids, method, values }, { write, odoo }) {
      const major = (await odoo.version()).major;
      const row = offered.find((a) => a.model === model && a.method === method);
      if (!row && !may(rights, model, 'write') && findAction(model, method)) {
        throw new SkillError(`The user's Odoo access rights do not allow changing ${model} records.`, 'Tell the user; an Odoo administrator can grant the right.');
      }
      const action = row && findAction(model, method, major);
      // In the table but not on this version: say why.
      const why = row && whyNotOn(row, major);
      if (row && why) throw new SkillError(`${row.label} is not run by Weft on Odoo ${major}.`, why);
      if (!action) {
        const choices = actionsFor(model, major).filter((a) => may(rights, a.model, 'write')).map((a) => `${a.method} (${a.description})`);
        throw new SkillError(
          `'${method}' is not an allowed action on ${model} here.`,
          choices.length ? `Allowed on ${model}: ${choices.join('; ')}` : `No actions are allowed on ${model}; use update_records, or ask the user to do it in Odoo.`,
        );
      }
      return operationResult(await write({ kind: 'action', model, ids, method, ...(values ? { values: values as Record<string, Json> } : {}) }));
    },
    summary: ({ model, method }, out) => `Ran ${findAction(model, method)?.label ?? method} on ${out.names.join(', ') || `${out.ids.length} ${model}`}`,
  });
}

export default runActionFor(null);
