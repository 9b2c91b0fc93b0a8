// Back-office login and agent accounts (docs/product.md, "Roles").
import { z } from 'zod';

export const AGENT_TYPE_VALUES = ['superadmin', 'agent'] as const;
export const AgentTypeSchema = z.enum(AGENT_TYPE_VALUES);
export type TAgentType = z.infer<typeof AgentTypeSchema>;

/** The length rule, shared with the form; the server also refuses guessable passwords. */
export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 200;

export const UsernameSchema = z
  .string()
  .trim()
  .regex(/^[a-zA-Z0-9._-]{3,40}$/, {
    message: 'username must be 3-40 letters, digits, dots, dashes or underscores',
  });

export const PasswordSchema = z
  .string()
  // In French: staff read this reason as the API gives it (docs/admin-api.md).
  .min(PASSWORD_MIN_LENGTH, {
    message: `Le mot de passe doit contenir au moins ${PASSWORD_MIN_LENGTH} caractères.`,
  })
  .max(PASSWORD_MAX_LENGTH, {
    message: `password must be at most ${PASSWORD_MAX_LENGTH} characters long`,
  });

export const LoginBodySchema = z.object({
  username: z.string().max(100),
  password: z.string().max(PASSWORD_MAX_LENGTH),
});
export type TLoginBody = z.infer<typeof LoginBodySchema>;

export const LoginResponseSchema = z.object({
  message: z.literal('Login successful'),
  token: z.string(),
  type: AgentTypeSchema,
  /** When the token stops working (ISO 8601). */
  expiresAt: z.string(),
});
export type TLoginResponse = z.infer<typeof LoginResponseSchema>;

export const AgentSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  type: AgentTypeSchema,
  created_at: z.string(),
  updated_at: z.string(),
});
export type TAgent = z.infer<typeof AgentSchema>;

export const MeSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  type: AgentTypeSchema,
  isAdmin: z.boolean(),
});
export type TMe = z.infer<typeof MeSchema>;

export const AgentRegisterBodySchema = z.object({
  username: UsernameSchema,
  password: PasswordSchema,
  type: AgentTypeSchema.default('agent'),
});
export type TAgentRegisterBody = z.infer<typeof AgentRegisterBodySchema>;

export const AgentUpdateBodySchema = z
  .object({
    // '' means "unchanged", as a form with an empty password field sends it.
    password: z
      .union([z.literal(''), PasswordSchema])
      .optional()
      .transform((value) => (value === '' ? undefined : value)),
    type: AgentTypeSchema.optional(),
  })
  .refine((body) => body.password !== undefined || body.type !== undefined, {
    message: 'give a new password, a new type, or both',
  });
export type TAgentUpdateBody = z.infer<typeof AgentUpdateBodySchema>;
