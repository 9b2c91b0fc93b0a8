// One contact message, read in full, with the ways to answer (e-mail, phone, WhatsApp) and the
// actions (mark unread, delete).
import { ArrowLeft, Mail, MailOpen, MessageCircle, Phone, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { formatDateTime } from '../format.ts';
import { button } from '../styles.ts';
import type { TInboxMessage } from './api.ts';

const EMAIL_STATUS: Record<TInboxMessage['email_status'], { label: string; tone: string }> = {
  sent: { label: 'Transmis par e-mail', tone: 'bg-brand-50 text-brand-900' },
  skipped: {
    label: 'Non transmis par e-mail (envoi non configuré)',
    tone: 'bg-slate-100 text-slate-700',
  },
  failed: { label: "Échec de l'envoi par e-mail", tone: 'bg-red-50 text-red-800' },
  pending: { label: 'Envoi par e-mail en cours', tone: 'bg-amber-50 text-amber-900' },
};

const LOCALE_LABELS: Record<string, string> = { fr: 'français', ar: 'arabe', en: 'anglais' };

function whatsappLink(phone: string): string {
  let digits = phone.replace(/\D/g, '');
  if (digits.startsWith('00')) digits = digits.slice(2);
  else if (digits.startsWith('0')) digits = `213${digits.slice(1)}`;
  return `https://wa.me/${digits}`;
}

interface MessageViewProps {
  message: TInboxMessage;
  backTo: string;
  onToggleRead: () => void;
  onDelete: () => void;
}

export function MessageView({ message, backTo, onToggleRead, onDelete }: MessageViewProps) {
  const status = EMAIL_STATUS[message.email_status];
  return (
    <article className="flex h-full flex-col" aria-labelledby="message-subject">
      <div className="border-b border-slate-200 p-4">
        <Link
          to={backTo}
          className="mb-2 inline-flex items-center gap-1 text-sm text-slate-600 hover:text-slate-900 lg:hidden"
        >
          <ArrowLeft aria-hidden className="size-4 rtl:rotate-180" />
          Tous les messages
        </Link>
        <h2 id="message-subject" className="text-lg font-semibold break-words text-slate-900">
          {message.object}
        </h2>
        <p className="mt-1 text-sm text-slate-700">
          <span className="font-medium">{message.full_name}</span>
          {message.email && <span className="text-slate-500"> · {message.email}</span>}
          {message.phone_number && (
            <span className="text-slate-500 tabular"> · {message.phone_number}</span>
          )}
        </p>
        <p className="mt-1 text-xs text-slate-500">
          Reçu le {formatDateTime(message.created_at)}
          {message.locale && LOCALE_LABELS[message.locale] && (
            <> · écrit depuis le site en {LOCALE_LABELS[message.locale]}</>
          )}
        </p>
        <span className={`mt-2 inline-block rounded-full px-2 py-0.5 text-xs ${status.tone}`}>
          {status.label}
        </span>
      </div>
      <div className="flex-1 overflow-y-auto p-4">
        <p
          className="text-sm leading-relaxed break-words whitespace-pre-wrap text-slate-800"
          dir="auto"
        >
          {message.message}
        </p>
      </div>
      <div className="flex flex-wrap gap-2 border-t border-slate-200 p-4">
        {message.email && (
          <a
            className={button.primary}
            href={`mailto:${message.email}?subject=${encodeURIComponent(`Re : ${message.object}`)}`}
          >
            <Mail aria-hidden className="size-4" />
            Répondre par e-mail
          </a>
        )}
        {message.phone_number && (
          <>
            <a className={button.secondary} href={`tel:${message.phone_number.replace(/\s/g, '')}`}>
              <Phone aria-hidden className="size-4" />
              Appeler
            </a>
            <a
              className={button.secondary}
              href={whatsappLink(message.phone_number)}
              target="_blank"
              rel="noreferrer"
            >
              <MessageCircle aria-hidden className="size-4" />
              WhatsApp
            </a>
          </>
        )}
        <button type="button" className={button.ghost} onClick={onToggleRead}>
          <MailOpen aria-hidden className="size-4" />
          {message.read ? 'Marquer comme non lu' : 'Marquer comme lu'}
        </button>
        <button type="button" className={`${button.ghost} text-red-700`} onClick={onDelete}>
          <Trash2 aria-hidden className="size-4" />
          Supprimer
        </button>
      </div>
    </article>
  );
}
