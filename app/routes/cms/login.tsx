// /cms/login: the only public back-office page. On success the session is stored (authToken,
// type, isAdmin) and the visitor goes back to the page asked for, else to the dashboard.
// Before the page's script runs (or without JavaScript) the browser posts the form to this
// page's action, which checks nothing and says that the back-office needs the script
// (decision 0017): the token lives in the browser's storage, which only the script can fill.
import { Building2, Eye, EyeOff, LoaderCircle, LogIn } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { data, useActionData, useNavigate, useSearchParams } from 'react-router';
import { login } from '../../features/cms/login.ts';
import { readFormFields } from '../../features/forms/form-body.server.ts';
import { readSession, safeCmsPath } from '../../features/cms/session.ts';
import { button, input, label } from '../../features/cms/styles.ts';
import '../../features/cms/cms.css';

const NEEDS_SCRIPT =
  "La connexion à l'espace agence a besoin de JavaScript, qui n'était pas encore chargé sur " +
  "cette page ou qui est désactivé dans votre navigateur. Vos identifiants n'ont pas été " +
  'vérifiés : réessayez dans un instant ; si ce message revient, activez JavaScript.';
const MISSING = "Saisissez votre nom d'utilisateur et votre mot de passe.";

/** The form posted by the browser itself: never a password in an address, and a clear answer.
 * The username comes back into its field; the password never leaves this request. */
export async function action({ request }: { request: Request }) {
  const fields = (await readFormFields(request)) ?? {};
  const username = (fields.username ?? '').trim().slice(0, 200);
  const password = fields.password ?? '';
  const message = username && password ? NEEDS_SCRIPT : MISSING;
  return data({ message, username }, { status: 400 });
}

export function meta() {
  return [{ title: 'Connexion — Espace agence' }, { name: 'robots', content: 'noindex' }];
}

export default function CmsLogin() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const target = safeCmsPath(params.get('redirect'));
  const expired = params.get('reason') === 'expired';
  const answer = useActionData<typeof action>();
  const [error, setError] = useState<string | null>(answer?.message ?? null);
  const [pending, setPending] = useState(false);
  const [showPassword, setShowPassword] = useState(false);
  const [missing, setMissing] = useState<{ username?: boolean; password?: boolean }>({});
  const usernameRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const errorId = useId();

  // Already logged in (another tab, a bookmark): straight to the page.
  useEffect(() => {
    if (readSession()) void navigate(target, { replace: true });
  }, [navigate, target]);

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const username = String(form.get('username') ?? '').trim();
    const password = String(form.get('password') ?? '');
    const empty = { username: !username, password: !password };
    setMissing(empty);
    if (empty.username || empty.password) {
      (empty.username ? usernameRef : passwordRef).current?.focus();
      return;
    }
    setPending(true);
    setError(null);
    const outcome = await login(username, password);
    if (outcome.ok) {
      void navigate(target, { replace: true });
      return;
    }
    setPending(false);
    setError(outcome.message);
    passwordRef.current?.select();
  }

  return (
    <main data-cms className="flex min-h-dvh items-center justify-center bg-slate-100 px-4 py-10">
      <div className="w-full max-w-sm">
        <div className="mb-6 flex flex-col items-center gap-2 text-center">
          <span className="flex size-12 items-center justify-center rounded-xl bg-brand-700 text-white">
            <Building2 aria-hidden className="size-6" />
          </span>
          <h1 className="text-2xl font-semibold text-slate-900">Espace agence</h1>
          <p className="text-sm text-slate-600">Connectez-vous pour gérer les annonces.</p>
        </div>
        {/* POST even without script: a password never goes into an address or a log. */}
        <form
          method="post"
          noValidate
          onSubmit={onSubmit}
          aria-describedby={error ? errorId : undefined}
          className="space-y-4 rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
        >
          {expired && !error && (
            <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900" role="status">
              Votre session a expiré. Reconnectez-vous pour continuer.
            </p>
          )}
          {error && (
            <p
              id={errorId}
              role="alert"
              className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800"
            >
              {error}
            </p>
          )}
          <div className="space-y-1">
            <label htmlFor="cms-username" className={label}>
              Nom d'utilisateur
            </label>
            <input
              ref={usernameRef}
              id="cms-username"
              name="username"
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              // eslint-disable-next-line jsx-a11y/no-autofocus -- the page's only task
              autoFocus
              required
              defaultValue={answer?.username}
              aria-invalid={missing.username || undefined}
              aria-describedby={missing.username ? 'cms-username-error' : undefined}
              className={input}
            />
            {missing.username && (
              <p id="cms-username-error" className="text-sm text-red-700">
                Saisissez votre nom d'utilisateur.
              </p>
            )}
          </div>
          <div className="space-y-1">
            <label htmlFor="cms-password" className={label}>
              Mot de passe
            </label>
            <div className="relative">
              <input
                ref={passwordRef}
                id="cms-password"
                name="password"
                type={showPassword ? 'text' : 'password'}
                autoComplete="current-password"
                required
                aria-invalid={missing.password || undefined}
                aria-describedby={missing.password ? 'cms-password-error' : undefined}
                className={`${input} pe-11`}
              />
              <button
                type="button"
                onClick={() => setShowPassword((shown) => !shown)}
                aria-label={showPassword ? 'Masquer le mot de passe' : 'Afficher le mot de passe'}
                aria-pressed={showPassword}
                className="absolute inset-y-0 end-0 flex w-10 items-center justify-center rounded-e-lg text-slate-500 hover:text-slate-800 focus-visible:outline-2 focus-visible:outline-brand-600"
              >
                {showPassword ? (
                  <EyeOff aria-hidden className="size-4" />
                ) : (
                  <Eye aria-hidden className="size-4" />
                )}
              </button>
            </div>
            {missing.password && (
              <p id="cms-password-error" className="text-sm text-red-700">
                Saisissez votre mot de passe.
              </p>
            )}
          </div>
          <button type="submit" disabled={pending} className={`${button.primary} w-full`}>
            {pending ? (
              <LoaderCircle aria-hidden className="size-4 animate-spin" />
            ) : (
              <LogIn aria-hidden className="size-4" />
            )}
            {pending ? 'Connexion…' : 'Se connecter'}
          </button>
        </form>
        <p className="mt-6 text-center text-sm">
          <a href="/" className="text-brand-700 underline-offset-2 hover:underline">
            Retour au site
          </a>
        </p>
      </div>
    </main>
  );
}
