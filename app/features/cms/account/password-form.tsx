// Any agent changes their own password: the current one, the new one twice. The server checks
// the current one (under the login limits) and the strength of the new one, and answers a new
// token: the other sessions of the account end, this one goes on.
import { LoaderCircle } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { z } from 'zod';
import {
  PASSWORD_MIN_LENGTH,
  ZOwnPasswordChangeSchema,
} from '../../../../common/schemas/admin-auth.ts';
import { ApiError, UnauthorizedError } from '../api.ts';
import { TextInput } from '../form/controls.tsx';
import { Field } from '../form/field.tsx';
import { frenchResolver } from '../form/french-resolver.ts';
import { readSession, saveSession } from '../session.ts';
import { useCmsShell } from '../shell/cms-context.tsx';
import { button, card } from '../styles.ts';
import { useApiError } from '../use-api-error.ts';
import { changeOwnPassword } from './api.ts';

const ZPasswordFormSchema = ZOwnPasswordChangeSchema.extend({
  confirm_password: z.string(),
}).refine((values) => values.confirm_password === values.new_password, {
  message: 'Les deux mots de passe ne sont pas identiques.',
  path: ['confirm_password'],
});

interface Values {
  current_password: string;
  new_password: string;
  confirm_password: string;
}

const resolver = frenchResolver<typeof ZPasswordFormSchema, Values>(ZPasswordFormSchema);
const FIELDS = ['current_password', 'new_password', 'confirm_password'] as const;

export function PasswordForm() {
  const report = useApiError();
  const { username } = useCmsShell();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Values>({
    defaultValues: { current_password: '', new_password: '', confirm_password: '' },
    resolver,
  });

  const onValid = async (values: Values) => {
    try {
      const answer = await changeOwnPassword({
        current_password: values.current_password,
        new_password: values.new_password,
      });
      saveSession(answer.token, readSession()?.type ?? '');
      reset();
      toast.success('Mot de passe modifié. Vos autres sessions ont été fermées.');
    } catch (error) {
      if (
        error instanceof ApiError &&
        !(error instanceof UnauthorizedError) &&
        error.status < 500
      ) {
        // Under the field the server names; a weak password's reason is the server's own French.
        const field = FIELDS.find((name) => name === error.field) ?? 'root';
        const message =
          error.code === 'agent.weak_password' && error.serverMessage
            ? error.serverMessage
            : error.message;
        setError(field, { message });
      } else report(error);
    }
  };

  return (
    <form
      noValidate
      onSubmit={handleSubmit(onValid)}
      aria-labelledby="password-title"
      className={`${card} max-w-lg space-y-4 p-4 sm:p-6`}
    >
      <h2 id="password-title" className="text-base font-semibold text-slate-900">
        Changer mon mot de passe
      </h2>
      {errors.root?.message && (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
          {errors.root.message}
        </p>
      )}
      {/* The username, for the browser's password manager. */}
      <input type="text" name="username" autoComplete="username" value={username} readOnly hidden />
      <Field label="Mot de passe actuel" required error={errors.current_password?.message}>
        {(props) => (
          <TextInput
            {...props}
            type="password"
            autoComplete="current-password"
            {...register('current_password')}
          />
        )}
      </Field>
      <Field
        label="Nouveau mot de passe"
        required
        error={errors.new_password?.message}
        hint={`${PASSWORD_MIN_LENGTH} caractères au minimum, et pas un mot de passe courant : une phrase de plusieurs mots peu courants convient.`}
      >
        {(props) => (
          <TextInput
            {...props}
            type="password"
            autoComplete="new-password"
            {...register('new_password')}
          />
        )}
      </Field>
      <Field
        label="Confirmer le nouveau mot de passe"
        required
        error={errors.confirm_password?.message}
      >
        {(props) => (
          <TextInput
            {...props}
            type="password"
            autoComplete="new-password"
            {...register('confirm_password')}
          />
        )}
      </Field>
      <div className="flex justify-end">
        <button type="submit" className={button.primary} disabled={isSubmitting}>
          {isSubmitting && <LoaderCircle aria-hidden className="size-4 animate-spin" />}
          Changer le mot de passe
        </button>
      </div>
    </form>
  );
}
