import { defineMessages } from '../define';

// What confirming a quotation makes Odoo do beside it, on the confirm card (lib/ops/foresee-confirm.ts):
// the delivery of its goods, and what routes and Project may also make ("may": Odoo decides it from
// stock and settings the card does not read).
export const orderConfirm = defineMessages(
  {
    'confirmOrder.delivery': { one: 'Odoo will create a delivery of {count} product{qty} from {warehouse}.', other: 'Odoo will create a delivery of {count} products{qty} from {warehouse}.' },
    'confirmOrder.deliveries': { one: 'Odoo will create {count} delivery, of {products} products in all{qty}, from {warehouse}.', other: 'Odoo will create {count} deliveries, of {products} products in all{qty}, from {warehouse}.' },
    'confirmOrder.qty': '({qty} {unit})',
    'confirmOrder.deliverySteps': '{warehouse} delivers in {count} steps (“{steps}”): for each delivery Odoo will create {count} transfers, the one to the customer last.',
    'confirmOrder.deliveryStepsLater': '{warehouse} delivers in {count} steps (“{steps}”): Odoo will create the first transfer now, and each next one when the one before it is validated.',
    'confirmOrder.noDelivery': 'Odoo will create no delivery: no line holds goods to deliver.',
    'confirmOrder.mayOrder': 'Through their routes ({routes}), Odoo may also create a purchase or manufacturing order for {products}.',
    'confirmOrder.mayProject': 'For the services, Odoo may also create in Project: {services}.',
    'confirmOrder.locks': 'Odoo will then lock the order (the Sales setting “Lock Confirmed Sales”): it can no longer be changed until someone unlocks it.',
  },
  {
    fr: {
      'confirmOrder.delivery': { one: 'Odoo créera une livraison de {count} produit{qty} depuis {warehouse}.', other: 'Odoo créera une livraison de {count} produits{qty} depuis {warehouse}.' },
      'confirmOrder.deliveries': { one: 'Odoo créera {count} livraison, de {products} produits en tout{qty}, depuis {warehouse}.', other: 'Odoo créera {count} livraisons, de {products} produits en tout{qty}, depuis {warehouse}.' },
      'confirmOrder.qty': '({qty} {unit})',
      'confirmOrder.deliverySteps': '{warehouse} livre en {count} étapes (« {steps} ») : pour chaque livraison, Odoo créera {count} transferts, celui vers le client en dernier.',
      'confirmOrder.deliveryStepsLater': '{warehouse} livre en {count} étapes (« {steps} ») : Odoo créera le premier transfert maintenant, puis chacun des suivants quand le précédent sera validé.',
      'confirmOrder.noDelivery': 'Odoo ne créera aucune livraison : aucune ligne ne porte de biens à livrer.',
      'confirmOrder.mayOrder': 'Par leurs routes ({routes}), Odoo pourra aussi créer un achat ou un ordre de fabrication pour {products}.',
      'confirmOrder.mayProject': 'Pour les services, Odoo pourra aussi créer dans Projet : {services}.',
      'confirmOrder.locks': 'Odoo verrouillera ensuite la commande (réglage des Ventes « Verrouiller les ventes confirmées ») : elle ne pourra plus être modifiée tant que personne ne la déverrouille.',
    },
    es: {
      'confirmOrder.delivery': { one: 'Odoo creará una entrega de {count} producto{qty} desde {warehouse}.', other: 'Odoo creará una entrega de {count} productos{qty} desde {warehouse}.' },
      'confirmOrder.deliveries': { one: 'Odoo creará {count} entrega, de {products} productos en total{qty}, desde {warehouse}.', other: 'Odoo creará {count} entregas, de {products} productos en total{qty}, desde {warehouse}.' },
      'confirmOrder.qty': '({qty} {unit})',
      'confirmOrder.deliverySteps': '{warehouse} entrega en {count} pasos («{steps}»): para cada entrega, Odoo creará {count} traslados, el del cliente en último lugar.',
      'confirmOrder.deliveryStepsLater': '{warehouse} entrega en {count} pasos («{steps}»): Odoo creará ahora el primer traslado, y cada uno de los siguientes cuando se valide el anterior.',
      'confirmOrder.noDelivery': 'Odoo no creará ninguna entrega: ninguna línea tiene bienes que entregar.',
      'confirmOrder.mayOrder': 'Por sus rutas ({routes}), Odoo también podrá crear una orden de compra o de fabricación para {products}.',
      'confirmOrder.mayProject': 'Para los servicios, Odoo también podrá crear en Proyecto: {services}.',
      'confirmOrder.locks': 'Después Odoo bloqueará el pedido (ajuste de Ventas «Bloquear ventas confirmadas»): no se podrá modificar hasta que alguien lo desbloquee.',
    },
    de: {
      'confirmOrder.delivery': { one: 'Odoo erstellt eine Lieferung von {count} Produkt{qty} aus {warehouse}.', other: 'Odoo erstellt eine Lieferung von {count} Produkten{qty} aus {warehouse}.' },
      'confirmOrder.deliveries': { one: 'Odoo erstellt {count} Lieferung mit insgesamt {products} Produkten{qty} aus {warehouse}.', other: 'Odoo erstellt {count} Lieferungen mit insgesamt {products} Produkten{qty} aus {warehouse}.' },
      'confirmOrder.qty': '({qty} {unit})',
      'confirmOrder.deliverySteps': '{warehouse} liefert in {count} Schritten („{steps}“): Für jede Lieferung erstellt Odoo {count} Transfers, den zum Kunden zuletzt.',
      'confirmOrder.deliveryStepsLater': '{warehouse} liefert in {count} Schritten („{steps}“): Odoo erstellt jetzt den ersten Transfer und jeden weiteren, sobald der vorherige bestätigt ist.',
      'confirmOrder.noDelivery': 'Odoo erstellt keine Lieferung: Keine Zeile enthält zu liefernde Waren.',
      'confirmOrder.mayOrder': 'Über ihre Routen ({routes}) kann Odoo für {products} auch eine Bestellung oder einen Fertigungsauftrag erstellen.',
      'confirmOrder.mayProject': 'Für die Dienstleistungen kann Odoo auch in Projekt erstellen: {services}.',
      'confirmOrder.locks': 'Danach sperrt Odoo den Auftrag (Verkaufseinstellung „Bestätigte Verkäufe sperren“): Er kann nicht mehr geändert werden, bis jemand ihn entsperrt.',
    },
    nl: {
      'confirmOrder.delivery': { one: 'Odoo maakt een levering van {count} product{qty} vanuit {warehouse}.', other: 'Odoo maakt een levering van {count} producten{qty} vanuit {warehouse}.' },
      'confirmOrder.deliveries': { one: 'Odoo maakt {count} levering, van in totaal {products} producten{qty}, vanuit {warehouse}.', other: 'Odoo maakt {count} leveringen, van in totaal {products} producten{qty}, vanuit {warehouse}.' },
      'confirmOrder.qty': '({qty} {unit})',
      'confirmOrder.deliverySteps': '{warehouse} levert in {count} stappen (“{steps}”): voor elke levering maakt Odoo {count} verplaatsingen, die naar de klant als laatste.',
      'confirmOrder.deliveryStepsLater': '{warehouse} levert in {count} stappen (“{steps}”): Odoo maakt nu de eerste verplaatsing, en elke volgende wanneer de vorige is gevalideerd.',
      'confirmOrder.noDelivery': 'Odoo maakt geen levering: geen enkele regel bevat goederen om te leveren.',
      'confirmOrder.mayOrder': 'Via hun routes ({routes}) kan Odoo voor {products} ook een inkooporder of productieorder maken.',
      'confirmOrder.mayProject': 'Voor de diensten kan Odoo ook in Project aanmaken: {services}.',
      'confirmOrder.locks': 'Daarna vergrendelt Odoo de order (verkoopinstelling “Bevestigde verkopen vergrendelen”): hij kan niet meer worden gewijzigd tot iemand hem ontgrendelt.',
    },
  },
);
