// What staff read after a visit decision (issue 35, item 7): exactly what the visitor was told,
// and, when nobody was, the number to call in the national form.
import { describe, expect, it } from 'vitest';
import { decisionMessage, visitorNotice } from '../../app/features/cms/visits/visitor-notice.ts';
import type { TAdminVisit } from '../../app/features/cms/visits/api.ts';

const visit = (fields: Partial<TAdminVisit>) =>
  ({
    status: 'confirmed',
    email: 'samira@example.dz',
    phone_number: '+213550987654',
    confirmation_email_status: 'sent',
    decision_email_status: null,
    ...fields,
  }) as TAdminVisit;

describe('the message after a visit decision', () => {
  it('says the visitor was e-mailed only when the mail was sent', () => {
    expect(decisionMessage(visit({}))).toBe(
      'Visite confirmée. Le visiteur a été prévenu par e-mail.',
    );
  });

  it('says the visitor gave no e-mail, and which number to call', () => {
    expect(decisionMessage(visit({ email: null, confirmation_email_status: 'skipped' }))).toBe(
      'Visite confirmée. Le visiteur n’a pas donné d’e-mail : appelez-le au 0550 98 76 54 pour le prévenir.',
    );
  });

  it('says mail is not configured when an address was given but nothing sent', () => {
    const message = decisionMessage(visit({ confirmation_email_status: 'skipped' }));
    expect(message).toContain('l’envoi d’e-mails n’est pas configuré');
    expect(message).toContain('appelez-le au 0550 98 76 54');
    expect(message).not.toContain('prévenu par e-mail');
  });

  it('says a failed mail failed', () => {
    expect(decisionMessage(visit({ confirmation_email_status: 'failed' }))).toBe(
      'Visite confirmée. L’e-mail au visiteur a échoué : appelez-le au 0550 98 76 54 pour le prévenir.',
    );
  });

  it('reads the decision notice for a decline or a cancellation', () => {
    expect(
      decisionMessage(visit({ status: 'declined', email: null, decision_email_status: 'skipped' })),
    ).toBe(
      'Demande refusée. Le visiteur n’a pas donné d’e-mail : appelez-le au 0550 98 76 54 pour le prévenir.',
    );
    // A cancelled visit whose confirmation had been sent: the cancellation notice counts.
    expect(
      decisionMessage(
        visit({
          status: 'cancelled',
          confirmation_email_status: 'sent',
          decision_email_status: 'failed',
        }),
      ),
    ).toContain('Visite annulée. L’e-mail au visiteur a échoué');
    expect(visitorNotice(visit({}), 'pending')).toBe('E-mail au visiteur en cours d’envoi.');
  });
});
