import { describe, expect, it } from 'vitest';
import type { PersonalData } from '@/lib/settings/personal';
import { Veil } from './personal-veil';

const ALL: PersonalData = { kinds: ['email', 'phone', 'iban', 'vat', 'address'], fields: ['x_birthday'] };

describe('Veil', () => {
  it('gives each value one placeholder per conversation, numbered per kind, whatever its spelling', () => {
    const veil = new Veil(ALL);
    expect(veil.maskText('Mail bob@x.com and ann@y.org, then Bob@X.com; call +32 2 123 45 67 or 0032 2 123 45 67.')).toBe(
      'Mail «email 1» and «email 2», then «email 1»; call «phone 1» or «phone 1».',
    );
    expect(veil.takeAdded()).toBe(true);
    expect(veil.maskText('again bob@x.com')).toBe('again «email 1»');
    expect(veil.takeAdded()).toBe(false);
  });

  it('keeps the numbers across a restart: a veil built from the stored entries masks the same way', () => {
    const first = new Veil(ALL);
    first.maskText('ann@y.org bob@x.com');
    const again = new Veil(ALL, JSON.parse(JSON.stringify(first.entries)));
    expect(again.maskText('bob@x.com then carl@z.net')).toBe('«email 2» then «email 3»');
  });

  it('masks a tool result table by its columns: a street and a phone in any format, and that street later in free text', () => {
    const veil = new Veil(ALL);
    const result = JSON.stringify({ records: { columns: ['id', 'name', 'street', 'phone', 'x_birthday'], rows: [[5, 'Azure Interior', '4557 De Silva St', '+1 870-931-0505', '1980-02-03']] } });
    const masked = veil.maskText(result);
    expect(JSON.parse(masked)).toEqual({ records: { columns: ['id', 'name', 'street', 'phone', 'x_birthday'], rows: [[5, 'Azure Interior', '«address 1»', '«phone 1»', '«x_birthday 1»']] } });
    expect(veil.maskText('Is 4557 De Silva St in Fremont?')).toBe('Is «address 1» in Fremont?');
    expect(veil.maskText('Unrelated 4557 De Silva Street')).toBe('Unrelated 4557 De Silva Street');
  });

  it('masks records as objects and a value with quotes inside JSON text', () => {
    const veil = new Veil(ALL);
    const masked = veil.maskText(JSON.stringify({ record: { street: 'Rue "Haute" 12\nBoîte 3', vat: 'BE0477472701' } }));
    expect(JSON.parse(masked)).toEqual({ record: { street: '«address 1»', vat: '«vat 1»' } });
  });

  it('short field values are masked in their field, not searched for in free text', () => {
    const veil = new Veil({ kinds: [], fields: ['ref'] });
    expect(veil.maskText(JSON.stringify({ ref: '12' }))).toBe('{"ref":"«ref 1»"}');
    expect(veil.maskText('Order 12 of 12')).toBe('Order 12 of 12');
  });

  it('masks a tool input by its keys and unmasks what the model writes', () => {
    const veil = new Veil(ALL);
    expect(veil.maskJson({ values: { phone: '0470 12 34 56', email: 'bob@x.com' } })).toEqual({ values: { phone: '«phone 1»', email: '«email 1»' } });
    expect(veil.unmaskJson({ domain: [['email', '=', '«email 1»']], note: 'call «phone 1», not «phone 9»' })).toEqual({
      domain: [['email', '=', 'bob@x.com']],
      note: 'call 0470 12 34 56, not «phone 9»',
    });
  });

  it('unmasks a stream whose placeholder is cut between deltas, and leaves French quotes alone', () => {
    const veil = new Veil(ALL);
    veil.maskText('bob@x.com');
    const stream = veil.unmaskStream();
    const out = ['Write to «em', 'ail 1» now. Il a dit « oui ».', ' Fin «'].map((d) => stream.push(d)).join('') + stream.flush();
    expect(out).toBe('Write to bob@x.com now. Il a dit « oui ». Fin «');
  });

  it('with nothing named, nothing changes', () => {
    const veil = new Veil({ kinds: [], fields: [] });
    expect(veil.maskText('bob@x.com +32 2 123 45 67')).toBe('bob@x.com +32 2 123 45 67');
  });
});
