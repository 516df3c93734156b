import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '@server/app';
import { createManualClock } from '@server/clock';
import type { Database } from '@server/db/database';
import { createPgDatabase } from '@server/db/pg-database';
import {
  CORE_SEED,
  createEmptyPostgres,
  describeWithDatabases,
  testConfig,
} from '@server/test-support/databases';
import { signIn } from '@server/test-support/http';
import { sample, upload } from '@server/test-support/multipart';
import { FILE_REFERENCES } from './repository';
import { removeUnattachedUploads } from './unattached-cleanup';

const HOUR = 3_600_000;

/** Attaches stored files the way each feature does, straight in the tables the schema names. */
function attach(db: Database, now: Date) {
  return {
    async claim(fileUrl: string, paymentProof: string | null = null) {
      const id = `claim-${fileUrl.slice(0, 8)}`;
      await db.query(
        `INSERT INTO incentive_programs (id, partner_id, kind, name, currency, budget, period_start, period_end, claim_deadline)
         VALUES ($1, 'gcash', 'EXCLUSIVE_INCENTIVES_MDF', 'MDF', 'PHP', 1000, '2026-01-01', '2026-12-31', '2027-01-31')`,
        [`program-${id}`],
      );
      await db.query(
        `INSERT INTO incentive_claims (id, program_id, partner_id, claim_no, title, amount, currency, status,
           submitted_at, updated_at, supporting_doc, payment_proof)
         VALUES ($1, $2, 'gcash', $1, 'Claim', 10, 'PHP', 'PAID', $3, $3, $4, $5)`,
        [id, `program-${id}`, now, fileUrl, paymentProof],
      );
    },
    async documentVersion(fileUrl: string) {
      const id = `doc-${fileUrl.slice(0, 8)}`;
      await db.query(
        `INSERT INTO document (id, partner_id, kind, title, current_version, created_at, updated_at)
         VALUES ($1, 'gcash', 'CONTRACT', 'Agreement', 1, $2, $2)`,
        [id, now],
      );
      await db.query(
        `INSERT INTO document_version (document_id, version, file_id, created_at)
         SELECT $1, 1, id, $2 FROM files WHERE storage_name = $3`,
        [id, now, fileUrl],
      );
    },
    async carouselItem(mediaFileUrl: string, coverFileUrl: string) {
      await db.query(
        `INSERT INTO carousel_items (id, title, description, media_type, media_file_url, cover_file_url, alt_text,
           start_date, end_date)
         VALUES ($1, 'Launch', 'Launch', 'VIDEO', $2, $3, 'Launch', '2026-01-01', '2026-12-31')`,
        [`item-${mediaFileUrl.slice(0, 8)}`, mediaFileUrl, coverFileUrl],
      );
    },
    async eventImage(fileUrl: string) {
      await db.query(
        `INSERT INTO events (id, title, type, start_date, end_date, description, image_file_url)
         VALUES ($1, 'Fair', 'CAMPAIGN', '2026-03-01', '2026-03-02', 'Fair', $2)`,
        [`event-${fileUrl.slice(0, 8)}`, fileUrl],
      );
    },
    async partnerLogo(fileUrl: string) {
      await db.query(`UPDATE partners SET logo_file_url = $1 WHERE id = 'truemoney'`, [fileUrl]);
    },
  };
}

describeWithDatabases('clean-up of uploads nothing refers to', (ctx) => {
  const filesDir = () => path.join(ctx.dataDir(), 'files');
  const onDisk = (fileUrl: string) => fs.existsSync(path.join(filesDir(), fileUrl));
  const hasRow = async (fileUrl: string) =>
    (await ctx.app().db.query(`SELECT 1 FROM files WHERE storage_name = $1`, [fileUrl])).length === 1;
  const stored = async (token: string, slot: string, name: string, data: Buffer) => {
    const result = await upload(ctx.app(), token, slot, name, data);
    expect(result.status).toBe(200);
    return result.body.file!.fileUrl;
  };

  test('an old upload nothing refers to goes, row and bytes; attached, fresh and seeded files stay', async () => {
    const app = ctx.app();
    const gcash = await signIn(app, 'ops@gcash.demo');
    const staff = await signIn(app, 'staff@partner-portal.demo');
    const seeded = await app.db.query<{ storage_name: string }>(
      `SELECT storage_name FROM files WHERE slot IS NULL ORDER BY storage_name`,
    );
    expect(seeded.length).toBeGreaterThan(0);

    const abandonedProof = await stored(gcash, 'CLAIM_PROOF', 'abandoned.pdf', sample.pdf());
    const abandonedContract = await stored(staff, 'CONTRACT_PDF', 'draft.pdf', sample.pdf());
    const kept = {
      supportingDoc: await stored(gcash, 'CLAIM_PROOF', 'proof.pdf', sample.pdf()),
      paymentProof: await stored(staff, 'CLAIM_PROOF', 'remittance.pdf', sample.pdf()),
      documentVersion: await stored(staff, 'CONTRACT_PDF', 'agreement.pdf', sample.pdf()),
      carouselMedia: await stored(staff, 'CAROUSEL_VIDEO', 'launch.mp4', sample.mp4()),
      carouselCover: await stored(staff, 'VIDEO_COVER', 'cover.png', sample.png()),
      eventImage: await stored(staff, 'CAROUSEL_IMAGE', 'fair.png', sample.png()),
      partnerLogo: await stored(staff, 'CAROUSEL_IMAGE', 'logo.png', sample.png()),
    };
    const to = attach(app.db, ctx.clock.now());
    await to.claim(kept.supportingDoc, kept.paymentProof);
    await to.documentVersion(kept.documentVersion);
    await to.carouselItem(kept.carouselMedia, kept.carouselCover);
    await to.eventImage(kept.eventImage);
    await to.partnerLogo(kept.partnerLogo);

    // Just under the age limit nothing goes.
    ctx.clock.advance(24 * HOUR - 60_000);
    expect(await removeUnattachedUploads(app, ctx.clock.now())).toEqual([]);
    expect(await hasRow(abandonedProof)).toBe(true);

    ctx.clock.advance(2 * HOUR);
    const fresh = await stored(await signIn(app, 'ops@gcash.demo'), 'CLAIM_PROOF', 'fresh.pdf', sample.pdf());
    const removed = await removeUnattachedUploads(app, ctx.clock.now());

    expect(removed.sort()).toEqual([abandonedProof, abandonedContract].sort());
    for (const fileUrl of [abandonedProof, abandonedContract]) {
      expect(await hasRow(fileUrl)).toBe(false);
      expect(onDisk(fileUrl)).toBe(false);
    }
    for (const fileUrl of [...Object.values(kept), fresh, ...seeded.map((row) => row.storage_name)]) {
      expect(await hasRow(fileUrl)).toBe(true);
      expect(onDisk(fileUrl)).toBe(true);
    }
    // A second run finds nothing more to do.
    expect(await removeUnattachedUploads(app, ctx.clock.now())).toEqual([]);
  });

  test('every column of the schema that refers to a stored file is one the clean-up knows', async () => {
    const known = FILE_REFERENCES.map((reference) => `${reference.table}.${reference.column}`).sort();
    // Foreign keys to files, and text columns named like a file reference (logo_file_url, supporting_doc, ...).
    const foreignKeys = await ctx.app().db.query<{ name: string }>(
      `SELECT c.conrelid::regclass::text || '.' || a.attname AS name
       FROM pg_constraint c
       JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = ANY (c.conkey)
       WHERE c.contype = 'f' AND c.confrelid = 'files'::regclass`,
    );
    const named = await ctx.app().db.query<{ name: string }>(
      `SELECT table_name || '.' || column_name AS name FROM information_schema.columns
       WHERE table_schema = current_schema() AND data_type = 'text'
         AND table_name NOT IN ('files', 'file_blobs')
         AND column_name ~ '(file|_doc|proof|logo|image|media|cover|attachment)'
         AND column_name NOT IN ('media_type')`,
    );
    const found = [...new Set([...foreignKeys, ...named].map((row) => row.name))].sort();
    expect(found).toEqual(known);
  });
});

/**
 * FILE_STORAGE=postgres, two instances on one database: the clean-up removes the large object and
 * its file_blobs row with the files row, and the limit holds across instances.
 */
const adminUrl = process.env.TEST_DATABASE_URL;
const describePostgres = adminUrl ? describe : describe.skip;

describePostgres(
  adminUrl
    ? 'unattached uploads with FILE_STORAGE=postgres on two instances [postgres]'
    : 'unattached uploads with FILE_STORAGE=postgres on two instances [postgres: NOT RUN, set TEST_DATABASE_URL to run it]',
  () => {
    const LIMIT = 4;
    const clock = createManualClock(new Date('2026-03-02T09:00:00.000Z'));
    let database: Awaited<ReturnType<typeof createEmptyPostgres>>;
    const instances: Array<{ app: FastifyInstance; dataDir: string }> = [];

    beforeAll(async () => {
      database = await createEmptyPostgres(adminUrl!, 'uploads');
      for (let index = 0; index < 2; index += 1) {
        const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-instance-'));
        const app = await buildApp({
          db: await createPgDatabase(database.url, 4),
          clock,
          config: testConfig(dataDir, { fileStorage: 'postgres', uploadPendingPerHour: LIMIT }),
          seed: CORE_SEED,
        });
        instances.push({ app, dataDir });
      }
    }, 60_000);

    afterAll(async () => {
      for (const instance of instances) {
        await instance.app.close();
        fs.rmSync(instance.dataDir, { recursive: true, force: true });
      }
      await database?.drop();
    }, 30_000);

    it('20 parallel uploads by one user spread over both instances: exactly the limit are stored', async () => {
      const [a, b] = instances.map((instance) => instance.app);
      const tokens = [await signIn(a, 'ops@tngd.demo'), await signIn(b, 'ops@tngd.demo')];
      const results = await Promise.all(
        Array.from({ length: 20 }, (_, index) =>
          upload(
            instances[index % 2].app,
            tokens[index % 2],
            'CLAIM_PROOF',
            `p-${index}.pdf`,
            sample.pdf(4096),
          ),
        ),
      );
      const statuses = results.map((result) => result.status);
      expect(statuses.filter((status) => status === 200)).toHaveLength(LIMIT);
      expect(statuses.filter((status) => status === 429)).toHaveLength(20 - LIMIT);
      const [{ n }] = await a.db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM files WHERE created_by = 'u-tngd'`,
      );
      expect(n).toBe(LIMIT);
    });

    it("the clean-up removes an old upload's large object and file_blobs row with its files row", async () => {
      const [a, b] = instances.map((instance) => instance.app);
      const counts = async () =>
        (
          await a.db.query<{ objects: number; blobs: number; files: number }>(
            `SELECT (SELECT count(*)::int FROM pg_largeobject_metadata) AS objects,
               (SELECT count(*)::int FROM file_blobs) AS blobs, (SELECT count(*)::int FROM files) AS files`,
          )
        )[0];
      const token = await signIn(a, 'ops@gcash.demo');
      const old = await upload(a, token, 'CLAIM_PROOF', 'old.pdf', sample.pdf(300 * 1024));
      expect(old.status).toBe(200);
      const before = await counts();

      clock.advance(25 * HOUR);
      const removed = await removeUnattachedUploads(b, clock.now());
      // The other instance's earlier uploads (the first test's) went too: one user's, all unattached.
      expect(removed).toContain(old.body.file!.fileUrl);
      const after = await counts();
      expect(before.objects - after.objects).toBe(removed.length);
      expect(before.blobs - after.blobs).toBe(removed.length);
      expect(before.files - after.files).toBe(removed.length);
      const [{ left }] = await a.db.query<{ left: number }>(
        `SELECT count(*)::int AS left FROM file_blobs b WHERE NOT EXISTS (SELECT 1 FROM files f WHERE f.storage_name = b.name)`,
      );
      expect(left).toBe(0);
    });
  },
);
