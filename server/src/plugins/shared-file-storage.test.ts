import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { ResultCode } from '@contract/shared/result-codes';
import { MB, UPLOAD_API } from '@contract/upload/constants';
import { buildApp } from '@server/app';
import type { Database } from '@server/db/database';
import { createPgDatabase } from '@server/db/pg-database';
import { CORE_SEED, createEmptyPostgres, testConfig } from '@server/test-support/databases';
import { call, signIn } from '@server/test-support/http';
import { multipartBody, sample, upload } from '@server/test-support/multipart';

/**
 * FILE_STORAGE=postgres as several instances run it (docs/scale.md): two servers, each
 * with its own pool and its own DATA_DIR (standing for two machines' disks), on one PostgreSQL
 * database. A file uploaded through one is served byte for byte by the other, and a refused upload
 * leaves no large object, file_blobs row or files row, and nothing on either disk.
 */
const adminUrl = process.env.TEST_DATABASE_URL;
const describePostgres = adminUrl ? describe : describe.skip;

interface Instance {
  app: FastifyInstance;
  db: Database;
  dataDir: string;
}

/**
 * A CLAIM_PROOF upload whose body arrives in 64 KiB pieces, as over a network: the store writes it
 * in several pieces (a whole-buffer inject payload reaches it as one chunk).
 */
function uploadInPieces(app: FastifyInstance, token: string, fileName: string, data: Buffer) {
  const { head, tail, contentType } = multipartBody(fileName, Buffer.alloc(0));
  async function* pieces() {
    yield head;
    for (let at = 0; at < data.length; at += 64 * 1024) yield data.subarray(at, at + 64 * 1024);
    yield tail;
  }
  return app.inject({
    method: 'POST',
    url: `${UPLOAD_API.upload}?slot=CLAIM_PROOF`,
    headers: { 'content-type': contentType, ctoken: token },
    payload: Readable.from(pieces()),
  });
}

/** The filler of a sample PDF's comment lines ('x') replaced by random letters. */
function randomComments(pdf: Buffer): Buffer {
  const end = pdf.indexOf('trailer');
  const noise = crypto.randomBytes(pdf.length);
  for (let i = pdf.indexOf('\n%x'); i < end; i += 1) if (pdf[i] === 0x78) pdf[i] = 0x41 + (noise[i]! % 26);
  return pdf;
}

describePostgres(
  adminUrl
    ? 'FILE_STORAGE=postgres on two instances [postgres]'
    : 'FILE_STORAGE=postgres on two instances [postgres: NOT RUN, set TEST_DATABASE_URL to run it]',
  () => {
    let database: Awaited<ReturnType<typeof createEmptyPostgres>>;
    let a: Instance;
    let b: Instance;

    async function start(): Promise<Instance> {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-instance-'));
      const db = await createPgDatabase(database.url, 4);
      const app = await buildApp({
        db,
        config: testConfig(dataDir, { fileStorage: 'postgres' }),
        seed: CORE_SEED,
      });
      return { app, db, dataDir };
    }

    /** Everything an upload could leave: large objects, their rows, file records, bytes on either disk. */
    async function leftovers() {
      const [row] = await a.db.query<{ objects: number; blobs: number; files: number }>(
        `SELECT (SELECT count(*) FROM pg_largeobject_metadata) AS objects,
           (SELECT count(*) FROM file_blobs) AS blobs, (SELECT count(*) FROM files) AS files`,
      );
      const onDisk = (instance: Instance) => {
        const dir = path.join(instance.dataDir, 'files');
        return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
      };
      return { ...row, disks: [...onDisk(a), ...onDisk(b)] };
    }

    beforeAll(async () => {
      database = await createEmptyPostgres(adminUrl!, 'files');
      // One after the other: the first applies the migrations and the seed.
      a = await start();
      b = await start();
    }, 60_000);

    afterAll(async () => {
      for (const instance of [a, b]) {
        if (!instance) continue;
        await instance.app.close();
        fs.rmSync(instance.dataDir, { recursive: true, force: true });
      }
      await database?.drop();
    }, 30_000);

    it("a partner's upload through one instance is downloaded byte-identical, and by range, through the other", async () => {
      // Several 256 KiB pieces, random letters in the PDF's comment lines, so any mix-up would show
      // (the file must still parse as a PDF).
      const data = randomComments(sample.pdf(700 * 1024));
      const uploaded = await uploadInPieces(a.app, await signIn(a.app, 'ops@gcash.demo'), 'proof.pdf', data);
      expect(uploaded.statusCode).toBe(200);
      const fileUrl = (uploaded.json() as { file: { fileUrl: string } }).file.fileUrl;

      const token = await signIn(b.app, 'ops@gcash.demo');
      const download = `/api/spportal/file/download.json?fileUrl=${fileUrl}`;
      const whole = await call(b.app, 'GET', download, { token });
      expect(whole.status).toBe(200);
      expect(whole.raw.rawPayload.equals(data)).toBe(true);
      const range = await call(b.app, 'GET', download, {
        token,
        headers: { range: 'bytes=262140-524300' },
      });
      expect(range.status).toBe(206);
      expect(range.raw.rawPayload.equals(data.subarray(262140, 524301))).toBe(true);

      // Another partner still cannot read it.
      const other = await signIn(b.app, 'ops@truemoney.demo');
      expect((await call(b.app, 'GET', download, { token: other })).status).toBe(404);
      // The bytes are in the database only: neither machine's disk holds them.
      expect((await leftovers()).disks).toEqual([]);
    });

    it("a staff contract upload through one instance is the staff's download on the other", async () => {
      const data = randomComments(sample.pdf(3000));
      const staffA = await signIn(a.app, 'staff@partner-portal.demo');
      const uploaded = await upload(a.app, staffA, 'CONTRACT_PDF', 'Master Agreement.pdf', data);
      expect(uploaded.status).toBe(200);
      const staffB = await signIn(b.app, 'staff@partner-portal.demo');
      const whole = await call(
        b.app,
        'GET',
        `/api/spportal/file/download.json?fileUrl=${uploaded.body.file!.fileUrl}`,
        {
          token: staffB,
        },
      );
      expect(whole.status).toBe(200);
      expect(whole.raw.rawPayload.equals(data)).toBe(true);
    });

    it('a refused upload through either instance leaves nothing behind on either', async () => {
      const before = await leftovers();
      const tokenA = await signIn(a.app, 'ops@gcash.demo');
      const tokenB = await signIn(b.app, 'ops@gcash.demo');

      // Refused on its first bytes: a program named .pdf.
      const wrongFormat = await upload(a.app, tokenA, 'CLAIM_PROOF', 'proof.pdf', sample.exe());
      expect(wrongFormat.body).toMatchObject({
        success: false,
        resultCode: ResultCode.FILE_FORMAT_NOT_ALLOWED,
      });
      // Refused part way, after pieces were already written into a large object.
      const tooLarge = await uploadInPieces(b.app, tokenB, 'proof.pdf', sample.pdf(20 * MB + 1));
      expect(tooLarge.statusCode).toBe(413);
      expect(tooLarge.json()).toMatchObject({ success: false, resultCode: ResultCode.FILE_SIZE_EXCEEDED });

      expect(await leftovers()).toEqual(before);
    }, 60_000);
  },
);
