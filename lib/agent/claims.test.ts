import { describe, expect, it } from 'vitest';
import { claimsChange } from './claims';

describe('claimsChange', () => {
  it.each([
    "I've updated the phone of Azure Interior.",
    'Done! I have confirmed S00007 for you.',
    'I just created the contact Eleni Georgiou.',
    'I updated the phone number.',
    "J'ai mis à jour le téléphone d'Azure Interior.",
    "J'ai bien créé le contact.",
    'He actualizado el teléfono de Azure Interior.',
    'He confirmado el presupuesto S00007.',
    'Ich habe die Telefonnummer von Azure Interior aktualisiert.',
    'Erledigt: Habe ich bestätigt.',
    'Ik heb het telefoonnummer van Azure Interior bijgewerkt.',
    'Klaar, heb ik aangepast.',
  ])('claims: %s', (text) => expect(claimsChange(text)).toBe(true));

  it.each([
    'I can update it if you want.',
    'Shall I update the phone of Azure Interior?',
    'Should I have updated it?',
    'I have not changed anything.',
    "I haven't updated it yet: Weft will ask you first.",
    'I found 3 overdue invoices.',
    'Nothing was updated.',
    "Je peux mettre à jour le téléphone si vous voulez.",
    "Voulez-vous que je le mette à jour ?",
    '¿Quieres que actualice el teléfono?',
    'Puedo actualizarlo si quieres.',
    'Soll ich die Telefonnummer aktualisieren?',
    'Ich habe nichts geändert.',
    'Ik kan het telefoonnummer bijwerken als u wilt.',
    'Ik heb niets gewijzigd.',
    'Here are the 5 most recent orders, sorted by date.',
    // What others did, said by a read answer:
    'Order S00007 has been confirmed and invoiced.',
    'La commande a été confirmée le 3 mai.',
    'El presupuesto ha sido confirmado.',
    'Die Rechnung wurde am 3. Mai erstellt.',
    'De offerte is bevestigd.',
  ])('does not claim: %s', (text) => expect(claimsChange(text)).toBe(false));
});
