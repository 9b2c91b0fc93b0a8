// The fields of a form posted to a page without JavaScript (application/x-www-form-urlencoded or
// multipart). Pages read their own bodies (server/web/plugin.ts leaves them unparsed), so the
// size is checked here: a public form is a few kilobytes, never a megabyte.
export const MAX_FORM_BYTES = 64 * 1024;

/** The text fields, or null when the body is too large or not a form (the caller answers 4xx). */
export async function readFormFields(request: Request): Promise<Record<string, string> | null> {
  const length = Number(request.headers.get('content-length') ?? NaN);
  if (!Number.isFinite(length) || length > MAX_FORM_BYTES) return null;
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return null;
  }
  const fields: Record<string, string> = {};
  for (const [name, value] of form) {
    // The first value of a repeated name, as a form field is read everywhere else.
    if (typeof value === 'string' && !(name in fields)) fields[name] = value;
  }
  return fields;
}
