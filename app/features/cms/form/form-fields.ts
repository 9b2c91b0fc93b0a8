// Ties a back-office form to the request body of its API route (the z.input of the shared schema
// in common/schemas): a field renamed there fails to compile in the form, not at the first save.

/** The form's values; each key must be a field of `Body` (an unknown one is typed `never`). */
export type FormFieldsOf<
  Body,
  Values extends { [K in Exclude<keyof Values, keyof Body>]: never },
> = Values;

/** One entry per key, in the keys' order: the typed form of Object.fromEntries. */
export function recordOf<K extends string, V>(
  keys: readonly K[],
  value: (key: K) => V,
): Record<K, V> {
  return Object.fromEntries(keys.map((key) => [key, value(key)])) as Record<K, V>;
}
