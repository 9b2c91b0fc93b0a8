// First start of an empty database: reference lists, the agency's general info and, unless
// SEED_DEMO=false, the demo catalogue (about 60 listings with photos drawn locally, 3 ads).
// Runs under a lock so that several instances starting together seed once.
import { count, sql } from 'drizzle-orm';
import type { MediaStore } from '../../storage/store.ts';
import type { Db } from '../client.ts';
import { ads, generalInfo, properties, propertyTypes } from '../schema.ts';
import { generateProperty } from './catalogue.ts';
import { DEMO_ADS } from './demo/ads.ts';
import { AGENCY, DEMO_FINANCING } from './demo/agency.ts';
import { demoAgentOf, seedDemoAgents } from './demo/agents.ts';
import { generateDemoImages } from './demo-images.ts';
import { createRandom } from './random.ts';
import { seedReferenceLists } from './reference.ts';
import { agencyRow } from '../agency-row.ts';

export const DEMO_PROPERTY_COUNT = 60;
/** The demo listing left stale (not updated for 100 days, still public). */
export const STALE_DEMO_INDEX = 4;
const SEED_LOCK_ID = 7_262_014;

export interface SeedResult {
  seeded: boolean;
  properties: number;
}

export async function initializeDatabase(
  db: Db,
  store: MediaStore,
  options: { demo: boolean; now?: Date },
): Promise<SeedResult> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_ID})`);
    const [existing] = await tx.select({ n: count() }).from(propertyTypes);
    if ((existing?.n ?? 0) > 0) return { seeded: false, properties: 0 };

    const refs = await seedReferenceLists(tx);
    await tx
      .insert(generalInfo)
      .values({
        id: 1,
        latitude: AGENCY.lat,
        longitude: AGENCY.lng,
        phone: AGENCY.phone,
        whatsapp: AGENCY.whatsapp,
        email: AGENCY.email,
        address_fr: AGENCY.address.fr,
        address_en: AGENCY.address.en,
        address_ar: AGENCY.address.ar,
        approval_number: AGENCY.approvalNumber,
      })
      .onConflictDoNothing();
    if (!options.demo) return { seeded: true, properties: 0 };

    // The financing estimate's example values, labelled "example" on the page (decision 0047).
    await tx.update(generalInfo).set(DEMO_FINANCING).where(agencyRow());
    const now = options.now ?? new Date();
    const images = await generateDemoImages(tx, store);
    const rng = createRandom(2026);
    const demoAgents = await seedDemoAgents(tx);
    const rows = Array.from({ length: DEMO_PROPERTY_COUNT }, (_, index) => {
      const row = generateProperty(rng, index, { refs, images, now });
      // A demo where every home section has content: flags spread evenly over the catalogue.
      row.isBanner = index % 8 === 0;
      row.isANePasManquer = index % 3 === 0;
      row.isSelected = index % 5 === 2;
      row.isVisible = index < DEMO_PROPERTY_COUNT - 2;
      // Trust (docs/decisions/0005-trust.md): a few listings with checked documents, and one
      // visible listing not updated for 100 days (stale: shown in the CMS review list).
      if (index % 7 === 1) row.verified_at = new Date(now.getTime() - index * 86_400_000);
      if (index === STALE_DEMO_INDEX) {
        row.created_at = new Date(now.getTime() - 130 * 86_400_000);
        row.updated_at = new Date(now.getTime() - 100 * 86_400_000);
      }
      row.agent_id = demoAgentOf(demoAgents, index);
      return row;
    });
    await tx.insert(properties).values(rows);

    await tx.insert(ads).values(
      DEMO_ADS.map((ad, index) => ({
        name_fr: ad.name.fr,
        name_en: ad.name.en,
        name_ar: ad.name.ar,
        bannerImage: images.commercial[index % images.commercial.length] ?? null,
        images: [
          images.interior[index % images.interior.length]!,
          images.villa[index % images.villa.length]!,
        ],
        isLinkOnly: ad.isLinkOnly,
        urlLink: ad.urlLink || null,
        whoAreWeFr: ad.whoAreWe.fr,
        whoAreWeEn: ad.whoAreWe.en,
        whoAreWeAr: ad.whoAreWe.ar,
        ourProductFr: ad.ourProduct.fr,
        ourProductEn: ad.ourProduct.en,
        ourProductAr: ad.ourProduct.ar,
        workHoursFr: ad.workHours.fr,
        workHoursEn: ad.workHours.en,
        workHoursAr: ad.workHours.ar,
        fullAddressFr: ad.fullAddress.fr,
        fullAddressEn: ad.fullAddress.en,
        fullAddressAr: ad.fullAddress.ar,
        lattitude: ad.lattitude,
        longitude: ad.longitude,
        phoneNumber: ad.phoneNumber,
        email: ad.email,
        websiteLink: ad.websiteLink,
        facebook: ad.facebook,
        insta: ad.insta,
        tiktok: ad.tiktok,
        youtube: ad.youtube,
        whatsUp: ad.whatsUp,
      })),
    );
    return { seeded: true, properties: rows.length };
  });
}
