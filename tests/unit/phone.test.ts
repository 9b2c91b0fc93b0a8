// Algerian phone numbers (common/phone.ts): the forms staff type, the stored form, the display.
import { describe, expect, it } from 'vitest';
import { ALGERIAN_PHONE_PATTERN } from '../../common/phone-pattern.ts';
import {
  formatAlgerianPhone,
  isAlgerianPhone,
  normalizeAlgerianPhone,
  samePhone,
} from '../../common/phone.ts';

describe('Algerian phone numbers', () => {
  it('stores mobiles and fixed lines as +213 and the digits after the national 0', () => {
    expect(normalizeAlgerianPhone('0555 12 34 56')).toBe('+213555123456');
    expect(normalizeAlgerianPhone('0661-23-45-67')).toBe('+213661234567');
    expect(normalizeAlgerianPhone('+213770123456')).toBe('+213770123456');
    expect(normalizeAlgerianPhone('00213 5 55 12 34 56')).toBe('+213555123456');
    expect(normalizeAlgerianPhone('+213 (0) 555 12 34 56')).toBe('+213555123456');
    expect(normalizeAlgerianPhone('021 23 45 67')).toBe('+21321234567');
    expect(normalizeAlgerianPhone('(031) 92.45.67')).toBe('+21331924567');
  });

  it('refuses anything else', () => {
    for (const typed of [
      '12',
      'abc',
      '',
      '0555 12 34',
      '05551234567',
      '0855123456',
      '0123456789',
    ]) {
      expect(normalizeAlgerianPhone(typed), typed).toBeNull();
    }
    expect(normalizeAlgerianPhone('+33612345678')).toBeNull();
    expect(normalizeAlgerianPhone('213555123456')).toBeNull();
  });

  it('shows the national form, and an old value unchanged', () => {
    expect(formatAlgerianPhone('+213555123456')).toBe('0555 12 34 56');
    expect(formatAlgerianPhone('+21321234567')).toBe('021 23 45 67');
    expect(formatAlgerianPhone('12')).toBe('12');
    expect(formatAlgerianPhone('abc')).toBe('abc');
  });

  it('tells the same number written another way from a change', () => {
    expect(samePhone('+21324471235', '024 47 12 35')).toBe(true);
    expect(samePhone('+213 24 47 12 35', '+21324471235')).toBe(true);
    expect(samePhone('+21324471235', '+21324471236')).toBe(false);
    expect(samePhone(null, '')).toBe(true);
    expect(samePhone(null, '+21324471235')).toBe(false);
    expect(samePhone('+21324471235', null)).toBe(false);
    // Values that are not Algerian numbers are compared as text.
    expect(samePhone('ask at the desk', 'ask at the desk')).toBe(true);
    expect(samePhone('ask at the desk', 'none')).toBe(false);
  });
});

describe('the phone rule as the OpenAPI document states it', () => {
  it('gives the same answer as the parser, on typed numbers and on near misses', () => {
    const pattern = new RegExp(ALGERIAN_PHONE_PATTERN);
    // A fixed generator (no Math.random): every run checks the same strings.
    let seed = 7;
    const next = (n: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed % n;
    };
    const alphabet = '0123456789+ .()/-';
    const typed = ['0555 12 34 56', '+213 (0)555 12 34 56', '00213 21 23 45 67', '021.23.45.67'];
    const samples = [...typed];
    for (let i = 0; i < 20_000; i++) {
      const base = typed[next(typed.length)]!;
      // A real number with one character changed, dropped or added, or a random string.
      const at = next(base.length);
      const char = alphabet[next(alphabet.length)]!;
      samples.push(
        [
          base.slice(0, at) + char + base.slice(at + 1),
          base.slice(0, at) + base.slice(at + 1),
          base.slice(0, at) + char + base.slice(at),
          Array.from({ length: 8 + next(12) }, () => alphabet[next(alphabet.length)]).join(''),
        ][next(4)]!,
      );
    }
    let valid = 0;
    for (const sample of samples) {
      expect(pattern.test(sample), JSON.stringify(sample)).toBe(isAlgerianPhone(sample));
      if (isAlgerianPhone(sample)) valid += 1;
    }
    // Both sides of the rule are exercised.
    expect(valid).toBeGreaterThan(1_000);
    expect(samples.length - valid).toBeGreaterThan(1_000);
  });
});
