// The back-office session as the product keeps it (docs/product.md, "Roles"):
// localStorage.authToken, type and isAdmin ('true' only for a superadmin). Logging out clears the
// three keys.
import type { TAgentType } from '../../../common/schemas/admin-auth.ts';

export const SESSION_KEYS = { token: 'authToken', type: 'type', isAdmin: 'isAdmin' } as const;

export interface CmsSession {
  token: string;
  type: string;
  isAdmin: boolean;
}

export function readSession(): CmsSession | null {
  if (typeof localStorage === 'undefined') return null;
  const token = localStorage.getItem(SESSION_KEYS.token);
  if (!token) return null;
  return {
    token,
    type: localStorage.getItem(SESSION_KEYS.type) ?? '',
    isAdmin: localStorage.getItem(SESSION_KEYS.isAdmin) === 'true',
  };
}

export function saveSession(token: string, type: TAgentType | string): void {
  localStorage.setItem(SESSION_KEYS.token, token);
  localStorage.setItem(SESSION_KEYS.type, type);
  localStorage.setItem(SESSION_KEYS.isAdmin, String(type === 'superadmin'));
}

export function clearSession(): void {
  if (typeof localStorage === 'undefined') return;
  for (const key of Object.values(SESSION_KEYS)) localStorage.removeItem(key);
}

/** Only a back-office path of this site may be the target after a login (no open redirect). */
export function safeCmsPath(value: string | null | undefined): string {
  if (!value || !value.startsWith('/cms') || value.startsWith('//') || value.includes('\\')) {
    return '/cms/dashboard';
  }
  if (value === '/cms/login' || value.startsWith('/cms/login?') || value === '/cms') {
    return '/cms/dashboard';
  }
  return value;
}

/** The login page, told where to come back to (and why the visitor lands there). */
export function loginUrl(from: string | URL, reason?: 'expired'): string {
  const url = typeof from === 'string' ? new URL(from, 'http://x') : from;
  const params = new URLSearchParams({ redirect: url.pathname + url.search });
  if (reason) params.set('reason', reason);
  return `/cms/login?${params.toString()}`;
}
