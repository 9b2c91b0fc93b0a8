// What a service throws when a request cannot be done: a stable code (common/errors.ts), an
// English sentence for API users and, when useful, details (the field at fault, a wait). Services
// know nothing of HTTP; the API edge turns the code into a status (server/http/error-status.ts).
import type { ErrorCode } from '../../common/errors.ts';

export interface DomainErrorDetails {
  /** The input field at fault, dotted (`images.2`). */
  field?: string;
  /** How long to wait before trying again. */
  retryAfterSeconds?: number;
}

export class DomainError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details: DomainErrorDetails = {},
  ) {
    super(message);
    this.name = 'DomainError';
  }
}
