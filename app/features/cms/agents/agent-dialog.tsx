// Create an account, or change one's role and/or password, in a dialog (focus kept inside,
// Escape closes). Validated with the shared schemas of common/schemas/admin-auth.ts.
import { KeyRound, LoaderCircle, X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import {
  ZAgentRegisterBodySchema,
  ZAgentUpdateBodySchema,
  PASSWORD_MIN_LENGTH,
} from '../../../../common/schemas/admin-auth.ts';
import { ApiError, UnauthorizedError } from '../api.ts';
import { TextInput } from '../form/controls.tsx';
import { Field } from '../form/field.tsx';
import { frenchResolver } from '../form/french-resolver.ts';
import { button, select } from '../styles.ts';
import { useApiError } from '../use-api-error.ts';
import {
  createAgent,
  generatePassword,
  ROLE_OPTIONS,
  updateAgent,
  type TAgent,
  type TAgentType,
} from './api.ts';

interface Values {
  username: string;
  password: string;
  type: TAgentType;
  email: string;
}

const createResolver = frenchResolver<typeof ZAgentRegisterBodySchema, Values>(
  ZAgentRegisterBodySchema,
);
const updateResolver = frenchResolver<typeof ZAgentUpdateBodySchema, Values>(
  ZAgentUpdateBodySchema,
);

interface AgentDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The account to change; none to create one. */
  agent: TAgent | null;
  onSaved: () => void;
}

export function AgentDialog({ open, onOpenChange, agent, onSaved }: AgentDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-white p-6 shadow-xl">
          {/* Mounted only while open: the form starts fresh each time. */}
          {open && <AgentForm agent={agent} onDone={() => onOpenChange(false)} onSaved={onSaved} />}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function AgentForm({
  agent,
  onDone,
  onSaved,
}: {
  agent: TAgent | null;
  onDone: () => void;
  onSaved: () => void;
}) {
  const report = useApiError();
  const [showPassword, setShowPassword] = useState(false);
  const {
    register,
    handleSubmit,
    setValue,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Values>({
    defaultValues: {
      username: agent?.username ?? '',
      password: '',
      type: agent?.type ?? 'agent',
      email: agent?.email ?? '',
    },
    resolver: agent ? updateResolver : createResolver,
  });

  const onValid = async (values: Values) => {
    try {
      if (agent) {
        const changes: { password?: string; type?: TAgentType; email?: string } = {};
        if (values.password) changes.password = values.password;
        if (values.type !== agent.type) changes.type = values.type;
        if (values.email.trim() !== (agent.email ?? '')) changes.email = values.email;
        if (!changes.password && !changes.type && changes.email === undefined) {
          onDone();
          return;
        }
        await updateAgent(agent.id, changes);
        toast.success(
          changes.password
            ? `Compte « ${agent.username} » modifié : ses sessions ouvertes sont fermées.`
            : `Compte « ${agent.username} » modifié.`,
        );
      } else {
        await createAgent(values);
        toast.success(`Compte « ${values.username.trim()} » créé.`);
      }
      onSaved();
      onDone();
    } catch (error) {
      if (
        error instanceof ApiError &&
        !(error instanceof UnauthorizedError) &&
        error.status === 400
      ) {
        // The refusal goes under the field it names: a taken name, or a password the server
        // judged too easy to guess (its dictionaries stay on the server).
        const field =
          error.field === 'username' || error.field === 'password' || error.field === 'email'
            ? error.field
            : 'root';
        // A weak password's reason is written in French by the server, for staff.
        const message =
          error.code === 'agent.username_taken'
            ? `Le nom d'utilisateur « ${values.username.trim()} » est déjà pris.`
            : error.code === 'agent.weak_password' && error.serverMessage
              ? error.serverMessage
              : error.message;
        setError(field, { message });
      } else report(error);
    }
  };

  return (
    <form noValidate onSubmit={handleSubmit(onValid)} className="space-y-4">
      <div className="flex items-start justify-between gap-4">
        <div>
          <Dialog.Title className="text-lg font-semibold text-slate-900">
            {agent ? `Modifier « ${agent.username} »` : 'Nouvel agent'}
          </Dialog.Title>
          <Dialog.Description className="text-sm text-slate-600">
            {agent
              ? 'Changez le rôle et/ou le mot de passe. Laissez le mot de passe vide pour le garder.'
              : 'Le compte pourra se connecter aussitôt avec ce mot de passe.'}
          </Dialog.Description>
        </div>
        <Dialog.Close className={button.icon} aria-label="Fermer">
          <X aria-hidden className="size-4" />
        </Dialog.Close>
      </div>
      {errors.root?.message && (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
          {errors.root.message}
        </p>
      )}
      {!agent && (
        <Field
          label="Nom d'utilisateur"
          required
          error={errors.username?.message}
          hint="3 à 40 lettres, chiffres, points, tirets ou soulignés."
        >
          {(props) => (
            <TextInput
              {...props}
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              // eslint-disable-next-line jsx-a11y/no-autofocus -- first field of a dialog
              autoFocus
              {...register('username')}
            />
          )}
        </Field>
      )}
      <Field label="Rôle" error={errors.type?.message}>
        {(props) => (
          <select {...props} className={select} {...register('type')}>
            {ROLE_OPTIONS.map((role) => (
              <option key={role.value} value={role.value}>
                {role.label} — {role.description}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field
        label="E-mail des demandes"
        error={errors.email?.message}
        hint="Les demandes reçues sur ses biens y sont envoyées ; vide : l'adresse de l'agence."
      >
        {(props) => <TextInput {...props} type="email" autoComplete="off" {...register('email')} />}
      </Field>
      <Field
        label={agent ? 'Nouveau mot de passe' : 'Mot de passe'}
        required={!agent}
        error={errors.password?.message}
        hint={`${PASSWORD_MIN_LENGTH} caractères au minimum, et pas un mot de passe courant.`}
      >
        {(props) => (
          <div className="flex gap-2">
            <TextInput
              {...props}
              type={showPassword ? 'text' : 'password'}
              autoComplete="new-password"
              className="tabular"
              {...register('password')}
            />
            <button
              type="button"
              className={`${button.secondary} shrink-0 px-3`}
              onClick={() => {
                setValue('password', generatePassword(), { shouldValidate: true });
                setShowPassword(true);
              }}
              title="Générer un mot de passe"
            >
              <KeyRound aria-hidden className="size-4" />
              Générer
            </button>
          </div>
        )}
      </Field>
      <label className="flex items-center gap-2 text-sm text-slate-700">
        <input
          type="checkbox"
          checked={showPassword}
          onChange={(event) => setShowPassword(event.target.checked)}
          className="size-4 accent-brand-700"
        />
        Afficher le mot de passe
      </label>
      <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
        <Dialog.Close className={button.secondary} type="button">
          Annuler
        </Dialog.Close>
        <button type="submit" className={button.primary} disabled={isSubmitting}>
          {isSubmitting && <LoaderCircle aria-hidden className="size-4 animate-spin" />}
          {agent ? 'Enregistrer' : 'Créer le compte'}
        </button>
      </div>
    </form>
  );
}
