// « Confiez-nous votre bien » (decision 0065): an owner's contact, property and photos, taken from
// the API's multipart body or the page's form alike, as a stream of parts. Photos go through the
// back-office's image pipeline one at a time (kind from the bytes, 15 MB, re-encoded); a refused
// photo, a bad field or the honeypot stops the request and removes every photo already stored,
// so a refused request keeps nothing. The lead and its property are written in one transaction,
// then the agency is told and the owner gets an acknowledgement in their language.
import { eq } from 'drizzle-orm';
import type { ZodError } from 'zod';
import type { ErrorCode } from '../../../common/errors.ts';
import {
  OWNER_LEAD_MAX_PHOTOS,
  ownerLeadReference,
  ZOwnerLeadCreateSchema,
  type TOwnerLeadCreate,
} from '../../../common/schemas/owner-lead.ts';
import type { Db } from '../../db/client.ts';
import { leads, ownerLeads, propertyTypes } from '../../db/schema.ts';
import { publicOrigin } from '../../http/public-url.ts';
import { deliver, type MailConfig } from '../../mail/send.ts';
import type { MediaStore } from '../../storage/store.ts';
import { uploadImage, type IncomingFile } from '../listings/admin-media.ts';
import { agencyInbox } from '../agency/agency-info.ts';
import { DomainError } from '../domain-error.ts';
import { removeUnusedImages } from '../listings/media-cleanup.ts';
import { leadPhone } from './lead-phone.ts';
import {
  acknowledgementMail,
  agencyNoticeMail,
  type OwnerLeadMailData,
} from './owner-lead-mail.ts';

export type OwnerLeadPart = { field: string; value: string } | { file: IncomingFile };

export type EntrustResult =
  | { stored: true; id: number; reference: string; acknowledgementEmailed: boolean }
  /** The honeypot was filled in: the same answer, nothing kept. */
  | { stored: false };

interface Logger {
  warn(details: object, message: string): void;
}

export interface EntrustDeps {
  db: Db;
  media: MediaStore;
  config: MailConfig & { CONTACT_TO?: string };
  log?: Logger;
}

/** The first issue of the fields' check as the API's 400 (the error handler's codes). */
function refusalOf(error: ZodError, fields: Record<string, string>): DomainError {
  const issue = error.issues[0]!;
  const field = String(issue.path[0] ?? '');
  const value = fields[field];
  const code: ErrorCode =
    value === undefined || value.trim() === ''
      ? 'validation.required'
      : issue.code === 'too_big'
        ? 'validation.too_big'
        : issue.code === 'too_small'
          ? 'validation.too_small'
          : 'validation.invalid';
  return new DomainError(code, `Invalid request: ${field}: ${issue.message}`, { field });
}

async function storePhoto(deps: EntrustDeps, file: IncomingFile): Promise<string> {
  const uploaded = await uploadImage(deps.db, deps.media, file);
  if (uploaded.status === 'ok') return uploaded.path;
  if (uploaded.status === 'too_big') {
    throw new DomainError('image.too_large', `Photo ${file.originalName} is too large`, {
      field: 'photos',
    });
  }
  throw new DomainError(
    'image.unreadable',
    `Photo ${file.originalName} is not a JPEG, PNG, WebP, AVIF or HEIC image`,
    { field: 'photos' },
  );
}

/** Reads the parts, storing photos as they come; on any refusal nothing stays stored. */
async function readParts(deps: EntrustDeps, parts: AsyncIterable<OwnerLeadPart>) {
  const fields: Record<string, string> = {};
  const photos: string[] = [];
  try {
    for await (const part of parts) {
      if ('field' in part) {
        // The first value of a repeated name, as a form field is read everywhere else.
        if (!(part.field in fields)) fields[part.field] = part.value;
        continue;
      }
      // A file input left empty still sends a part: no name, no bytes.
      if (part.file.data.length === 0 && !part.file.truncated) continue;
      if (photos.length >= OWNER_LEAD_MAX_PHOTOS) {
        throw new DomainError(
          'upload.too_many_files',
          `At most ${OWNER_LEAD_MAX_PHOTOS} photos per request`,
          { field: 'photos' },
        );
      }
      photos.push(await storePhoto(deps, part.file));
    }
    return { fields, photos };
  } catch (error) {
    await removeUnusedImages(deps.db, deps.media, photos);
    throw error;
  }
}

export async function entrustProperty(
  deps: EntrustDeps,
  parts: AsyncIterable<OwnerLeadPart>,
  defaults: { locale?: string } = {},
): Promise<EntrustResult> {
  const { db } = deps;
  const { fields, photos } = await readParts(deps, parts);
  const discard = () => removeUnusedImages(db, deps.media, photos);
  if (fields.website && fields.website.trim() !== '') {
    await discard();
    return { stored: false };
  }
  const parsed = ZOwnerLeadCreateSchema.safeParse({
    ...fields,
    locale: fields.locale || defaults.locale,
  });
  if (!parsed.success) {
    await discard();
    throw refusalOf(parsed.error, fields);
  }
  const input = parsed.data;
  let id: number;
  let typeName: OwnerLeadMailData['typeName'];
  try {
    ({ id, typeName } = await db.transaction(async (tx) => {
      const [type] = await tx
        .select({ fr: propertyTypes.name_fr, en: propertyTypes.name_en, ar: propertyTypes.name_ar })
        .from(propertyTypes)
        .where(eq(propertyTypes.id, input.type));
      if (!type) {
        throw new DomainError('validation.invalid', `Unknown property type ${input.type}`, {
          field: 'type',
        });
      }
      const [lead] = await tx.insert(leads).values(leadValues(input)).returning({ id: leads.id });
      await tx.insert(ownerLeads).values({
        lead_id: lead!.id,
        deal: input.kind,
        property_type_id: input.type,
        wilaya_id: input.wilaya,
        commune: input.commune ?? '',
        address: input.address ?? '',
        living_area: input.living_area ?? null,
        land_area: input.land_area ?? null,
        num_rooms: input.rooms ?? null,
        asking_price: input.asking_price ?? null,
        photos,
      });
      return { id: lead!.id, typeName: type };
    }));
  } catch (error) {
    await discard();
    throw error;
  }

  const reference = ownerLeadReference(id);
  const mail: OwnerLeadMailData = { input, reference, typeName, photos: photos.length };
  const notice = await deliver(
    deps,
    async () => {
      const to = await agencyInbox(db, deps.config);
      return to ? agencyNoticeMail(mail, to, id, publicOrigin(deps.config)) : null;
    },
    { message: 'owner lead stored, agency e-mail failed', leadId: id },
  );
  await db.update(leads).set({ email_status: notice }).where(eq(leads.id, id));
  const acknowledgement = input.email
    ? await deliver(deps, async () => acknowledgementMail(mail, input.email!), {
        message: 'owner lead stored, acknowledgement e-mail failed',
        leadId: id,
      })
    : 'skipped';
  return { stored: true, id, reference, acknowledgementEmailed: acknowledgement === 'sent' };
}

function leadValues(input: TOwnerLeadCreate): typeof leads.$inferInsert {
  return {
    kind: 'owner',
    source: 'owner',
    full_name: input.full_name,
    email: input.email ?? null,
    phone_number: leadPhone(input.phone_number),
    message: input.message ?? '',
    locale: input.locale ?? null,
    preferred_channel: 'phone',
  };
}
