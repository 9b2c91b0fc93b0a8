// The /entrust page's action: the form posted as multipart, with or without JavaScript. The same
// service, rules and rate limit as POST /api/owner-leads (decision 0065): a refusal keeps nothing
// and answers the typed values with the field at fault.
import { data, type AppLoadContext } from 'react-router';
import { MAX_UPLOAD_BYTES } from '../../../common/schemas/admin-media.ts';
import { OWNER_LEAD_MAX_PHOTOS } from '../../../common/schemas/owner-lead.ts';
import { DomainError } from '../../../server/services/domain-error.ts';
import {
  entrustProperty,
  type OwnerLeadPart,
} from '../../../server/services/leads/entrust-property.ts';
import { requestLanguage } from '../../i18n/language.server.ts';
import {
  ENTRUST_TEXT_FIELDS,
  type EntrustAnswer,
  type EntrustField,
  type EntrustFieldErrors,
  type EntrustFormValues,
} from './entrust-answer.ts';
import { ESTIMATE_FIELDS } from './owner-form-values.ts';

const FIELDS: readonly EntrustField[] = [...ESTIMATE_FIELDS, ...ENTRUST_TEXT_FIELDS];
/** Ten photos at the upload limit, and the fields. */
const MAX_BODY_BYTES = OWNER_LEAD_MAX_PHOTOS * MAX_UPLOAD_BYTES + 256 * 1024;

const NUMBER_FIELDS = new Set<string>(['living_area', 'land_area', 'rooms', 'asking_price']);

/** The service's refusal as the form's message key for its field. */
function fieldError(error: DomainError): EntrustFieldErrors {
  const field = (error.details.field ?? '') as EntrustField | 'photos';
  if (field === 'photos') {
    if (error.code === 'image.too_large') return { photos: 'entrust.photo_too_large' };
    if (error.code === 'upload.too_many_files') return { photos: 'entrust.too_many_photos' };
    return { photos: 'entrust.bad_photo' };
  }
  if (error.code === 'validation.required') return { [field]: 'estimate.required' };
  if (field === 'phone_number') return { phone_number: 'entrust.invalid_phone' };
  if (field === 'email') return { email: 'entrust.invalid_email' };
  if (NUMBER_FIELDS.has(field)) return { [field]: 'estimate.bad_number' };
  if (error.code === 'validation.too_big') return { [field]: 'entrust.too_long' };
  return { [field]: 'estimate.required' };
}

async function* partsOf(form: FormData): AsyncGenerator<OwnerLeadPart> {
  for (const [name, value] of form) {
    if (typeof value === 'string') yield { field: name, value };
    else {
      const bytes = Buffer.from(await value.arrayBuffer());
      yield { file: { originalName: value.name || 'photo', data: bytes, truncated: false } };
    }
  }
}

export async function entrustAction(request: Request, context: AppLoadContext) {
  const answer = (body: EntrustAnswer, status: number) => data(body, { status });
  const values = Object.fromEntries(FIELDS.map((name) => [name, ''])) as EntrustFormValues;
  // Counted before anything is read, as the API route counts every request.
  const limit = await context.formLimit('ownerLead');
  if (!limit.allowed) return answer({ status: 'too_many', values }, 429);

  const length = Number(request.headers.get('content-length') ?? NaN);
  if (!Number.isFinite(length) || length > MAX_BODY_BYTES) {
    return answer(
      { status: 'invalid', values, errors: { photos: 'entrust.photo_too_large' } },
      413,
    );
  }
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return answer({ status: 'failure', values }, 400);
  }
  for (const name of FIELDS) {
    const value = form.get(name);
    values[name] = typeof value === 'string' ? value : '';
  }

  const { db, media, config } = context.services;
  try {
    const result = await entrustProperty({ db, media, config, log: context.log }, partsOf(form), {
      locale: requestLanguage(request),
    });
    return answer(
      {
        status: 'success',
        reference: result.stored ? result.reference : 'P-000000',
        phone: values.phone_number,
        emailed: result.stored && result.acknowledgementEmailed,
      },
      200,
    );
  } catch (error) {
    if (error instanceof DomainError && error.code !== 'server.internal') {
      return answer({ status: 'invalid', values, errors: fieldError(error) }, 400);
    }
    context.log.error({ err: error }, 'entrust form (page) failed');
    return answer({ status: 'failure', values }, 503);
  }
}
