// Links that open a phone call or a WhatsApp chat from a number as people write it.

/** Digits only, with Algeria's country code when the number is written the national way. */
export function internationalDigits(phone: string): string {
  const digits = phone.replace(/[^\d+]/g, '');
  if (digits.startsWith('+')) return digits.slice(1);
  if (digits.startsWith('00')) return digits.slice(2);
  if (digits.startsWith('0')) return `213${digits.slice(1)}`;
  return digits;
}

export function telUrl(phone: string): string {
  return `tel:+${internationalDigits(phone)}`;
}

export function whatsappUrl(phone: string, text?: string): string {
  const url = `https://wa.me/${internationalDigits(phone)}`;
  return text ? `${url}?text=${encodeURIComponent(text)}` : url;
}
