// The catalogue import's preview and confirmation (decision 0041), on the real app and database:
// what a preview says row by row, in French, and that a confirmation writes all or nothing, once,
// for the account that sent the file.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../../../server/db/schema.ts';
import { createTestApp, type TestApp } from '../../helpers/app.ts';
import { loginAs, type LoggedIn } from '../../helpers/auth.ts';
import {
  createProperty,
  deleteAllProperties,
  referenceIds,
  type RefIds,
} from '../../helpers/factories.ts';
import {
  HEADER,
  expectStaleConfirmWritesNothing,
  IO_ORIGIN,
  confirmImport,
  countProperties,
  csvFile,
  sendImport,
} from '../../helpers/property-io.ts';

describe('catalogue import: preview and confirmation', () => {
  let t: TestApp;
  let agent: LoggedIn;
  let admin: LoggedIn;
  let otherAdmin: LoggedIn;
  let refs: RefIds;

  beforeAll(async () => {
    t = await createTestApp({ demo: false, env: { PUBLIC_URL: `${IO_ORIGIN}/` } });
    [agent, admin, otherAdmin] = await Promise.all([
      loginAs(t, 'agent'),
      loginAs(t, 'superadmin'),
      loginAs(t, 'superadmin'),
    ]);
    refs = await referenceIds(t.services.db);
  });
  afterAll(() => t.close());

  it('previews every error in French with its row and column, and writes nothing', async () => {
    await deleteAllProperties(t.services.db);
    const before = await countProperties(t);
    const file = csvFile([
      HEADER,
      ['', 'Villa neuve', 'New villa', 'فيلا جديدة', '30000000', 'Tlemcen', 'Villa', '200'],
      ['', 'Sans prix', 'No price', 'بدون سعر', 'beaucoup', 'Atlantide', 'Château', ''],
      ['999999', 'Inconnu', 'Unknown', 'مجهول', '1000', '16', '', ''],
    ]);
    const response = await sendImport(admin, file);
    expect(response.statusCode).toBe(200);
    const preview = response.json();
    expect(preview).toMatchObject({
      total_rows: 3,
      create_count: 2,
      update_count: 1,
      error_count: 2,
    });
    const byLine = Object.fromEntries(preview.rows.map((row: { line: number }) => [row.line, row]));
    expect(byLine[2]).toMatchObject({ action: 'create', errors: [] });
    expect(byLine[3].errors).toEqual(
      expect.arrayContaining([
        { column: 'base_price', message: 'Saisissez un nombre.' },
        { column: 'wilaya', message: 'Wilaya inconnue : « Atlantide ».' },
        {
          column: 'property_types',
          message: '« Château » absent de la liste « Types de bien ».',
        },
      ]),
    );
    expect(byLine[4].errors).toEqual([
      {
        column: 'id',
        message: 'Aucun bien n° 999999 : laissez la case vide pour créer un bien.',
      },
    ]);
    // Rows with errors come first, for the screen's "errors only" view.
    expect(preview.rows[0].errors.length).toBeGreaterThan(0);
    expect(await countProperties(t)).toBe(before);

    const refused = await confirmImport(admin, preview.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('import.has_errors');
    expect(await countProperties(t)).toBe(before);
  });

  it('creates and updates on confirmation, once', async () => {
    await deleteAllProperties(t.services.db);
    const existing = await createProperty(t.services.db, {
      name_fr: 'Ancien titre',
      base_price: 5_000_000,
    });
    const file = csvFile([
      HEADER,
      [
        '',
        'Villa neuve',
        'New villa',
        'فيلا جديدة',
        '30 000 000',
        'Tlemcen',
        'Villa | Appartement',
        '200,5',
      ],
      [String(existing.id), 'Nouveau titre', 'New title', 'عنوان جديد', '6000000', '16', '', ''],
    ]);
    const preview = (await sendImport(admin, file)).json();
    expect(preview).toMatchObject({ create_count: 1, update_count: 1, error_count: 0 });
    expect(await countProperties(t)).toBe(1);

    const response = await confirmImport(admin, preview.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ created: 1, updated: 1, images_set_aside: [] });
    const rows = await t.services.db.select().from(schema.properties);
    const villa = rows.find((row) => row.name_fr === 'Villa neuve')!;
    expect(villa).toMatchObject({
      base_price: 30_000_000,
      wilaya_id: 13,
      wilaya_fr: 'Tlemcen',
      living_area: 200.5,
      name_ar: 'فيلا جديدة',
    });
    expect(villa.property_types.sort()).toEqual([refs.types.villa, refs.types.apartment].sort());
    const updated = rows.find((row) => row.id === existing.id)!;
    expect(updated).toMatchObject({ name_fr: 'Nouveau titre', base_price: 6_000_000 });
    // The journal names who confirmed, the import, and the price as it was and as it is.
    const entries = await t.services.db
      .select()
      .from(schema.auditLog)
      .where(eq(schema.auditLog.entity, 'property'));
    const entryOf = (id: number) => entries.filter((entry) => entry.entity_id === id);
    expect(entryOf(existing.id)).toEqual([
      expect.objectContaining({
        action: 'update',
        actor_id: admin.agent.id,
        entity_label: 'Nouveau titre',
        changes: expect.objectContaining({
          import: { after: preview.id },
          base_price: { before: 5_000_000, after: 6_000_000 },
          name_fr: { before: 'Ancien titre', after: 'Nouveau titre' },
        }),
      }),
    ]);
    expect(entryOf(villa.id)).toEqual([
      expect.objectContaining({
        action: 'create',
        actor_id: admin.agent.id,
        entity_label: 'Villa neuve',
        changes: expect.objectContaining({
          import: { after: preview.id },
          base_price: { after: 30_000_000 },
        }),
      }),
    ]);

    const again = await confirmImport(admin, preview.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('import.already_confirmed');
    expect(await countProperties(t)).toBe(2);
  });

  it('writes nothing when one row can no longer be written (all or nothing)', async () => {
    await deleteAllProperties(t.services.db);
    const doomed = await createProperty(t.services.db, { name_fr: 'Bientôt supprimé' });
    const file = csvFile([
      HEADER,
      ['', 'Premier', 'First', 'الأول', '1000000', '', '', ''],
      ['', 'Deuxième', 'Second', 'الثاني', '2000000', '', '', ''],
      [String(doomed.id), 'Modifié', 'Changed', 'معدل', '3000000', '', '', ''],
    ]);
    const preview = (await sendImport(admin, file)).json();
    expect(preview.error_count).toBe(0);
    await t.services.db.delete(schema.properties).where(eq(schema.properties.id, doomed.id));

    await expectStaleConfirmWritesNothing(t, admin, preview.id);
  });

  it('refuses an expired preview (410) and one made by another account (403)', async () => {
    const file = csvFile([HEADER, ['', 'Un bien', 'A property', 'عقار', '1000000', '', '', '']]);
    const expired = (await sendImport(admin, file)).json();
    await t.services.db
      .update(schema.propertyImports)
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where(eq(schema.propertyImports.id, expired.id));
    const late = await confirmImport(admin, expired.id);
    expect(late.statusCode).toBe(410);
    expect(late.json().code).toBe('import.expired');

    const theirs = (await sendImport(otherAdmin, file)).json();
    const foreign = await confirmImport(admin, theirs.id);
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().code).toBe('import.not_owner');
    expect((await confirmImport(admin, 2_000_000)).statusCode).toBe(404);
  });

  it('is for superadmins: an agent gets 403 on the preview and the confirmation', async () => {
    const file = csvFile([HEADER, ['', 'Un bien', 'A property', 'عقار', '1000000', '', '', '']]);
    const denied = await sendImport(agent, file);
    expect(denied.statusCode).toBe(403);
    expect(denied.json().code).toBe('auth.forbidden');
    const preview = (await sendImport(admin, file)).json();
    expect((await confirmImport(agent, preview.id)).statusCode).toBe(403);
    const [stored] = await t.services.db
      .select()
      .from(schema.propertyImports)
      .where(eq(schema.propertyImports.id, preview.id));
    expect(stored!.confirmed_at).toBeNull();
  });

  it('reads its own export back (XLSX): every row an update without error', async () => {
    await deleteAllProperties(t.services.db);
    await createProperty(t.services.db, {
      name_fr: 'Un',
      property_types: [refs.types.villa!],
      images: [],
    });
    await createProperty(t.services.db, { name_fr: 'Deux', images: [] });
    const exported = await admin.inject({ url: '/api/admin/property/export?format=xlsx' });
    const response = await sendImport(admin, exported.rawPayload, 'biens.xlsx');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ total_rows: 2, update_count: 2, error_count: 0 });
  });
});
