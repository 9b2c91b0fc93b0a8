// POST /api/admin/login (docs/product.md, "Forms and their messages"): the login is accepted only
// when the answer says 'Login successful' and carries a token; otherwise the server's message is
// shown, or a generic one.
import { ZLoginResponseSchema } from '../../../common/schemas/admin-auth.ts';
import { MessageSchema } from '../../../common/schemas/errors.ts';
import { frenchMessage } from './french-messages.ts';
import { saveSession } from './session.ts';

export const LOGIN_FAILED = 'Échec de la connexion. Veuillez réessayer.';
export const TOO_MANY_ATTEMPTS = 'Trop de tentatives de connexion. Patientez avant de réessayer.';

export type LoginOutcome = { ok: true; type: string } | { ok: false; message: string };

export async function login(username: string, password: string): Promise<LoginOutcome> {
  let response: Response;
  try {
    response = await fetch('/api/admin/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username, password }),
    });
  } catch {
    return {
      ok: false,
      message: 'Impossible de joindre le serveur. Vérifiez la connexion et réessayez.',
    };
  }
  const data: unknown = await response.json().catch(() => null);
  const success = ZLoginResponseSchema.safeParse(data);
  if (success.success && success.data.token) {
    saveSession(success.data.token, success.data.type);
    return { ok: true, type: success.data.type };
  }
  const refusal = MessageSchema.safeParse(data);
  const serverMessage = refusal.success && refusal.data.message ? refusal.data.message : null;
  if (response.status === 429) return { ok: false, message: serverMessage ?? TOO_MANY_ATTEMPTS };
  return { ok: false, message: serverMessage ? frenchMessage(serverMessage) : LOGIN_FAILED };
}
