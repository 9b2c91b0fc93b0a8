// A visitor's phone as a lead keeps it: the stored E.164 form when it is an Algerian number
// (common/phone.ts), else as typed (a visitor abroad), so staff can always call it back.
import { normalizeAlgerianPhone } from '../../../common/phone.ts';

export function leadPhone(typed: string | undefined | null): string | null {
  if (!typed) return null;
  return normalizeAlgerianPhone(typed) ?? typed.trim();
}
