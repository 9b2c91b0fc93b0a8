// POST /api/admin/login (docs/product.md, "Forms and their messages"): the login is accepted only
// when the answer says 'Login successful' and carries a token; otherwise the French of the
// answer's error code is shown (with the wait the server asks for), or a generic one.
import { isErrorCode } from '../../../common/errors.ts';
import { ZLoginResponseSchema } from '../../../common/schemas/admin-auth.ts';
import { FRENCH_ERRORS } from '../../../common/staff-french/error-texts.ts';
import { apiUrl, type ApiBody } from './api.ts';
import { saveSession } from './session.ts';

export const LOGIN_FAILED = 'Échec de la connexion. Veuillez réessayer.';
export const TOO_MANY_ATTEMPTS = 'Trop de tentatives de connexion. Patientez avant de réessayer.';

export type LoginOutcome = { ok: true; type: string } | { ok: false; message: string };

export async function login(username: string, password: string): Promise<LoginOutcome> {
  const body: ApiBody<'post', '/api/admin/login'> = { username, password };
  let response: Response;
  try {
    response = await fetch(apiUrl.POST('/api/admin/login'), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
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
  if (response.status === 429) {
    return { ok: false, message: tooManyAttempts(Number(response.headers.get('retry-after'))) };
  }
  const code = (data as { code?: unknown } | null)?.code;
  return { ok: false, message: isErrorCode(code) ? FRENCH_ERRORS[code] : LOGIN_FAILED };
}

/** The wait the server asks for (Retry-After, in seconds), in whole minutes. */
export function tooManyAttempts(retryAfterSeconds: number): string {
  if (!Number.isFinite(retryAfterSeconds) || retryAfterSeconds <= 0) return TOO_MANY_ATTEMPTS;
  return `Trop de tentatives de connexion. Réessayez dans ${Math.ceil(retryAfterSeconds / 60)} minute(s).`;
}
