// The property schemas' issues in French, for the import's row-by-row report. The schemas speak
// English to API users (common/schemas); staff reading an import report get the French the
// back-office forms show for the same rule (common/staff-french/issue-text.ts).
import type { z } from 'zod';
import { issueText } from '../../../common/staff-french/issue-text.ts';

/** The schema's sentence in the forms' French (one table for staff); an unknown one quoted. */
export function frenchMessage(message: string): string {
  return issueText(message) ?? `Valeur invalide (${message}).`;
}

/** The column an issue is about: its first path key, named as the file's header. */
export function issueColumn(issue: Pick<z.core.$ZodIssue, 'path'>): string {
  const key = String(issue.path[0] ?? '');
  return key === 'wilaya_id' ? 'wilaya' : key;
}
