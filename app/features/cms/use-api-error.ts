// One way to report a failed call from a screen: a 401 goes to the login (and back here after),
// anything else becomes a toast with the French message.
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { ApiError, UnauthorizedError } from './api.ts';
import { loginUrl } from './session.ts';

export function useApiError(): (error: unknown, fallback?: string) => void {
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(
    (error: unknown, fallback = "L'opération a échoué.") => {
      if (error instanceof DOMException && error.name === 'AbortError') return;
      if (error instanceof UnauthorizedError) {
        // The login page says why (reason=expired).
        void navigate(loginUrl(location.pathname + location.search, 'expired'));
        return;
      }
      toast.error(error instanceof ApiError ? error.message : fallback);
      if (!(error instanceof ApiError)) console.warn(error);
    },
    [navigate, location.pathname, location.search],
  );
}
