// Recognising PostgreSQL errors through either driver (drizzle may wrap them in `cause`).

function codeOf(error: unknown): string | undefined {
  for (let current = error, depth = 0; current && depth < 4; depth++) {
    if (typeof current !== 'object') return undefined;
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string') return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** A unique index refused the row (SQLSTATE 23505). */
export const isUniqueViolation = (error: unknown): boolean => codeOf(error) === '23505';
