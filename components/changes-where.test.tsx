// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { db, type Operation } from '@/lib/db';
import { ChangesWhere, otherPlaces, placeOf } from './changes-where';
import { render, waitFor } from './test-render';
import { I18nProvider } from './use-i18n';

const ACME = 'https://acme.odoo.com|acme|2';
const row = (id: string, identity: string): Operation =>
  ({
    id, conversationId: 'c1', turnId: 't1', skill: 'update_records', origin: identity.split('|')[0], identity,
    model: 'res.partner', recordIds: [7], displayNames: {}, kind: 'write', before: {}, after: {},
    status: 'done', undoable: true, createdAt: Date.now(), updatedAt: Date.now(),
  }) as Operation;

beforeEach(() => db.operations.clear());

describe('Changes says which Odoo and database', () => {
  it('splits an identity into host and database', () => {
    expect(placeOf('http://localhost:8071|odoo19|2')).toEqual({ host: 'localhost:8071', db: 'odoo19' });
  });

  it('says nothing while every change is from one Odoo and database (other users of it included)', async () => {
    await db.operations.bulkAdd([row('a', ACME), row('b', 'https://acme.odoo.com|acme|6'), row('c', 'legacy|x|1')]);
    expect(await otherPlaces(ACME)).toBe(false);
    const { container } = await render(<ChangesWhere identity={ACME} />);
    await new Promise((r) => setTimeout(r, 50));
    expect(container.querySelector('.changes-where')).toBeNull();
  });

  it('names the host and database once another Odoo or database has changes, in the user’s language', async () => {
    await db.operations.bulkAdd([row('a', ACME), row('b', 'http://localhost:8071|odoo19|2')]);
    expect(await otherPlaces(ACME)).toBe(true);
    expect(await otherPlaces('http://localhost:8071|odoo19|2')).toBe(true);
    const { container } = await render(
      <I18nProvider odooLang="fr_FR">
        <ChangesWhere identity={ACME} />
      </I18nProvider>,
    );
    const line = await waitFor(() => container.querySelector('.changes-where'));
    expect(line.textContent).toBe('Modifications dans acme.odoo.com, base de données acme.');
  });

  it('another database of the same Odoo counts', async () => {
    await db.operations.bulkAdd([row('a', ACME), row('b', 'https://acme.odoo.com|acme-test|2')]);
    expect(await otherPlaces(ACME)).toBe(true);
  });
});
