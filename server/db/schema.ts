// The database schema: one definition for both drivers (embedded PGlite and PostgreSQL).
// Column names are snake_case; the TypeScript names follow the product specification.
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { AUDIT_ACTIONS, AUDIT_ENTITIES, type AuditFieldChange } from '../../common/audit.ts';
import {
  LEAD_CHANNELS,
  LEAD_KINDS,
  LEAD_SOURCES,
  LEAD_STATUSES,
  MANDATE_TYPES,
  OWNER_DEALS,
} from '../../common/leads.ts';
import { DEFAULT_OPENING_HOURS, type OpeningHours } from '../../common/opening-hours.ts';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
const money = (name: string) => bigint(name, { mode: 'number' });
const idList = (name: string) =>
  integer(name)
    .array()
    .notNull()
    .default(sql`'{}'::integer[]`);

/**
 * A trilingual reference list (types, statuses, amenities...): staff may edit it. The name is typed
 * as a plain string so that the ten tables share one type (ReferenceListTable), and code handles
 * any list through it (server/db/reference-tables.ts).
 */
function referenceTable(tableName: string) {
  return pgTable(tableName, {
    id: serial('id').primaryKey(),
    key: text('key').notNull().unique(),
    name_fr: text('name_fr').notNull(),
    name_en: text('name_en').notNull(),
    name_ar: text('name_ar').notNull(),
    sort_order: integer('sort_order').notNull().default(0),
  });
}
export type ReferenceListTable = ReturnType<typeof referenceTable>;

export const propertyTypes = referenceTable('property_types');
export const propertyStates = referenceTable('property_states');
export const propertyStatuses = referenceTable('property_statuses');
export const commodities = referenceTable('commodities');
export const securityAccessibilities = referenceTable('security_accessibilities');
export const proximities = referenceTable('proximities');
export const views = referenceTable('views');
export const otherCharacteristics = referenceTable('other_characteristics');
export const furnishedTypes = referenceTable('furnished_types');
/** A reference list whose items also have a category; a string name too, as above. */
const associatedDocumentsName: string = 'associated_documents';
export const associatedDocuments = pgTable(associatedDocumentsName, {
  id: serial('id').primaryKey(),
  key: text('key').notNull().unique(),
  name_fr: text('name_fr').notNull(),
  name_en: text('name_en').notNull(),
  name_ar: text('name_ar').notNull(),
  sort_order: integer('sort_order').notNull().default(0),
  category: text('category', {
    enum: ['property', 'cadastral', 'administration', 'fiscal', 'construction', 'other'],
  }).notNull(),
});

// Many-to-many links between a property and the reference lists are integer arrays with GIN
// indexes: "any of these ids" is one `&&` test, and a listing reads back in one row.
// docs/decisions/0002-id-arrays.md explains the choice; the services keep the ids valid.
export const properties = pgTable(
  'properties',
  {
    id: serial('id').primaryKey(),
    name_fr: text('name_fr').notNull(),
    name_en: text('name_en').notNull(),
    name_ar: text('name_ar').notNull(),
    address_fr: text('address_fr').notNull().default(''),
    address_en: text('address_en').notNull().default(''),
    address_ar: text('address_ar').notNull().default(''),
    city_fr: text('city_fr').notNull().default(''),
    city_en: text('city_en').notNull().default(''),
    city_ar: text('city_ar').notNull().default(''),
    wilaya_id: smallint('wilaya_id'),
    // The commune (common/communes.ts) the town name stands for within the wilaya, found on
    // every save (server/services/listings/property-commune.ts); null when the name is none of
    // the wilaya's communes (a district, a spelling the list lacks). Decision 0081.
    commune_id: smallint('commune_id'),
    wilaya_fr: text('wilaya_fr').notNull().default(''),
    wilaya_en: text('wilaya_en').notNull().default(''),
    wilaya_ar: text('wilaya_ar').notNull().default(''),
    country_fr: text('country_fr').notNull().default('Algérie'),
    country_en: text('country_en').notNull().default('Algeria'),
    country_ar: text('country_ar').notNull().default('الجزائر'),
    description_fr: text('description_fr').notNull().default(''),
    description_en: text('description_en').notNull().default(''),
    description_ar: text('description_ar').notNull().default(''),
    seller_name_fr: text('seller_name_fr').notNull().default(''),
    seller_name_en: text('seller_name_en').notNull().default(''),
    seller_name_ar: text('seller_name_ar').notNull().default(''),

    base_price: money('base_price').notNull(),
    afterpromo_price: money('afterpromo_price'),
    promotion_end_date: timestamp('promotion_end_date', { withTimezone: true }),
    land_area: doublePrecision('land_area'),
    living_area: doublePrecision('living_area'),
    // Price per m² of living area (of land when there is none): a generated column, so it is
    // always in step with the price and can be indexed. NULL when neither area is known.
    price_per_m2: money('price_per_m2').generatedAlwaysAs(
      sql`round(base_price / coalesce(nullif(living_area, 0), nullif(land_area, 0)))::bigint`,
    ),
    num_rooms: smallint('num_rooms'),
    num_bedrooms: smallint('num_bedrooms'),
    num_floors: smallint('num_floors'),
    num_bathrooms: smallint('num_bathrooms'),
    construction_year: smallint('construction_year'),

    isBanner: boolean('is_banner').notNull().default(false),
    isANePasManquer: boolean('is_a_ne_pas_manquer').notNull().default(false),
    isVisible: boolean('is_visible').notNull().default(true),
    isSelected: boolean('is_selected').notNull().default(false),
    ispromo: boolean('is_promo').notNull().default(false),

    map_link: text('map_link'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    seller_phone: text('seller_phone'),
    seller_email: text('seller_email'),
    seller_whatsapp: text('seller_whatsapp'),
    images: text('images')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    youtube_url: text('youtube_url'),

    property_types: idList('property_types'),
    property_statuses: idList('property_statuses'),
    property_states: idList('property_states'),
    views: idList('views'),
    furnished_types: idList('furnished_types'),
    security_accessibilities: idList('security_accessibilities'),
    commodities: idList('commodities'),
    proximities: idList('proximities'),
    other_characteristics: idList('other_characteristics'),
    associated_documents: idList('associated_documents'),

    // Lowercased, accent-free text of name/address/city/wilaya/description in the three
    // languages, written by the service on every save; a trigram index makes keyword search fast.
    search_text: text('search_text').notNull().default(''),
    phone_reveals: integer('phone_reveals').notNull().default(0),
    view_count: integer('view_count').notNull().default(0),

    // Trust (docs/decisions/0005-trust.md). Staff checked the documents: when and who.
    verified_at: timestamp('verified_at', { withTimezone: true }),
    verified_by: integer('verified_by').references(() => agents.id, { onDelete: 'set null' }),
    // Set when the stale-listing job unpublished the property (is_visible turned false);
    // cleared when staff confirm it or publish it again.
    stale_hidden_at: timestamp('stale_hidden_at', { withTimezone: true }),
    // Perceptual hash (dHash, 16 hex digits) of the first image, copied from media on save.
    first_image_dhash: text('first_image_dhash'),
    // Listing quality 0-100 (common/listing-quality.ts), written on every save;
    // NULL until computed (rows older than the column are filled at start).
    quality_score: smallint('quality_score'),
    created_at: createdAt(),
    updated_at: updatedAt(),
    // The back-office user responsible for the listing (decision 0038); null: unassigned.
    agent_id: integer('agent_id').references(() => agents.id, {
      onDelete: 'set null',
    }),
    // When the base price last went down; cleared when it goes up. Kept by a trigger on every
    // price change (migration 0015), so the "price drop" order and badge need no join.
    price_dropped_at: timestamp('price_dropped_at', { withTimezone: true }),
  },
  (t) => [
    index('properties_updated_at_idx').on(t.updated_at),
    index('properties_quality_idx').on(t.quality_score, t.id),
    index('properties_first_image_dhash_idx')
      .on(t.first_image_dhash)
      .where(sql`${t.first_image_dhash} is not null`),
    index('properties_pub_verified_idx')
      .on(t.base_price, t.id)
      .where(sql`${t.isVisible} and ${t.verified_at} is not null`),
    index('properties_base_price_idx').on(t.base_price),
    index('properties_land_area_idx').on(t.land_area),
    index('properties_living_area_idx').on(t.living_area),
    index('properties_price_per_m2_idx').on(t.price_per_m2),
    index('properties_created_at_idx').on(t.created_at),
    index('properties_lat_lng_idx').on(t.latitude, t.longitude),
    index('properties_wilaya_idx').on(t.wilaya_id),
    index('properties_visible_price_idx').on(t.isVisible, t.base_price),
    // Id lists: intarray's GIN operator class, the one its `&&` (which `overlaps` resolves to once
    // the extension is installed) can use; the default array_ops class would be ignored.
    index('properties_types_gin').using('gin', t.property_types.op('gin__int_ops')),
    index('properties_statuses_gin').using('gin', t.property_statuses.op('gin__int_ops')),
    index('properties_states_gin').using('gin', t.property_states.op('gin__int_ops')),
    index('properties_commodities_gin').using('gin', t.commodities.op('gin__int_ops')),
    index('properties_search_trgm').using('gin', sql`${t.search_text} gin_trgm_ops`),
    // Public search (docs/api.md, docs/performance.md). Partial on visible rows, so counts can be
    // answered from the index alone; the search splits rows with and without a running promotion.
    // The price orders and the most common filters (type, status, wilaya, bedrooms, rooms) are in
    // the index, so those pages and counts are read from it alone (index-only scans). So are the
    // coordinates: an area holding many listings is walked in price order, its exact test on
    // each entry (decision 0076).
    index('properties_pub_price_idx')
      .on(
        t.base_price,
        t.id,
        t.ispromo,
        t.afterpromo_price,
        t.promotion_end_date,
        t.property_types,
        t.property_statuses,
        t.wilaya_id,
        t.num_bedrooms,
        t.num_rooms,
        t.latitude,
        t.longitude,
      )
      .where(sql`${t.isVisible}`),
    index('properties_pub_promo_price_idx')
      .on(
        t.afterpromo_price,
        t.id,
        t.promotion_end_date,
        t.property_types,
        t.property_statuses,
        t.wilaya_id,
        t.num_bedrooms,
        t.num_rooms,
        t.latitude,
        t.longitude,
      )
      .where(sql`${t.isVisible} and ${t.ispromo} and ${t.afterpromo_price} is not null`),
    index('properties_pub_area_asc_idx')
      .on(sql`(coalesce(nullif(${t.living_area}, 0), ${t.land_area})) asc nulls last`, t.id)
      .where(sql`${t.isVisible}`),
    index('properties_pub_area_desc_idx')
      .on(
        sql`(coalesce(nullif(${t.living_area}, 0), ${t.land_area})) desc nulls last`,
        t.id.desc().nullsFirst(),
      )
      .where(sql`${t.isVisible}`),
    index('properties_pub_lat_lng_idx')
      .on(t.latitude, t.longitude)
      .where(sql`${t.isVisible}`),
    index('properties_pub_wilaya_price_idx')
      .on(
        t.wilaya_id,
        t.base_price,
        t.id,
        t.ispromo,
        t.afterpromo_price,
        t.promotion_end_date,
        t.property_types,
        t.property_statuses,
        t.num_bedrooms,
        t.num_rooms,
        // Similar properties rank a wilaya's price band by distance from the index alone.
        t.latitude,
        t.longitude,
      )
      .where(sql`${t.isVisible}`),
    // A commune's page (decision 0081): its listings in price order from the index, as the
    // wilaya's; the promotional branch reads the same index, sorting the commune's few promotions.
    index('properties_pub_commune_price_idx')
      .on(
        t.commune_id,
        t.base_price,
        t.id,
        t.ispromo,
        t.afterpromo_price,
        t.promotion_end_date,
        t.property_types,
        t.property_statuses,
        t.num_bedrooms,
        t.num_rooms,
      )
      .where(sql`${t.isVisible} and ${t.commune_id} is not null`),
    // The home page's photo of each wilaya: its newest visible listing, one index probe per city.
    index('properties_pub_wilaya_newest_idx')
      .on(t.wilaya_id, t.created_at.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.isVisible}`),
    index('properties_pub_banner_idx')
      .on(t.id)
      .where(sql`${t.isVisible} and ${t.isBanner}`),
    index('properties_security_gin').using('gin', t.security_accessibilities.op('gin__int_ops')),
    index('properties_documents_gin').using('gin', t.associated_documents.op('gin__int_ops')),
    index('properties_proximities_gin').using('gin', t.proximities.op('gin__int_ops')),
    index('properties_views_gin').using('gin', t.views.op('gin__int_ops')),
    index('properties_other_gin').using('gin', t.other_characteristics.op('gin__int_ops')),
    index('properties_furnished_gin').using('gin', t.furnished_types.op('gin__int_ops')),
    check('properties_base_price_positive', sql`${t.base_price} >= 0`),
    index('properties_agent_idx').on(t.agent_id),
    // The "price drop" order walks the visible listings from the latest drop (decision 0042).
    index('properties_pub_price_drop_idx')
      .on(t.price_dropped_at.desc().nullsLast(), t.id.desc().nullsFirst())
      .where(sql`${t.isVisible}`),
  ],
);

/** Views and phone reveals per property and day, for the dashboard's 30-day charts. */
export const propertyDailyStats = pgTable(
  'property_daily_stats',
  {
    property_id: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    views: integer('views').notNull().default(0),
    phone_reveals: integer('phone_reveals').notNull().default(0),
    // Listing performance (docs/decisions/0040): taps on the seller's call and WhatsApp links,
    // shares, favourites added; like views and reveals, once per visitor and day.
    phone_clicks: integer('phone_clicks').notNull().default(0),
    whatsapp_clicks: integer('whatsapp_clicks').notNull().default(0),
    shares: integer('shares').notNull().default(0),
    favorites: integer('favorites').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.property_id, t.day] }), index('daily_stats_day_idx').on(t.day)],
);

export const ads = pgTable('ads', {
  id: serial('id').primaryKey(),
  name_fr: text('name_fr').notNull().default(''),
  name_en: text('name_en').notNull().default(''),
  name_ar: text('name_ar').notNull().default(''),
  bannerImage: text('banner_image'),
  isLinkOnly: boolean('is_link_only').notNull().default(false),
  isVisible: boolean('is_visible').notNull().default(true),
  urlLink: text('url_link'),
  whoAreWeAr: text('who_are_we_ar').notNull().default(''),
  whoAreWeFr: text('who_are_we_fr').notNull().default(''),
  whoAreWeEn: text('who_are_we_en').notNull().default(''),
  ourProductAr: text('our_product_ar').notNull().default(''),
  ourProductFr: text('our_product_fr').notNull().default(''),
  ourProductEn: text('our_product_en').notNull().default(''),
  youtubeVideo: text('youtube_video'),
  workHoursAr: text('work_hours_ar').notNull().default(''),
  workHoursFr: text('work_hours_fr').notNull().default(''),
  workHoursEn: text('work_hours_en').notNull().default(''),
  fullAddressAr: text('full_address_ar').notNull().default(''),
  fullAddressFr: text('full_address_fr').notNull().default(''),
  fullAddressEn: text('full_address_en').notNull().default(''),
  googleMapLink: text('google_map_link'),
  lattitude: doublePrecision('lattitude'),
  longitude: doublePrecision('longitude'),
  images: text('images')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  phoneNumber: text('phone_number'),
  email: text('email'),
  websiteLink: text('website_link'),
  facebook: text('facebook'),
  insta: text('insta'),
  tiktok: text('tiktok'),
  youtube: text('youtube'),
  whatsUp: text('whats_up'),
  created_at: createdAt(),
  updated_at: updatedAt(),
});

export const AGENT_TYPES = ['superadmin', 'agent'] as const;
export type AgentType = (typeof AGENT_TYPES)[number];

export const agents = pgTable('agents', {
  id: serial('id').primaryKey(),
  username: text('username').notNull().unique(),
  password_hash: text('password_hash').notNull(),
  type: text('type', { enum: AGENT_TYPES }).notNull(),
  // Bumped when the password changes: tokens carry it, so older tokens stop working.
  token_version: integer('token_version').notNull().default(0),
  created_at: createdAt(),
  updated_at: updatedAt(),
  // Where the leads of the agent's listings are e-mailed; null: the agency's address.
  email: text('email'),
});

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: serial('id').primaryKey(),
    full_name: text('full_name').notNull(),
    email: text('email'),
    phone_number: text('phone_number'),
    object: text('object').notNull(),
    message: text('message').notNull(),
    locale: text('locale'),
    // pending -> sent | failed | skipped (no SMTP configured). Stored before any mail is tried.
    email_status: text('email_status', { enum: ['pending', 'sent', 'failed', 'skipped'] })
      .notNull()
      .default('pending'),
    read_at: timestamp('read_at', { withTimezone: true }),
    created_at: createdAt(),
  },
  (t) => [index('contact_messages_created_idx').on(t.created_at)],
);

/** One row (id = 1): the agency's office and contact details. */
export const generalInfo = pgTable('general_info', {
  id: integer('id').primaryKey().default(1),
  latitude: doublePrecision('latitude').notNull(),
  longitude: doublePrecision('longitude').notNull(),
  phone: text('phone'),
  whatsapp: text('whatsapp'),
  email: text('email'),
  address_fr: text('address_fr').notNull().default(''),
  address_en: text('address_en').notNull().default(''),
  address_ar: text('address_ar').notNull().default(''),
  approval_number: text('approval_number'),
  // Days a stale listing (not updated for 90 days) stays public before it is unpublished;
  // NULL: never unpublished automatically (docs/decisions/0005-trust.md).
  stale_hide_after_days: integer('stale_hide_after_days').default(30),
  updated_at: updatedAt(),
  // Hosts a catalogue import may fetch photos from (exact names, e.g. `photos.agence.dz`);
  // empty: photo URLs of an import are only reported, never fetched (decision 0041).
  import_image_hosts: text('import_image_hosts')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  // Per weekday, closed or one or two intervals on Algiers time (common/opening-hours.ts).
  opening_hours: jsonb('opening_hours')
    .$type<OpeningHours>()
    .notNull()
    .default(DEFAULT_OPENING_HOURS),
  // The financing estimate of sale listings (decision 0047): off, and no rate, until staff set
  // them; a mode (conventional loan, murabaha) is offered only with both its rate and its
  // longest duration. `financing_example` marks demo values, which the page labels as such.
  financing_enabled: boolean('financing_enabled').notNull().default(false),
  financing_example: boolean('financing_example').notNull().default(false),
  financing_conventional_rate: doublePrecision('financing_conventional_rate'),
  financing_conventional_max_years: integer('financing_conventional_max_years'),
  financing_murabaha_rate: doublePrecision('financing_murabaha_rate'),
  financing_murabaha_max_years: integer('financing_murabaha_max_years'),
  financing_down_payment_percent: integer('financing_down_payment_percent').notNull().default(20),
  financing_note: text('financing_note'),
});

/** Every stored image: the original is re-encoded and kept in several widths (variants). */
export const media = pgTable(
  'media',
  {
    id: serial('id').primaryKey(),
    path: text('path').notNull().unique(),
    original_name: text('original_name').notNull(),
    // Staff-chosen name of a site image (upload/static customName); null for listing photos.
    static_name: text('static_name'),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    bytes: integer('bytes').notNull(),
    variants: jsonb('variants')
      .$type<{ width: number; format: string; path: string }[]>()
      .notNull(),
    uploaded_by: integer('uploaded_by').references(() => agents.id, { onDelete: 'set null' }),
    // Perceptual hash (dHash 8x8, 16 hex digits) computed at upload, for duplicate detection.
    dhash: text('dhash'),
    created_at: createdAt(),
  },
  (t) => [uniqueIndex('media_static_name_idx').on(t.static_name)],
);

/**
 * Anonymous favourite counts per property (issue 12): visitors keep favourites in their browser;
 * each heart added or removed is counted here, for the dashboard's "most favourited".
 */
export const propertyFavorites = pgTable(
  'property_favorites',
  {
    property_id: integer('property_id')
      .primaryKey()
      .references(() => properties.id, { onDelete: 'cascade' }),
    // Hearts currently given (adds - removes, never below 0), and the two running totals.
    favorites: integer('favorites').notNull().default(0),
    adds: integer('adds').notNull().default(0),
    removes: integer('removes').notNull().default(0),
    updated_at: updatedAt(),
  },
  (t) => [index('property_favorites_count_idx').on(t.favorites)],
);

/**
 * A visitor's saved search with e-mail alerts (issue 12): the list page's query, confirmed by a
 * link sent to the address (double opt-in), ended by the unsubscribe link of any alert.
 */
export const savedSearches = pgTable(
  'saved_searches',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    // The mailbox the address reaches (lower case, no +tag, no dots at Gmail): what the daily
    // limit and the one pending confirmation count (server/services/return-visits/mailbox.ts).
    mailbox: text('mailbox').notNull(),
    // The list page (sell, rent, both) and its query string (the page's own keys).
    kind: text('kind', { enum: ['sell', 'rent', 'both'] }).notNull(),
    query: text('query').notNull().default(''),
    locale: text('locale', { enum: ['fr', 'ar', 'en'] }).notNull(),
    frequency: text('frequency', { enum: ['instant', 'daily'] }).notNull(),
    confirm_token: text('confirm_token').notNull().unique(),
    unsubscribe_token: text('unsubscribe_token').notNull().unique(),
    confirmed_at: timestamp('confirmed_at', { withTimezone: true }),
    unsubscribed_at: timestamp('unsubscribed_at', { withTimezone: true }),
    // The last run that looked for new properties for it, and the last alert it sent.
    last_run_at: timestamp('last_run_at', { withTimezone: true }),
    last_sent_at: timestamp('last_sent_at', { withTimezone: true }),
    created_at: createdAt(),
  },
  (t) => [
    index('saved_searches_active_idx')
      .on(t.frequency, t.last_run_at)
      .where(sql`${t.confirmed_at} is not null and ${t.unsubscribed_at} is null`),
    index('saved_searches_mailbox_idx').on(t.mailbox, t.created_at),
    // At most one search waiting for its confirmation per mailbox: one confirmation e-mail.
    uniqueIndex('saved_searches_one_pending_idx')
      .on(t.mailbox)
      .where(sql`${t.confirmed_at} is null and ${t.unsubscribed_at} is null`),
  ],
);

/** Which properties an alert has already sent, so none is sent twice. */
export const savedSearchDeliveries = pgTable(
  'saved_search_deliveries',
  {
    saved_search_id: integer('saved_search_id')
      .notNull()
      .references(() => savedSearches.id, { onDelete: 'cascade' }),
    property_id: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    sent_at: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.saved_search_id, t.property_id] })],
);

/**
 * One row whose version changes with every change of the catalogue (a trigger on properties,
 * migration 0009; page-view and phone-reveal counters excepted): caches of counts and of the home
 * page's sections are keyed by it, so every instance drops them on the next request after a write.
 */
export const catalogueVersion = pgTable(
  'catalogue_version',
  {
    id: smallint('id').primaryKey().default(1),
    version: bigint('version', { mode: 'number' }).notNull().default(1),
    changed_at: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('catalogue_version_single_row', sql`${t.id} = 1`)],
);

// Data a migration leaves to fill in the app (its rule is code: common/communes.ts): the
// migration adds a row, the start-up fills the data and removes the row, so it runs once.
export const pendingBackfills = pgTable('pending_backfills', {
  name: text('name').primaryKey(),
});

// Leads (issue 25, decision 0038): every enquiry of the property pages and the contact page,
// stored before any e-mail is tried, followed up in the back-office's « Demandes ».
export const leads = pgTable(
  'leads',
  {
    id: serial('id').primaryKey(),
    property_id: integer('property_id').references(() => properties.id, { onDelete: 'set null' }),
    agent_id: integer('agent_id').references(() => agents.id, { onDelete: 'set null' }),
    full_name: text('full_name').notNull(),
    email: text('email'),
    phone_number: text('phone_number'),
    message: text('message').notNull(),
    preferred_channel: text('preferred_channel', { enum: LEAD_CHANNELS }),
    status: text('status', { enum: LEAD_STATUSES }).notNull().default('new'),
    source: text('source', { enum: LEAD_SOURCES }).notNull(),
    locale: text('locale'),
    // pending -> sent | failed | skipped (no SMTP or no address), as contact_messages.
    email_status: text('email_status', { enum: ['pending', 'sent', 'failed', 'skipped'] })
      .notNull()
      .default('pending'),
    // The first status change or note after the lead came in (never moved back).
    first_response_at: timestamp('first_response_at', { withTimezone: true }),
    created_at: createdAt(),
    updated_at: updatedAt(),
    // A buyer's enquiry or an owner entrusting a property (decision 0065): each kind has its own
    // pipeline (common/leads.ts); an owner lead's property details are in owner_leads.
    kind: text('kind', { enum: LEAD_KINDS }).notNull().default('buyer'),
  },
  (t) => [
    index('leads_created_idx').on(t.created_at, t.id),
    index('leads_kind_created_idx').on(t.kind, t.created_at),
    index('leads_status_created_idx').on(t.status, t.created_at),
    index('leads_agent_created_idx').on(t.agent_id, t.created_at),
    index('leads_property_created_idx').on(t.property_id, t.created_at),
  ],
);

/**
 * What an owner lead (« Confiez-nous votre bien », decision 0065) says of the property, its photos
 * (media paths, through the upload pipeline), its mandate once signed, and the owner's report
 * link. One row per owner lead; the draft listing made from it is the lead's property_id.
 */
export const ownerLeads = pgTable(
  'owner_leads',
  {
    lead_id: integer('lead_id')
      .primaryKey()
      .references(() => leads.id, { onDelete: 'cascade' }),
    deal: text('deal', { enum: OWNER_DEALS }).notNull(),
    property_type_id: integer('property_type_id').references(() => propertyTypes.id, {
      onDelete: 'set null',
    }),
    wilaya_id: smallint('wilaya_id').notNull(),
    commune: text('commune').notNull().default(''),
    address: text('address').notNull().default(''),
    living_area: doublePrecision('living_area'),
    land_area: doublePrecision('land_area'),
    num_rooms: smallint('num_rooms'),
    asking_price: money('asking_price'),
    photos: text('photos')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    // Why the lead was lost (required with status `lost`).
    lost_reason: text('lost_reason'),
    mandate_type: text('mandate_type', { enum: MANDATE_TYPES }),
    mandate_start: date('mandate_start'),
    mandate_end: date('mandate_end'),
    // The agreed fee, in dinars.
    mandate_fee: money('mandate_fee'),
    // When the lead reached `published`: the owner's report counts its weeks from there.
    published_at: timestamp('published_at', { withTimezone: true }),
    // The owner's private report link (/owner/{token}); null: none, or revoked.
    report_token: text('report_token'),
    // The agency's next steps, as the agent writes them for the owner's report.
    report_note: text('report_note').notNull().default(''),
  },
  (t) => [
    uniqueIndex('owner_leads_report_token_idx').on(t.report_token),
    index('owner_leads_mandate_end_idx')
      .on(t.mandate_end)
      .where(sql`${t.mandate_end} is not null`),
  ],
);

export const leadNotes = pgTable(
  'lead_notes',
  {
    id: serial('id').primaryKey(),
    lead_id: integer('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    author_id: integer('author_id').references(() => agents.id, { onDelete: 'set null' }),
    // Kept as written: the note still says who wrote it once the account is gone.
    author_name: text('author_name').notNull(),
    body: text('body').notNull(),
    created_at: createdAt(),
  },
  (t) => [index('lead_notes_lead_idx').on(t.lead_id, t.created_at)],
);

// --- Audit log and price history (decision 0042) ---

/**
 * Who changed what in the back-office, and when: written in the transaction of the change, never
 * changed afterwards (a trigger refuses UPDATE and DELETE, migration 0015). The actor is kept as a
 * plain id and username, without a foreign key: a deleted agent's entries stay as they were.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actor_id: integer('actor_id'),
    actor_username: text('actor_username').notNull(),
    action: text('action', { enum: AUDIT_ACTIONS }).notNull(),
    entity: text('entity', { enum: AUDIT_ENTITIES }).notNull(),
    entity_id: integer('entity_id'),
    // What the entity was called then (a property's French name, an ad's, a username, a reference
    // item as "list: name"), so an entry reads well after the row is renamed or deleted.
    entity_label: text('entity_label').notNull().default(''),
    changes: jsonb('changes').$type<Record<string, AuditFieldChange>>().notNull().default({}),
    ip: text('ip'),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at.desc(), t.id.desc()),
    index('audit_log_entity_idx').on(t.entity, t.entity_id, t.at.desc()),
    index('audit_log_actor_idx').on(t.actor_id, t.at.desc()),
  ],
);

/** Every change of a property's base price, written by a trigger on properties (migration 0015). */
export const propertyPriceChanges = pgTable(
  'property_price_changes',
  {
    id: serial('id').primaryKey(),
    property_id: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    old_price: money('old_price').notNull(),
    new_price: money('new_price').notNull(),
    changed_at: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('property_price_changes_property_idx').on(t.property_id, t.changed_at)],
);

/**
 * A catalogue import waiting for its confirmation (decision 0041): the file read and checked row
 * by row, nothing written to properties until the one who sent it confirms it, before it expires.
 */
export const propertyImports = pgTable('property_imports', {
  id: serial('id').primaryKey(),
  created_by: integer('created_by')
    .notNull()
    .references(() => agents.id, { onDelete: 'cascade' }),
  file_name: text('file_name').notNull(),
  total_rows: integer('total_rows').notNull(),
  create_count: integer('create_count').notNull(),
  update_count: integer('update_count').notNull(),
  error_count: integer('error_count').notNull(),
  expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
  confirmed_at: timestamp('confirmed_at', { withTimezone: true }),
  created_at: createdAt(),
});

/** One data row of an import: what it will do, the checked body, its errors in French. */
export const propertyImportRows = pgTable(
  'property_import_rows',
  {
    import_id: integer('import_id')
      .notNull()
      .references(() => propertyImports.id, { onDelete: 'cascade' }),
    /** The row's number in the file (the header is row 1). */
    line: integer('line').notNull(),
    action: text('action', { enum: ['create', 'update'] }).notNull(),
    property_id: integer('property_id'),
    name_fr: text('name_fr').notNull().default(''),
    body: jsonb('body').$type<Record<string, unknown>>(),
    errors: jsonb('errors').$type<{ column: string; message: string }[]>().notNull(),
    /** Photo addresses of other sites, fetched at confirmation when their host is allowed. */
    image_urls: text('image_urls')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
  },
  (t) => [primaryKey({ columns: [t.import_id, t.line] })],
);

/**
 * Who was already counted today, so that a listing's counters take one per visitor, property,
 * counter and day (docs/decisions/0040). `visitor` is a keyed hash of the address, the browser
 * and the day: it cannot be turned back into either, nor linked from one day to the next. Rows
 * older than a few days are deleted; no foreign key, so counting never waits on properties.
 */
export const propertyCounterVisitors = pgTable(
  'property_counter_visitors',
  {
    day: date('day').notNull(),
    property_id: integer('property_id').notNull(),
    counter: text('counter').notNull(),
    visitor: text('visitor').notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.property_id, t.counter, t.visitor] })],
);

/**
 * Each listing's counters over the last 30 days, for the properties table's performance order
 * (docs/decisions/0040): raised with every count, rebuilt hourly from property_daily_stats so
 * the days that leave the window leave the sums. Only listings with activity have a row.
 */
export const propertyRecentCounters = pgTable('property_recent_counters', {
  property_id: integer('property_id')
    .primaryKey()
    .references(() => properties.id, { onDelete: 'cascade' }),
  views: integer('views').notNull().default(0),
  phone_reveals: integer('phone_reveals').notNull().default(0),
  phone_clicks: integer('phone_clicks').notNull().default(0),
  whatsapp_clicks: integer('whatsapp_clicks').notNull().default(0),
  shares: integer('shares').notNull().default(0),
  favorites: integer('favorites').notNull().default(0),
});

/**
 * A visitor's request to visit a property (issue 25): up to three proposed start times, one of
 * which staff confirm. Self-contained (contact fields copied in), so a lead can point to it later.
 * A confirmed visit holds its interval and its agent: confirming checks that agent's other
 * confirmed visits for an overlap under a lock on the agent's row (server/services/visits/visit-booking.ts).
 */
export const VISIT_STATUSES = ['requested', 'confirmed', 'declined', 'cancelled'] as const;
export const visitRequests = pgTable(
  'visit_requests',
  {
    id: serial('id').primaryKey(),
    // Kept when the property is deleted: the request is still the visitor's history.
    property_id: integer('property_id').references(() => properties.id, { onDelete: 'set null' }),
    full_name: text('full_name').notNull(),
    phone_number: text('phone_number').notNull(),
    email: text('email'),
    message: text('message').notNull().default(''),
    locale: text('locale', { enum: ['fr', 'ar', 'en'] }).notNull(),
    // Proposed start times, ISO 8601 in UTC, in the visitor's order (1 to 3).
    slots: jsonb('slots').$type<string[]>().notNull(),
    status: text('status', { enum: VISIT_STATUSES }).notNull().default('requested'),
    confirmed_start: timestamp('confirmed_start', { withTimezone: true }),
    confirmed_end: timestamp('confirmed_end', { withTimezone: true }),
    // The back-office user who confirmed (the one who goes), or who declined or cancelled.
    agent_id: integer('agent_id').references(() => agents.id, { onDelete: 'set null' }),
    decided_at: timestamp('decided_at', { withTimezone: true }),
    // The agency's notice of the request: pending -> sent | failed | skipped (no SMTP).
    email_status: text('email_status', { enum: ['pending', 'sent', 'failed', 'skipped'] })
      .notNull()
      .default('pending'),
    // The visitor's confirmation (with the .ics); null until confirmed.
    confirmation_email_status: text('confirmation_email_status', {
      enum: ['pending', 'sent', 'failed', 'skipped'],
    }),
    // The visitor's notice of a decline or a cancellation; null until then (decision 0048).
    decision_email_status: text('decision_email_status', {
      enum: ['pending', 'sent', 'failed', 'skipped'],
    }),
    // The lead the request opened or joined (decision 0048); null for requests made before.
    lead_id: integer('lead_id').references(() => leads.id, { onDelete: 'set null' }),
    created_at: createdAt(),
  },
  (t) => [
    index('visit_requests_created_idx').on(t.created_at),
    index('visit_requests_lead_idx').on(t.lead_id),
    index('visit_requests_property_idx').on(t.property_id),
    index('visit_requests_agent_confirmed_idx')
      .on(t.agent_id, t.confirmed_start)
      .where(sql`${t.status} = 'confirmed'`),
    check(
      'visit_requests_confirmed_has_slot',
      sql`${t.status} <> 'confirmed' or (${t.confirmed_start} is not null and ${t.confirmed_end} > ${t.confirmed_start})`,
    ),
  ],
);
