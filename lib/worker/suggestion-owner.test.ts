import { i18nFor } from '@/lib/i18n';
import { describe, expect, it } from 'vitest';
import { identityKey } from '@/lib/db';
import { suggestionRefusal } from './suggestion-owner';

const origin = 'https://acme.example';
const admin = { origin, db: 'odoo17', uid: 2, name: 'Mitchell Admin' };
const card = { identity: identityKey(admin), origin, action: { kind: 'open', url: `${origin}/odoo/contacts/5` } };

describe('suggestionRefusal', () => {
  it("lets only the card's own identity act, at its own origin", () => {
    expect(suggestionRefusal(card, admin)).toBeUndefined();
    expect(suggestionRefusal(card, { ...admin, uid: 6, name: 'Marc Demo' })).toBe(
      'This suggestion was made for another Odoo user (database odoo17 at https://acme.example): sign in as them in this tab to use it.',
    );
    expect(suggestionRefusal(card, null, i18nFor('fr_FR').t)).toBe(
      'Cette suggestion a été faite pour un autre utilisateur Odoo (base odoo17 sur https://acme.example) : connectez-vous sous ce compte dans cet onglet pour l’utiliser.',
    );
    expect(suggestionRefusal(card, { ...admin, db: 'odoo18' })).toMatch(/another Odoo user/);
    expect(suggestionRefusal(card, null)).toMatch(/sign in as them/);
  });

  it('never opens a link outside its Odoo', () => {
    expect(suggestionRefusal({ ...card, action: { kind: 'open', url: 'https://evil.example/x' } }, admin)).toMatch(/outside its Odoo/);
  });
});
