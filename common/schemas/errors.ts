// The shape of an error answer, for the API's validation and its OpenAPI document.
import { z } from 'zod';

export const ZErrorSchema = z.object({ message: z.string() });

export const MessageSchema = z.object({ message: z.string() });
export type TMessage = z.infer<typeof MessageSchema>;

/** The error answers an admin route may give, all `{ message }`. */
export const adminErrors = {
  400: MessageSchema,
  401: MessageSchema,
  403: MessageSchema,
  404: MessageSchema,
} as const;
