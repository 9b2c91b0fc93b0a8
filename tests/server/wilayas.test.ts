import { describe, expect, it } from 'vitest';
import {
  WILAYA_COUNT,
  WILAYAS,
  wilayaById,
  wilayaLabel,
  wilayaName,
} from '../../common/wilayas.ts';

describe('the 58 wilayas', () => {
  it('lists ids 1 to 58 in the official order with two-digit codes', () => {
    expect(WILAYAS).toHaveLength(58);
    expect(WILAYA_COUNT).toBe(WILAYAS.length);
    WILAYAS.forEach((wilaya, index) => {
      expect(wilaya.id).toBe(index + 1);
      expect(wilaya.code).toBe(String(index + 1).padStart(2, '0'));
    });
    expect(wilayaById(1)?.fr).toBe('Adrar');
    expect(wilayaById(16)?.fr).toBe('Alger');
    expect(wilayaById(58)?.fr).toBe('El Meniaa');
  });

  it('names every wilaya in French, English and Arabic', () => {
    for (const wilaya of WILAYAS) {
      expect(wilaya.fr.trim()).not.toBe('');
      expect(wilaya.en.trim()).not.toBe('');
      expect(wilaya.ar).toMatch(/^[\u0600-\u06FF\s]+$/);
    }
    expect(new Set(WILAYAS.map((w) => w.fr)).size).toBe(58);
  });

  it('labels a wilaya as its number and its name in the current language', () => {
    expect(wilayaLabel(16, 'fr')).toBe('16 - Alger');
    expect(wilayaLabel(16, 'en')).toBe('16 - Algiers');
    expect(wilayaLabel(6, 'ar')).toBe('06 - بجاية');
    expect(wilayaName(99, 'fr')).toBe('');
  });
});
