// Odoo answers fields_get in the context's language (the user's: fr_FR, de_DE, ...): its field
// labels and selection labels as each version's own catalogs word them, here for the fields that
// cards, Changes and tests show. Odoo 17's words, then what 16, 18 and 19 say otherwise (a version's
// key). A field not listed stays in English, as every label does in an Odoo where the language is
// not loaded. test/contract/labels-translated.contract.test.ts holds the French to real 17 and 19.
import type { OdooVersion } from './model-types.ts';

type Lang = 'fr' | 'de' | 'es' | 'nl';
type Words = Partial<Record<Lang, string>> & Partial<Record<16 | 18 | 19, Partial<Record<Lang, string>>>>;

/** By `model.field`. */
export const FIELD_LABELS: Record<string, Words> = {
  'res.partner.name': { fr: 'Nom', de: 'Name', es: 'Nombre', nl: 'Naam' },
  'res.partner.phone': { fr: 'Téléphone', de: 'Telefon', es: 'Teléfono', nl: 'Telefoon' },
  'res.partner.email': { fr: 'Email', de: 'E-Mail', es: 'Correo electrónico', nl: 'E-mail', 18: { fr: 'E-mail' }, 19: { fr: 'E-mail' } },
  'res.partner.mobile': { fr: 'Mobile', de: 'Mobil', es: 'Móvil', nl: 'Mobiel' },
  'res.partner.city': { fr: 'Ville', de: 'Stadt', es: 'Ciudad', nl: 'Plaats' },
  'res.partner.street': { fr: 'Rue', de: 'Straße', es: 'Calle', nl: 'Straat' },
  'res.partner.zip': { fr: 'Code postal', de: 'PLZ', es: 'C.P.', nl: 'Postcode' },
  'res.partner.country_id': { fr: 'Pays', de: 'Land', es: 'País', nl: 'Land' },
  'res.partner.website': { fr: 'Lien vers un site web', de: 'Website-Link', es: 'Enlace del sitio web', nl: 'Website link' },
  'res.partner.vat': { fr: 'N° TVA', de: 'USt-IdNr.', es: 'NIF', nl: 'Btw nr.', 16: { de: 'USt-IdNr', es: 'Número de Identificación' } },
  'res.partner.function': { fr: 'Poste', de: 'Stelle', es: 'Puesto de trabajo', nl: 'Functie' },
  'res.partner.comment': { fr: 'Notes', de: 'Notizen', es: 'Notas', nl: 'Notities' },
  'res.partner.active': { fr: 'Actif', de: 'Aktiv', es: 'Activo', nl: 'Actief' },
  'sale.order.name': { fr: 'Référence de commande', de: 'Auftragsreferenz', es: 'Referencia del pedido', nl: 'Orderreferentie', 16: { fr: 'Référence de la commande' }, 19: { fr: 'Référence commande' } },
  'sale.order.partner_id': { fr: 'Client', de: 'Kunde', es: 'Cliente', nl: 'Klant' },
  'sale.order.date_order': { fr: 'Date de la commande', de: 'Auftragsdatum', es: 'Fecha de pedido', nl: 'Orderdatum', 16: { de: 'Bestelldatum' } },
  'sale.order.validity_date': { fr: 'Expiration', de: 'Gültigkeit', es: 'Vencimiento', nl: 'Vervaldatum', 16: { de: 'Ablauf', es: 'Expiración' } },
  'sale.order.client_order_ref': { fr: 'Référence client', de: 'Kundenreferenz', es: 'Referencia del cliente', nl: 'Referentie klant', 16: { es: 'Referencia cliente' } },
  'sale.order.order_line': { fr: 'Lignes de commande', de: 'Auftragspositionen', es: 'Líneas del pedido', nl: 'Orderregels', 16: { fr: 'Lignes de la commande', de: 'Auftragszeilen' } },
  'sale.order.state': { fr: 'Statut', de: 'Status', es: 'Estado', nl: 'Status' },
  'sale.order.amount_untaxed': { fr: 'Montant hors taxes', de: 'Nettobetrag', es: 'Base imponible', nl: 'Excl. BTW', 18: { nl: 'Excl. btw' }, 19: { es: 'Importe base', nl: 'Excl. btw' } },
  'sale.order.amount_tax': { fr: 'Taxes', de: 'Steuern', es: 'Impuestos', nl: 'BTW', 18: { nl: 'Btw' }, 19: { nl: 'Btw' } },
  'sale.order.amount_total': { fr: 'Total', de: 'Gesamt', es: 'Total', nl: 'Totaal' },
  'sale.order.user_id': { fr: 'Vendeur', de: 'Vertriebsmitarbeiter', es: 'Comercial', nl: 'Verkoper' },
  'sale.order.note': { fr: 'Conditions générales', de: 'Allgemeine Geschäftsbedingungen', es: 'Términos y condiciones', nl: 'Algemene voorwaarden' },
  'sale.order.line.product_id': { fr: 'Produit', de: 'Produkt', es: 'Producto', nl: 'Product' },
  'sale.order.line.product_uom_qty': { fr: 'Quantité', de: 'Menge', es: 'Cantidad', nl: 'Hoeveelheid', 16: { nl: 'Aantal' }, 18: { nl: 'Aantal' }, 19: { nl: 'Aantal' } },
  'sale.order.line.price_unit': { fr: 'Prix unitaire', de: 'Einzelpreis', es: 'Precio unitario', nl: 'Eenheidsprijs', 16: { de: 'Stückpreis', nl: 'Prijs' }, 18: { nl: 'Prijs' }, 19: { nl: 'Prijs' } },
  'sale.order.line.discount': { fr: 'Remise (%)', de: 'Rabatt (%)', es: 'Descuento (%)', nl: 'Krt. (%)' },
  'sale.order.line.name': { fr: 'Description', de: 'Beschreibung', es: 'Descripción', nl: 'Omschrijving' },
  'sale.order.line.price_subtotal': { fr: 'Sous-total', de: 'Zwischensumme', es: 'Subtotal', nl: 'Subtotaal' },
  'account.move.name': { fr: 'Numéro', de: 'Nummer', es: 'Número', nl: 'Nummer' },
  'account.move.partner_id': { fr: 'Partenaire', de: 'Kunde', es: 'Contacto', nl: 'Relatie', 16: { de: 'Partner', es: 'Partner' }, 18: { es: 'Empresa', nl: 'Partner' }, 19: { es: 'Empresa', nl: 'Partner' } },
  'account.move.invoice_date': { fr: 'Date de facturation', de: 'Ein-/Ausgangsrechnungsdatum', es: 'Fecha de factura', nl: 'Factuurdatum', 16: { de: 'Rechnungsdatum', es: 'Fecha de Factura/Recibo' } },
  'account.move.invoice_date_due': { fr: 'Date d\'échéance', de: 'Fälligkeitsdatum', es: 'Fecha de vencimiento', nl: 'Vervaldatum', 16: { de: 'Fälligkeit' }, 19: { fr: 'Échéance' } },
  'account.move.ref': { fr: 'Référence', de: 'Referenz', es: 'Referencia', nl: 'Referentie' },
  'account.move.state': { fr: 'Statut', de: 'Status', es: 'Estado', nl: 'Status' },
  'account.move.payment_state': { fr: 'Statut du paiement', de: 'Zahlungsstatus', es: 'Estado de pago', nl: 'Status betaling' },
  'account.move.amount_untaxed': { fr: 'Montant hors taxes', de: 'Nettobetrag', es: 'Base imponible', nl: 'Excl. BTW', 16: { fr: 'Montant HT', es: 'Importe neto' }, 18: { nl: 'Excl. btw' }, 19: { es: 'Importe base', nl: 'Excl. btw' } },
  'account.move.amount_tax': { fr: 'Taxe', de: 'Steuer', es: 'Impuesto', nl: 'BTW', 18: { nl: 'Btw' }, 19: { nl: 'Btw' } },
  'account.move.amount_total': { fr: 'Total', de: 'Gesamt', es: 'Total', nl: 'Totaal' },
  'account.move.amount_residual': { fr: 'Montant dû', de: 'Fälliger Betrag', es: 'Importe adeudado', nl: 'Verschuldigd bedrag' },
  'account.move.journal_id': { fr: 'Journal', de: 'Journal', es: 'Diario', nl: 'Dagboek' },
  'account.move.move_type': { fr: 'Type', de: 'Typ', es: 'Tipo', nl: 'Soort' },
  'account.move.invoice_line_ids': { fr: 'Lignes de facture', de: 'Rechnungszeilen', es: 'Líneas de factura', nl: 'Factuurregels', 16: { de: 'Rechnungspositionen' } },
  'account.move.line.name': { fr: 'Libellé', de: 'Buchungstext', es: 'Etiqueta', nl: 'Omschrijving', 16: { nl: 'Label' } },
  'account.move.line.quantity': { fr: 'Quantité', de: 'Menge', es: 'Cantidad', nl: 'Hoeveelheid', 16: { nl: 'Aantal' }, 18: { nl: 'Aantal' }, 19: { nl: 'Aantal' } },
  'account.move.line.price_unit': { fr: 'Prix unitaire', de: 'Einzelpreis', es: 'Precio unitario', nl: 'Eenheidsprijs', 16: { de: 'Stückpreis', nl: 'Prijs' }, 18: { nl: 'Prijs' }, 19: { nl: 'Prijs' } },
  'account.move.line.product_id': { fr: 'Produit', de: 'Produkt', es: 'Producto', nl: 'Product' },
  'project.task.name': { fr: 'Titre', de: 'Titel', es: 'Título', nl: 'Titel' },
  'project.task.project_id': { fr: 'Projet', de: 'Projekt', es: 'Proyecto', nl: 'Project' },
  'project.task.stage_id': { fr: 'Étape', de: 'Phase', es: 'Etapa', nl: 'Fase', 16: { de: 'Stufe' } },
  'project.task.user_ids': { fr: 'Assignés', de: 'Zugewiesen an', es: 'Personas asignadas', nl: 'Toegewezen aan', 16: { es: 'Asignados' }, 18: { nl: 'Toegewezen personen' }, 19: { nl: 'Toegewezen personen' } },
  'project.task.date_deadline': { fr: 'Date limite', de: 'Frist', es: 'Fecha límite', nl: 'Deadline' },
  'project.task.state': { fr: 'Statut', de: 'Status', es: 'Estado', nl: 'Status' },
  'account.analytic.line.name': { fr: 'Description', de: 'Beschreibung', es: 'Descripción', nl: 'Omschrijving' },
  'account.analytic.line.date': { fr: 'Date', de: 'Datum', es: 'Fecha', nl: 'Datum' },
  'account.analytic.line.unit_amount': { fr: 'Quantité', de: 'Menge', es: 'Cantidad', nl: 'Hoeveelheid', 16: { nl: 'Aantal' }, 18: { nl: 'Aantal' }, 19: { nl: 'Aantal' } },
  'account.analytic.line.task_id': { fr: 'Tâche', de: 'Aufgabe', es: 'Tarea', nl: 'Taak' },
  'account.analytic.line.project_id': { fr: 'Projet', de: 'Projekt', es: 'Proyecto', nl: 'Project' },
  'account.analytic.line.employee_id': { fr: 'Employé', de: 'Mitarbeiter', es: 'Empleado', nl: 'Werknemer' },
  'stock.picking.name': { fr: 'Référence', de: 'Referenz', es: 'Referencia', nl: 'Referentie' },
  'stock.picking.state': { fr: 'Statut', de: 'Status', es: 'Estado', nl: 'Status' },
  'stock.picking.partner_id': { fr: 'Contact', de: 'Kontakt', es: 'Contacto', nl: 'Contact' },
  'stock.picking.picking_type_id': { fr: "Type d'opération", de: 'Vorgangsart', es: 'Tipo de operación', nl: 'Bewerkingstype', 16: { de: 'Vorgangstyp' }, 18: { nl: 'Bewerkingssoort' }, 19: { nl: 'Bewerkingssoort' } },
  'stock.picking.origin': { fr: "Document d'origine", de: 'Referenzbeleg', es: 'Documento de origen', nl: 'Brondocument', 16: { es: 'Documento origen' } },
  'stock.picking.location_id': { fr: "Emplacement d'origine", de: 'Quelllagerort', es: 'Ubicación de origen', nl: 'Bronlocatie', 16: { de: 'Lagerort (Quelle)' } },
  'stock.picking.location_dest_id': { fr: 'Emplacement de destination', de: 'Ziellagerort', es: 'Ubicación de destino', nl: 'Bestemmingslocatie', 16: { de: 'Lagerort (Ziel)', es: 'Ubicación destino' } },
  'stock.picking.scheduled_date': { fr: 'Date planifiée', de: 'Geplantes Datum', es: 'Fecha programada', nl: 'Geplande datum', 16: { fr: 'Date prévue', es: 'Fecha prevista' } },
  'mrp.production.name': { fr: 'Référence', de: 'Referenz', es: 'Referencia', nl: 'Referentie' },
  'mrp.production.product_id': { fr: 'Produit', de: 'Produkt', es: 'Producto', nl: 'Product' },
  'mrp.production.product_qty': { fr: 'Quantité à produire', de: 'Zu produzierende Menge', es: 'Cantidad a producir', nl: 'Hoeveelheid te produceren', 16: { de: 'Zu fertigende Menge', es: 'Cantidad para producir' }, 18: { nl: 'Aantal te produceren' }, 19: { nl: 'Aantal te produceren' } },
  'mrp.production.qty_producing': { fr: 'Quantité en production', de: 'Produktionsmenge', es: 'Cantidad en producción', nl: 'Hoeveelheid in productie', 16: { es: 'Cantidad siendo producida' }, 18: { nl: 'Aantal in productie' }, 19: { nl: 'Aantal in productie' } },
  'mrp.production.state': { fr: 'Statut', de: 'Status', es: 'Estado', nl: 'Status', 16: { fr: 'État' } },
};

/** By `model.field`, then the selection's key. */
export const SELECTION_LABELS: Record<string, Record<string, Words>> = {
  'sale.order.state': {
    draft: { fr: 'Devis', de: 'Angebot', es: 'Presupuesto', nl: 'Offerte' },
    sent: { fr: 'Envoyé', de: 'Angebot gesendet', es: 'Presupuesto enviado', nl: 'Offerte verstuurd' },
    sale: { fr: 'Bon de commande', de: 'Verkaufsauftrag', es: 'Pedido de venta', nl: 'Verkooporder', 16: { de: 'Verkaufsauftrag ' }, 18: { fr: 'Commande client' }, 19: { fr: 'Commande client' } },
    cancel: { fr: 'Annulé', de: 'Storniert', es: 'Cancelado', nl: 'Geannuleerd', 16: { de: 'Abgebrochen' } },
  },
  'sale.order.invoice_status': {
    upselling: { fr: 'Opportunité de vente incitative', de: 'Upselling-Verkaufschance', es: 'Oportunidad de venta adicional', nl: 'Upselling verkoopkans', 16: { fr: 'Opportunité de vente additionnelle', de: 'Zusatzverkaufschance', es: 'Oportunidad de upselling' } },
    invoiced: { fr: 'Entièrement facturé', de: 'Komplett abgerechnet', es: 'Completamente facturado', nl: 'Volledig gefactureerd', 16: { es: 'Facturado' } },
    'to invoice': { fr: 'À facturer', de: 'Abzurechnen', es: 'A facturar', nl: 'Te factureren' },
    no: { fr: 'Rien à facturer', de: 'Nichts abzurechnen', es: 'Nada que facturar', nl: 'Niets te factureren', 16: { es: 'Nada que Facturar' } },
  },
  'account.move.state': {
    draft: { fr: 'Brouillon', de: 'Entwurf', es: 'Borrador', nl: 'Concept' },
    posted: { fr: 'Comptabilisé', de: 'Gebucht', es: 'Publicado', nl: 'Geboekt' },
    cancel: { fr: 'Annulé', de: 'Storniert', es: 'Cancelado', nl: 'Geannuleerd', 16: { de: 'Abgebrochen' } },
  },
  'account.move.payment_state': {
    not_paid: { fr: 'Non payé', de: 'Nicht bezahlt', es: 'No pagado', nl: 'Niet betaald', 16: { fr: 'Non payées', es: 'No pagadas' } },
    in_payment: { fr: 'En paiement', de: 'In Zahlung', es: 'En proceso de pago', nl: 'In betaling', 19: { fr: 'En cours de paiement' } },
    paid: { fr: 'Payé', de: 'Bezahlt', es: 'Pagada', nl: 'Betaald', 16: { es: 'Pagado' } },
    partial: { fr: 'Partiellement réglé', de: 'Teilzahlung', es: 'Pagado parcialmente', nl: 'Gedeeltelijk betaald', 16: { es: 'Pagado Parcialmente' } },
    reversed: { fr: 'Extourné', de: 'Storniert', es: 'Revertido', nl: 'Omgekeerd', 16: { nl: 'Gecrediteerd' }, 18: { nl: 'Teruggeboekt' }, 19: { nl: 'Teruggeboekt' } },
    invoicing_legacy: { fr: 'Historique de l\'app facturation', de: 'Rechnungsstellungs-App Legacy', es: 'Sistema anterior de facturación', nl: 'Facturatie App historisch', 16: { es: 'Factura Sistema Anterior' } },
  },
  'account.move.move_type': {
    entry: { fr: 'Pièce comptable', de: 'Journalbuchung', es: 'Asiento contable', nl: 'Boeking', 16: { de: 'Buchungssatz' }, 19: { fr: 'Écriture comptable' } },
    out_invoice: { fr: 'Facture client', de: 'Kundenrechnung', es: 'Factura de cliente', nl: 'Verkoopfactuur', 16: { de: 'Ausgangsrechnung' }, 19: { nl: 'Klantfactuur' } },
    out_refund: { fr: 'Avoir client', de: 'Kundengutschrift', es: 'Factura rectificativa de cliente', nl: 'Klant creditfactuur', 16: { de: 'Kunden-Gutschrift' } },
    in_invoice: { fr: 'Facture fournisseur', de: 'Lieferantenrechnung', es: 'Factura de proveedor', nl: 'Leveranciersfactuur' },
    in_refund: { fr: 'Avoir fournisseur', de: 'Lieferantengutschrift', es: 'Factura rectificativa de proveedor', nl: 'Leveranciers creditfactuur', 16: { de: 'Lieferanten-Gutschrift' } },
    out_receipt: { fr: 'Reçu de ventes', de: 'Verkaufsbeleg', es: 'Recibo de ventas', nl: 'Betaalbewijs', 16: { de: 'Buchen von Einnahmen' } },
    in_receipt: { fr: 'Reçu d\'achat', de: 'Einkaufsbeleg', es: 'Recibo de compra', nl: 'Inkoopbewijs', 16: { de: 'Einkauf Bestätigung' }, 19: { fr: 'Ticket' } },
  },
  'stock.picking.state': {
    draft: { fr: 'Brouillon', de: 'Entwurf', es: 'Borrador', nl: 'Concept' },
    waiting: { fr: 'En attente d\'une autre opération', de: 'Wartet auf anderen Vorgang', es: 'En espera de otra operación', nl: 'In afwachting van een andere bewerking', 16: { es: 'Esperando otra operación', nl: 'Wachtend op andere verwerking' } },
    confirmed: { fr: 'En attente', de: 'Wartend', es: 'En espera', nl: 'In afwachting', 16: { de: 'Warten', nl: 'Wachten' } },
    assigned: { fr: 'Prêt', de: 'Bereit', es: 'Listo', nl: 'Gereed', 16: { es: 'Preparado', nl: 'Beschikbaar' }, 18: { nl: 'Beschikbaar' }, 19: { nl: 'Beschikbaar' } },
    done: { fr: 'Fait', de: 'Erledigt', es: 'Hecho', nl: 'Afgehandeld', 16: { nl: 'Gereed' }, 18: { fr: 'Terminé', nl: 'Gereed' }, 19: { fr: 'Terminé', nl: 'Gereed' } },
    cancel: { fr: 'Annulé', de: 'Abgebrochen', es: 'Cancelado', nl: 'Geannuleerd' },
  },
  'mrp.production.state': {
    draft: { fr: 'Brouillon', de: 'Entwurf', es: 'Borrador', nl: 'Concept' },
    confirmed: { fr: 'Confirmé', de: 'Bestätigt', es: 'Confirmado', nl: 'Bevestigd' },
    progress: { fr: 'En cours', de: 'In Bearbeitung', es: 'En proceso', nl: 'In behandeling', 16: { de: 'In Arbeit', es: 'En progreso', nl: 'In uitvoering' } },
    to_close: { fr: 'À clôturer', de: 'Abzuschließen', es: 'A cerrar', nl: 'Te sluiten', 16: { es: 'Para cerrar' } },
    done: { fr: 'Fait', de: 'Erledigt', es: 'Hecho', nl: 'Afgehandeld', 16: { nl: 'Gereed' }, 18: { fr: 'Terminé', nl: 'Gereed' }, 19: { fr: 'Terminé', nl: 'Gereed' } },
    cancel: { fr: 'Annulé', de: 'Abgebrochen', es: 'Cancelado', nl: 'Geannuleerd' },
  },
  'project.task.state': {
    '01_in_progress': { fr: 'En cours', de: 'In Bearbeitung', es: 'En proceso', nl: 'In behandeling' },
    '02_changes_requested': { fr: 'Changements demandés', de: 'Änderungen angefragt', es: 'Cambios solicitados', nl: 'Wijzigingen gevraagd' },
    '03_approved': { fr: 'Approuvé', de: 'Genehmigt', es: 'Aprobado', nl: 'Goedgekeurd' },
    '1_done': { fr: 'Fait', de: 'Erledigt', es: 'Hecho', nl: 'Afgehandeld', 18: { fr: 'Terminé', nl: 'Gereed' }, 19: { fr: 'Terminé', nl: 'Gereed' } },
    '1_canceled': { fr: 'Annulé', de: 'Abgebrochen', es: 'Cancelado', nl: 'Geannuleerd' },
    '04_waiting_normal': { fr: 'En attente', de: 'Warteliste', es: 'En espera', nl: 'Wachten', 19: { nl: 'In afwachting' } },
  },
};

/** The label in `lang` (an Odoo code, "fr_FR") for `version`, when the table has one. */
export function labelIn(words: Words | undefined, lang: unknown, version: OdooVersion): string | undefined {
  if (!words || typeof lang !== 'string') return undefined;
  const code = lang.slice(0, 2) as Lang;
  return (words[version as 16 | 18 | 19] ?? {})[code] ?? words[code];
}
