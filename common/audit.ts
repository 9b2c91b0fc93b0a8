// The audit log's vocabulary, shared by the database schema, the API schemas and the Journal
// screen (docs/decisions/0042-audit-log-and-price-history.md).

export const AUDIT_ACTIONS = [
  'create',
  'update',
  'delete',
  'login',
  'login_failed',
  'password_change',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** What an entry is about; `image` is a stored image deleted from the library, `lead` a « Demande », `visit` a visit request, `message` a contact message deleted. */
export const AUDIT_ENTITIES = [
  'property',
  'ad',
  'agent',
  'settings',
  'reference',
  'site_image',
  'image',
  'lead',
  'visit',
  'message',
] as const;
export type AuditEntity = (typeof AUDIT_ENTITIES)[number];

/** One field's value before and after a change; a side is absent when there was no value. */
export interface AuditFieldChange {
  before?: unknown;
  after?: unknown;
}
