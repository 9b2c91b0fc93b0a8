// What staff are told after confirming, declining or cancelling a visit: exactly what became of
// the visitor's e-mail (sent, failed, or none: no address given, or mail not configured on the
// server) and, whenever nobody was told, what to do — call the visitor, whose number is given in
// the national form. `skipped` with an address means the server has no SMTP (server/mail/send.ts).
import { formatAlgerianPhone } from '../../../../common/phone.ts';
import type { TAdminVisit } from './api.ts';

type MailStatus = NonNullable<TAdminVisit['confirmation_email_status']>;

/** Why the visitor got no e-mail, or null when one was sent (or is on its way). */
function whyNoMail(visit: Pick<TAdminVisit, 'email'>, status: MailStatus): string | null {
  if (status === 'sent' || status === 'pending') return null;
  if (status === 'failed') return 'l’e-mail au visiteur a échoué';
  return visit.email
    ? 'aucun e-mail envoyé (l’envoi d’e-mails n’est pas configuré sur le serveur)'
    : 'le visiteur n’a pas donné d’e-mail';
}

/** The sentence after the outcome: what became of the visitor's notice, and what to do. */
export function visitorNotice(
  visit: Pick<TAdminVisit, 'email' | 'phone_number'>,
  status: MailStatus | null,
): string {
  const outcome = status ?? 'skipped';
  if (outcome === 'sent') return 'Le visiteur a été prévenu par e-mail.';
  if (outcome === 'pending') return 'E-mail au visiteur en cours d’envoi.';
  const why = whyNoMail(visit, outcome)!;
  const phone = formatAlgerianPhone(visit.phone_number);
  return `${why.charAt(0).toUpperCase()}${why.slice(1)} : appelez-le au ${phone} pour le prévenir.`;
}

const OUTCOMES = {
  confirmed: 'Visite confirmée.',
  declined: 'Demande refusée.',
  cancelled: 'Visite annulée.',
} as const;

/** The message after a decision, from the visit the API answered. */
export function decisionMessage(visit: TAdminVisit): string {
  if (visit.status === 'confirmed') {
    return `${OUTCOMES.confirmed} ${visitorNotice(visit, visit.confirmation_email_status)}`;
  }
  if (visit.status === 'declined' || visit.status === 'cancelled') {
    return `${OUTCOMES[visit.status]} ${visitorNotice(visit, visit.decision_email_status)}`;
  }
  return 'Visite enregistrée.';
}
