// Back-office login and agent accounts (docs/product.md, "Roles").
import { z } from 'zod';
import { ZOptionalEmailSchema } from './primitives.ts';

export const AGENT_TYPE_VALUES = ['superadmin', 'agent'] as const;
export const ZAgentTypeSchema = z.enum(AGENT_TYPE_VALUES);
export type TAgentType = z.infer<typeof ZAgentTypeSchema>;

/** The length rule, shared with the form; the server also refuses guessable passwords. */
export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 200;

export const ZUsernameSchema = z
  .string()
  .trim()
  .regex(/^[a-zA-Z0-9._-]{3,40}$/, {
    message: 'username must be 3-40 letters, digits, dots, dashes or underscores',
  });

export const ZPasswordSchema = z
  .string()
  // In French: staff read this reason as the API gives it (docs/admin-api.md).
  .min(PASSWORD_MIN_LENGTH, {
    message: `Le mot de passe doit contenir au moins ${PASSWORD_MIN_LENGTH} caractères.`,
  })
  .max(PASSWORD_MAX_LENGTH, {
    message: `password must be at most ${PASSWORD_MAX_LENGTH} characters long`,
  });

export const ZLoginBodySchema = z.object({
  username: z.string().max(100),
  password: z.string().max(PASSWORD_MAX_LENGTH),
});
export type TLoginBody = z.infer<typeof ZLoginBodySchema>;

export const ZLoginResponseSchema = z.object({
  message: z.literal('Login successful'),
  token: z.string(),
  type: ZAgentTypeSchema,
  /** When the token stops working (ISO 8601). */
  expiresAt: z.string(),
});
export type TLoginResponse = z.infer<typeof ZLoginResponseSchema>;

export const ZAgentSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  type: ZAgentTypeSchema,
  /** Where the leads of the agent's listings are e-mailed (null: the agency's address). */
  email: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TAgent = z.infer<typeof ZAgentSchema>;

export const ZMeSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  type: ZAgentTypeSchema,
  isAdmin: z.boolean(),
});
export type TMe = z.infer<typeof ZMeSchema>;

export const ZAgentRegisterBodySchema = z.object({
  username: ZUsernameSchema,
  password: ZPasswordSchema,
  type: ZAgentTypeSchema.default('agent'),
  email: ZOptionalEmailSchema.optional(),
});
export type TAgentRegisterBody = z.infer<typeof ZAgentRegisterBodySchema>;

export const ZAgentUpdateBodySchema = z
  .object({
    // '' means "unchanged", as a form with an empty password field sends it.
    password: z
      .union([z.literal(''), ZPasswordSchema])
      .optional()
      .transform((value) => (value === '' ? undefined : value)),
    type: ZAgentTypeSchema.optional(),
    /** null or '' clears it. */
    email: ZOptionalEmailSchema.optional(),
  })
  .refine(
    (body) => body.password !== undefined || body.type !== undefined || body.email !== undefined,
    { message: 'give a new password, a new type, an e-mail, or several' },
  );
export type TAgentUpdateBody = z.infer<typeof ZAgentUpdateBodySchema>;

/** PUT /api/admin/me/password: any agent changes their own password. */
export const ZOwnPasswordChangeSchema = z
  .object({
    current_password: z
      .string()
      .max(PASSWORD_MAX_LENGTH)
      .refine((value) => value.length > 0, { message: 'current_password is required' }),
    new_password: ZPasswordSchema,
  })
  // A "change" to the same password would end every other session and change nothing else.
  .refine((body) => body.new_password !== body.current_password, {
    path: ['new_password'],
    message: 'Le nouveau mot de passe doit être différent du mot de passe actuel.',
  })
  .meta({ description: 'new_password must differ from current_password' });
export type TOwnPasswordChange = z.infer<typeof ZOwnPasswordChangeSchema>;

/** The other sessions end with the change: the answer carries this session's new token. */
export const ZOwnPasswordChangedSchema = z.object({
  message: z.literal('Password changed'),
  token: z.string(),
  expiresAt: z.string(),
});
export type TOwnPasswordChanged = z.infer<typeof ZOwnPasswordChangedSchema>;
