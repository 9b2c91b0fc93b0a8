// react-hook-form validation with the shared Zod schemas of common/ (the same ones the API uses),
// messages turned into French. `raw`: the form keeps its own values; the payload is built apart.
import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { frenchValidationMessage } from './french-validation.ts';

function translate(errors: FieldErrors): FieldErrors {
  for (const value of Object.values(errors)) {
    if (!value || typeof value !== 'object') continue;
    const error = value as { message?: unknown; ref?: unknown };
    if (typeof error.message === 'string') error.message = frenchValidationMessage(error.message);
    else translate(value as FieldErrors);
  }
  return errors;
}

export function frenchResolver<V extends FieldValues>(schema: z.ZodType): Resolver<V> {
  const resolve = zodResolver(
    schema as never,
    {
      error: (issue: { code: string; message?: string }) =>
        issue.code === 'invalid_type' ? 'Valeur invalide.' : undefined,
    } as never,
    { raw: true },
  ) as unknown as Resolver<V>;
  return async (values, context, options) => {
    const result = await resolve(values, context, options);
    translate(result.errors);
    return result;
  };
}
