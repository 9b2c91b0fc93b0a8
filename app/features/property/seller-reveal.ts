// Revealing the seller's contacts: what the visitor asked for, and the answer. Both doors count
// one reveal per request with the same limit: the script calls POST /api/properties/{id}/mobile;
// before the script runs, the same buttons post the page's form to its action
// (reveal-action.server.ts), which answers the page with the contacts in it (decision 0017).
import type { TSellerContact } from '../../../common/schemas/property.ts';

/** Which button asked: the seller card's "show the number", or the phone bar's three. */
export const REVEAL_INTENTS = ['show', 'call', 'whatsapp', 'message'] as const;
export type RevealIntent = (typeof REVEAL_INTENTS)[number];

export const isRevealIntent = (value: unknown): value is RevealIntent =>
  typeof value === 'string' && (REVEAL_INTENTS as readonly string[]).includes(value);

/** The page action's answer to a reveal posted without the script. */
export type RevealAnswer =
  | { status: 'revealed'; intent: RevealIntent; contact: TSellerContact }
  | { status: 'too_many'; intent: RevealIntent };

export type RevealState =
  | { status: 'idle' }
  | { status: 'loading'; intent: RevealIntent }
  | { status: 'error'; intent: RevealIntent; message: 'too_many' | 'error' }
  | { status: 'done'; intent: RevealIntent; contact: TSellerContact };

export function stateOfAnswer(answer: RevealAnswer | undefined): RevealState {
  if (!answer) return { status: 'idle' };
  if (answer.status === 'too_many') {
    return { status: 'error', intent: answer.intent, message: 'too_many' };
  }
  return { status: 'done', intent: answer.intent, contact: answer.contact };
}

/** The addresses of the revealed contacts (WhatsApp falls back to the phone). */
export function contactLinks(contact: TSellerContact | null) {
  const phone = contact?.seller_phone ?? null;
  return {
    phone,
    whatsapp: contact?.seller_whatsapp ?? phone,
    email: contact?.seller_email ?? null,
  };
}
