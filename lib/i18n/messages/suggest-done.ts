import { defineMessages } from '../define';

// What the page's own events reveal (lib/suggest/probes: a payment just registered, a vendor just
// picked on a purchase order), as the suggestion cards say it.
export const suggestDone = defineMessages(
  {
    'suggest.paid.after': '(after the payment just registered)',
    'suggest.prompt.overduePaid': 'I just registered a payment from the customer {customer}: list their invoices still overdue (number, due date, days late, amount due) and draft a polite reminder for them.',
    'suggest.vendor.late': { one: '{name} has {count} late receipt', other: '{name} has {count} late receipts' },
    'suggest.vendor.bills': { one: '{name} has {count} overdue bill to pay', other: '{name} has {count} overdue bills to pay' },
    'suggest.vendor.lateWhy': { one: '{count} receipt expected since {date} has not arrived', other: '{count} receipts expected since {date} have not arrived' },
    'suggest.vendor.billsWhy': 'bills of {amounts} past their due date',
    'suggest.vendor.beforeSaving': '(the vendor just picked, not saved yet)',
    'suggest.prompt.vendorPicked': 'I am making a purchase order for the vendor {vendor}: list their late receipts and their overdue bills, and say what I should raise with them.',
  },
  {
    fr: {
      'suggest.paid.after': '(après le paiement qui vient d’être enregistré)',
      'suggest.prompt.overduePaid': 'Je viens d’enregistrer un paiement du client {customer} : liste ses factures encore en retard (numéro, échéance, jours de retard, montant dû) et rédige une relance courtoise.',
      'suggest.vendor.late': { one: '{name} a {count} réception en retard', other: '{name} a {count} réceptions en retard' },
      'suggest.vendor.bills': { one: '{name} a {count} facture fournisseur en retard de paiement', other: '{name} a {count} factures fournisseur en retard de paiement' },
      'suggest.vendor.lateWhy': { one: '{count} réception attendue depuis le {date} n’est pas arrivée', other: '{count} réceptions attendues depuis le {date} ne sont pas arrivées' },
      'suggest.vendor.billsWhy': 'des factures de {amounts} ont dépassé leur échéance',
      'suggest.vendor.beforeSaving': '(le fournisseur vient d’être choisi, pas encore enregistré)',
      'suggest.prompt.vendorPicked': 'Je prépare une commande fournisseur pour {vendor} : liste ses réceptions en retard et ses factures échues, et dis-moi ce que je devrais lui signaler.',
    },
    es: {
      'suggest.paid.after': '(tras el pago recién registrado)',
      'suggest.prompt.overduePaid': 'Acabo de registrar un pago del cliente {customer}: enumera sus facturas aún vencidas (número, vencimiento, días de retraso, importe pendiente) y redacta un recordatorio cortés.',
      'suggest.vendor.late': { one: '{name} tiene {count} recepción atrasada', other: '{name} tiene {count} recepciones atrasadas' },
      'suggest.vendor.bills': { one: '{name} tiene {count} factura de proveedor vencida', other: '{name} tiene {count} facturas de proveedor vencidas' },
      'suggest.vendor.lateWhy': { one: '{count} recepción esperada desde el {date} no ha llegado', other: '{count} recepciones esperadas desde el {date} no han llegado' },
      'suggest.vendor.billsWhy': 'facturas por {amounts} han pasado su vencimiento',
      'suggest.vendor.beforeSaving': '(el proveedor recién elegido, aún sin guardar)',
      'suggest.prompt.vendorPicked': 'Estoy preparando un pedido de compra para el proveedor {vendor}: enumera sus recepciones atrasadas y sus facturas vencidas, y dime qué debería plantearle.',
    },
    de: {
      'suggest.paid.after': '(nach der eben erfassten Zahlung)',
      'suggest.prompt.overduePaid': 'Ich habe eben eine Zahlung des Kunden {customer} erfasst: Liste seine noch überfälligen Rechnungen auf (Nummer, Fälligkeit, Tage überfällig, offener Betrag) und entwirf eine höfliche Zahlungserinnerung.',
      'suggest.vendor.late': { one: '{name} hat {count} verspäteten Wareneingang', other: '{name} hat {count} verspätete Wareneingänge' },
      'suggest.vendor.bills': { one: '{name} hat {count} überfällige Lieferantenrechnung', other: '{name} hat {count} überfällige Lieferantenrechnungen' },
      'suggest.vendor.lateWhy': { one: '{count} seit {date} erwarteter Wareneingang ist nicht eingetroffen', other: '{count} seit {date} erwartete Wareneingänge sind nicht eingetroffen' },
      'suggest.vendor.billsWhy': 'Rechnungen über {amounts} sind überfällig',
      'suggest.vendor.beforeSaving': '(der eben gewählte Lieferant, noch nicht gespeichert)',
      'suggest.prompt.vendorPicked': 'Ich erstelle eine Bestellung beim Lieferanten {vendor}: Liste seine verspäteten Wareneingänge und überfälligen Rechnungen auf und sag mir, was ich ansprechen sollte.',
    },
    nl: {
      'suggest.paid.after': '(na de zojuist geregistreerde betaling)',
      'suggest.prompt.overduePaid': 'Ik heb zojuist een betaling van klant {customer} geregistreerd: geef hun facturen die nog achterstallig zijn (nummer, vervaldatum, dagen te laat, openstaand bedrag) en stel een beleefde herinnering op.',
      'suggest.vendor.late': { one: '{name} heeft {count} late ontvangst', other: '{name} heeft {count} late ontvangsten' },
      'suggest.vendor.bills': { one: '{name} heeft {count} achterstallige leveranciersfactuur', other: '{name} heeft {count} achterstallige leveranciersfacturen' },
      'suggest.vendor.lateWhy': { one: '{count} ontvangst verwacht sinds {date} is niet binnen', other: '{count} ontvangsten verwacht sinds {date} zijn niet binnen' },
      'suggest.vendor.billsWhy': 'facturen van {amounts} zijn over hun vervaldatum',
      'suggest.vendor.beforeSaving': '(de leverancier zojuist gekozen, nog niet opgeslagen)',
      'suggest.prompt.vendorPicked': 'Ik maak een inkooporder voor leverancier {vendor}: geef hun late ontvangsten en achterstallige facturen, en zeg wat ik bij hen moet aankaarten.',
    },
  },
);
