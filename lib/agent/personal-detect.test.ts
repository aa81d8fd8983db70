import { describe, expect, it } from 'vitest';
import { PersonalKind } from '@/lib/settings/personal';
import { detect, ibanValid, keyOf, phoneLike } from './personal-detect';

const ALL = PersonalKind.options;
const values = (text: string, kinds = ALL) => detect(text, kinds).map((f) => [f.kind, f.value]);

describe('detect', () => {
  it('finds e-mail addresses, also quoted in a display name', () => {
    expect(values('Write to "Azure" <azure.Interior24@example.com> or info@acme.co.uk.')).toEqual([
      ['email', 'azure.Interior24@example.com'],
      ['email', 'info@acme.co.uk'],
    ]);
  });

  it.each([
    '+1 870-931-0505', '(603)-996-3829', '+32 2 123 45 67', '+33 6 12 34 56 78', '06 12 34 56 78', '06.12.34.56.78', '0470/12.34.56',
    '0032 470 12 34 56', '+49 (0)30 1234567', '+30 210 123 4567', '555-123-4567', '+44 20 7946 0958', '+31 6 12345678', '030 1234567',
  ])('finds the phone number %s', (phone) => {
    expect(values(`Call ${phone}, please.`, ['phone'])).toEqual([['phone', phone]]);
  });

  it.each([
    ['an amount', 'Total 12 345 678,90 €'], ['a date', 'Due 2024-01-15 10:00:00'], ['a European date', 'on 01/02/2024 10:30'],
    ['a decimal', '0.00012345'], ['an order reference', 'S00042 and INV/2024/00012'], ['ids', '[12, 34, 56, 78]'],
    ['a postcode', '105 63 Athens'], ['a short number', 'call 0470 12'], ['a long id', '1234567890123456789'],
  ])('does not take %s for a phone', (_, text) => {
    expect(values(text, ['phone'])).toEqual([]);
  });

  it('finds IBANs only when their checksum holds, spaced or not, and not the word after', () => {
    expect(values('Pay to BE71 0961 2345 6769 AND thanks', ['iban'])).toEqual([['iban', 'BE71 0961 2345 6769']]);
    expect(values('IBAN GB82WEST12345698765432.', ['iban'])).toEqual([['iban', 'GB82WEST12345698765432']]);
    expect(values('Not one: BE72 0961 2345 6769', ['iban'])).toEqual([]);
  });

  it('finds EU VAT numbers, not references that look alike', () => {
    expect(values('VAT BE0477472701 and FR 12345678901; ref SO12345', ['vat'])).toEqual([['vat', 'BE0477472701'], ['vat', 'FR 12345678901']]);
  });

  it('finds only the kinds asked for', () => {
    expect(values('a@b.com +32 2 123 45 67', ['email'])).toEqual([['email', 'a@b.com']]);
    expect(values('a@b.com +32 2 123 45 67', [])).toEqual([]);
  });

  it('an IBAN is not also a phone or a VAT number', () => {
    expect(values('BE71 0961 2345 6769')).toEqual([['iban', 'BE71 0961 2345 6769']]);
  });
});

describe('ibanValid', () => {
  it('checks ISO 13616 mod 97', () => {
    expect(ibanValid('DE89 3704 0044 0532 0130 00')).toBe(true);
    expect(ibanValid('NL91ABNA0417164300')).toBe(true);
    expect(ibanValid('NL91ABNA0417164301')).toBe(false);
    expect(ibanValid('NL91')).toBe(false);
  });
});

describe('phoneLike and keyOf', () => {
  it('one key for the ways one number or address is written', () => {
    expect(keyOf('phone', '+32 2 123 45 67')).toBe(keyOf('phone', '0032 2 123 45 67'));
    expect(keyOf('email', 'Bob@X.com')).toBe(keyOf('email', 'bob@x.com'));
    expect(keyOf('iban', 'BE71 0961 2345 6769')).toBe('BE71096123456769');
  });

  it('needs 8 to 15 digits', () => {
    expect(phoneLike('+32 1234')).toBe(false);
    expect(phoneLike('+32 2 123 45 67')).toBe(true);
    expect(phoneLike('+1234567890123456')).toBe(false);
  });
});
