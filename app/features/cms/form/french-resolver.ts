// react-hook-form validation with the shared Zod schemas of common/ (the same ones the API uses,
// their rules between fields included), messages turned into French. The form keeps its own
// values (strings as the inputs hold them): the schema's input type accepts them, and `raw`
// hands them back as they are; the payload is built apart.
import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { frenchValidationMessage } from '../../../../common/staff-french/issue-text.ts';

function translate<V extends FieldValues>(errors: FieldErrors<V>): FieldErrors<V> {
  for (const value of Object.values(errors)) {
    if (!value || typeof value !== 'object') continue;
    const error = value as { message?: unknown; ref?: unknown };
    if (typeof error.message === 'string') error.message = frenchValidationMessage(error.message);
    else translate(value as FieldErrors);
  }
  return errors;
}

/**
 * The resolver of a form whose values `V` are an input the schema `S` accepts (checked here, so a
 * field renamed or retyped in the schema fails to compile in the form).
 */
export function frenchResolver<
  S extends z.ZodType<unknown, FieldValues>,
  V extends FieldValues & z.input<S>,
>(schema: S): Resolver<V> {
  // zodResolver types its resolver by the schema's whole input; the form's values are a narrower
  // input (V extends z.input<S>, checked by this signature) that `raw` hands back unchanged.
  // react-hook-form's option and error types are invariant in the values, hence the one cast.
  const resolve = zodResolver(
    schema,
    {
      error: (issue: { code: string; message?: string }) =>
        issue.code === 'invalid_type' ? 'Valeur invalide.' : undefined,
    },
    { raw: true },
  ) as unknown as Resolver<V>;
  return async (values, context, options) => {
    const result = await resolve(values, context, options);
    translate(result.errors);
    return result;
  };
}
