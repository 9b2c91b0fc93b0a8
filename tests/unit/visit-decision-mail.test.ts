// The visitor's notice of a declined or cancelled visit (decision 0048): their language first,
// right to left in Arabic, then French; French alone for a French visitor.
import { describe, expect, it } from 'vitest';
import { visitDecisionMail } from '../../server/services/visits/visit-decision-mail.ts';

const visit = {
  email: 'samir@example.dz',
  fullName: 'سمير',
  propertyName: 'فيلا في شرشال',
  propertyUrl: 'https://example.dz/property/7?lang=ar',
  confirmedStart: new Date('2026-12-06T09:00:00Z'),
  agency: { phone: '+21324471235' },
};

describe('visitDecisionMail', () => {
  it('writes an Arabic cancellation right to left, then the French text', () => {
    const mail = visitDecisionMail({ ...visit, language: 'ar', status: 'cancelled' });
    expect(mail.subject).toBe('تم إلغاء الزيارة: «فيلا في شرشال»');
    expect(mail.html).toMatch(/^<div dir="rtl" lang="ar">.*<hr><div dir="ltr" lang="fr">/s);
    expect(mail.text).toContain('تم إلغاء زيارة العقار «فيلا في شرشال» المقررة يوم');
    expect(mail.text).toContain('est annulée');
    expect(mail.text).toContain('024 47 12 35');
    expect(mail.attachments).toBeUndefined();
  });

  it('declines in French alone for a French visitor, without a date', () => {
    const mail = visitDecisionMail({
      ...visit,
      language: 'fr',
      status: 'declined',
      confirmedStart: null,
    });
    expect(mail.subject).toBe('Votre demande de visite : « فيلا في شرشال »');
    expect(mail.text).toContain('aux créneaux proposés');
    expect(mail.html).not.toContain('<hr>');
    expect(mail.html).not.toContain('dir="rtl"');
  });
});
