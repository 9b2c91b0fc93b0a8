// The French staff read for each error code of the API (common/errors.ts): the screens translate
// the code, never the English sentence beside it, so rewording a server message cannot break
// them. The table is typed by the code list: a new code without its French fails the typecheck.
import { isErrorCode, type ErrorCode } from '../errors.ts';
import { MAX_UPLOAD_FILES } from '../schemas/admin-media.ts';
import { MAX_IMPORT_BYTES, MAX_IMPORT_ROWS } from '../schemas/admin-property-io.ts';
import { fieldLabel } from './field-labels.ts';

const GONE = "Cet élément n'existe pas ou a été supprimé.";
const THROTTLED = 'Trop de requêtes. Patientez un instant puis réessayez.';

export const FRENCH_ERRORS: Record<ErrorCode, string> = {
  'auth.required': 'Votre session a expiré. Reconnectez-vous.',
  'auth.invalid_credentials': "Nom d'utilisateur ou mot de passe incorrect.",
  'auth.session_expired': 'Votre session a expiré. Reconnectez-vous.',
  'auth.throttled': 'Trop de tentatives de connexion. Patientez avant de réessayer.',
  'auth.forbidden':
    'Votre rôle ne permet pas cette action : elle est réservée aux administrateurs, ou à l’agent qui suit ce bien ou cette demande.',
  'auth.wrong_current_password': 'Le mot de passe actuel est incorrect.',
  'validation.required': 'Ce champ est obligatoire.',
  'validation.too_small': 'Valeur trop petite ou trop courte.',
  'validation.too_big': 'Valeur trop grande ou trop longue.',
  'validation.invalid_format':
    'Format invalide (adresse e-mail, lien ou date) : vérifiez la saisie.',
  'validation.invalid': 'Valeur invalide.',
  'request.malformed': 'La requête a été mal reçue. Réessayez.',
  'request.invalid_host': 'La requête a été mal reçue. Réessayez.',
  'request.too_large': 'Fichier trop volumineux.',
  'request.unsupported_media_type': 'La requête a été mal reçue. Réessayez.',
  'request.throttled': THROTTLED,
  'request.route_not_found': GONE,
  'request.method_not_allowed': 'La requête a été mal reçue. Réessayez.',
  'request.url_too_long': 'La requête a été mal reçue. Réessayez.',
  'property.not_found': GONE,
  'property.promo_price_too_high': 'Le prix promotionnel doit être inférieur au prix.',
  'ad.not_found': GONE,
  'ad.link_required': 'Une annonce « lien seul » a besoin de son lien.',
  'location.incomplete': 'Indiquez la latitude et la longitude, ou aucune des deux.',
  'agent.not_found': GONE,
  'agent.username_taken': "Ce nom d'utilisateur est déjà pris.",
  'agent.weak_password': 'Mot de passe trop facile à deviner : choisissez-en un plus long.',
  'agent.last_superadmin':
    "C'est le dernier super-administrateur : nommez-en un autre avant de changer son rôle ou de le supprimer.",
  'agent.self_delete':
    'Vous ne pouvez pas supprimer votre propre compte : demandez à un autre super-administrateur.',
  'message.not_found': GONE,
  'reference.not_found': GONE,
  'reference.unknown_id': 'Un élément choisi a été supprimé entre-temps : rechargez la page.',
  'reference.category_required': 'Choisissez la catégorie du document.',
  'reference.duplicate_name': 'Cet intitulé existe déjà dans la liste.',
  'image.not_found': GONE,
  'image.unknown': 'Une image est inconnue : retirez-la puis téléversez-la de nouveau.',
  'image.in_use': "Image encore utilisée par un bien ou une annonce : retirez-la d'abord.",
  'image.unreadable': "Ce fichier n'est pas une image lisible.",
  'image.too_large': 'Fichier trop volumineux.',
  'upload.no_file': 'Aucun fichier reçu.',
  'upload.not_multipart': 'Aucun fichier reçu.',
  'upload.too_many_files': `${MAX_UPLOAD_FILES} fichiers au maximum par envoi.`,
  'upload.bad_file_name': 'Un nom de fichier contient un caractère invalide : renommez le fichier.',
  'general_info.not_set': "Les informations de l'agence ne sont pas encore renseignées.",
  'alert.unknown_link': GONE,
  'alert.daily_limit': THROTTLED,
  'alert.mail_unavailable': "L'envoi d'e-mails n'est pas disponible.",
  'lead.not_found': GONE,
  'lead.not_owner': 'Cette action ne concerne que les biens confiés par un propriétaire.',
  'lead.has_listing': 'Cette demande a déjà son annonce.',
  'lead.not_published':
    'Le lien du propriétaire suit la publication : passez la demande à « Publiée » avec son annonce.',
  'owner_report.not_found': GONE,
  'visit.not_found': GONE,
  'visit.slot_in_past': 'Ce créneau est déjà passé.',
  'visit.slot_too_soon': 'Ce créneau est trop proche : 12 heures à l’avance au minimum.',
  'visit.slot_too_far': 'Ce créneau est trop lointain : 60 jours au maximum.',
  'visit.slot_outside_hours': "Ce créneau est en dehors des horaires d'ouverture.",
  'visit.slot_duplicate': 'Ce créneau est proposé deux fois.',
  'visit.unknown_slot': "Ce créneau n'est pas l'un de ceux proposés par le visiteur.",
  'visit.already_decided':
    'Cette demande a déjà été traitée (confirmée, refusée ou annulée) : rechargez la page.',
  'visit.slot_taken':
    'Vous avez déjà une visite confirmée sur ce créneau : choisissez-en un autre.',
  'server.internal': 'Erreur du serveur. Réessayez dans un instant.',
  'import.unreadable_file': 'Fichier illisible : envoyez un fichier CSV ou XLSX.',
  'import.missing_columns':
    'La première ligne doit porter les noms des colonnes du modèle (name_fr, base_price…).',
  'import.empty': 'Le fichier ne contient aucune ligne de bien.',
  'import.too_many_rows': `Trop de lignes : ${MAX_IMPORT_ROWS.toLocaleString('fr-FR')} biens au plus par import.`,
  'import.too_large': `Fichier trop volumineux : ${MAX_IMPORT_BYTES / 1024 / 1024} Mo au plus par import. Découpez-le (par wilaya, par exemple).`,
  'import.not_found': 'Cet import n’existe pas.',
  'import.not_owner': 'Cet import a été préparé par un autre compte.',
  'import.expired': 'Cet aperçu a expiré : envoyez de nouveau le fichier.',
  'import.already_confirmed': 'Cet import a déjà été confirmé.',
  'import.has_errors': 'Des lignes ont des erreurs : corrigez le fichier et envoyez-le de nouveau.',
  'import.stale':
    'Le catalogue a changé depuis l’aperçu (un bien à modifier a été supprimé) : envoyez de nouveau le fichier.',
};

/** What an error answer's body may hold (anything, when the server did not answer JSON). */
export interface ErrorBody {
  code?: unknown;
  message?: unknown;
  field?: unknown;
}

/**
 * The French for an error answer: the code's text, preceded by the field it names when the
 * answer is about one input (`Prix : Valeur trop petite…`); the status's text without a code.
 */
export function frenchError(body: ErrorBody | null | undefined, status: number): string {
  if (!body || !isErrorCode(body.code)) return statusMessage(status);
  const text = FRENCH_ERRORS[body.code];
  const field = typeof body.field === 'string' && body.field ? body.field : null;
  return field && body.code.startsWith('validation.') ? `${fieldLabel(field)} : ${text}` : text;
}

/** A message for an HTTP status when the answer carried no code. */
export function statusMessage(status: number): string {
  if (status === 0) return 'Impossible de joindre le serveur. Vérifiez la connexion et réessayez.';
  if (status === 403) return "Votre compte n'a pas accès à cette action.";
  if (status === 404) return GONE;
  if (status === 413) return 'Fichier trop volumineux.';
  if (status === 429) return THROTTLED;
  if (status >= 500) return 'Erreur du serveur. Réessayez dans un instant.';
  return 'La requête a échoué. Réessayez.';
}

/** For a response the client could not use (no JSON, wrong shape). */
/** An answer that is not the shape the route declares: a server out of step with this page. */
export const UNEXPECTED_ANSWER = 'Réponse inattendue du serveur. Rechargez la page.';
