// Trust in the back-office: verify a property, confirm a stale listing, possible duplicates.
import type { z } from 'zod';
import type { ZPropertyVerifyBodySchema } from '../../../../common/schemas/admin-property.ts';
import {
  ZAdminPropertySchema,
  ZDuplicateListSchema,
  ZPropertyVerificationSchema,
} from '../../../../common/schemas/admin-property.ts';
import { adminFetch } from '../api.ts';

export type TVerification = z.output<typeof ZPropertyVerificationSchema>;

export function setVerified(id: number, verified: boolean) {
  const body: z.input<typeof ZPropertyVerifyBodySchema> = { verified };
  return adminFetch(ZPropertyVerificationSchema, `/property/${id}/verify`, {
    method: 'PATCH',
    body,
  });
}

export function confirmCurrent(id: number) {
  return adminFetch(ZAdminPropertySchema, `/property/${id}/confirm`, { method: 'POST' });
}

export function listDuplicates(id: number, signal?: AbortSignal) {
  return adminFetch(ZDuplicateListSchema, `/property/${id}/duplicates`, { signal });
}
