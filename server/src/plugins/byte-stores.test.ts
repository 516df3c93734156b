import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { Database } from '@server/db/database';
import { runMigrations } from '@server/db/migrate';
import { createPgDatabase } from '@server/db/pg-database';
import { createEmptyPostgres } from '@server/test-support/databases';
import type { ByteStore } from './byte-stores';
import { localByteStore, postgresByteStore } from './byte-stores';

const adminUrl = process.env.TEST_DATABASE_URL;

async function text(stream: Readable): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const part of stream) parts.push(part as Buffer);
  return Buffer.concat(parts);
}

async function* failingSource(): AsyncIterable<Buffer> {
  yield Buffer.alloc(300 * 1024, 1);
  throw new Error('connection dropped');
}

/** Every store keeps bytes, serves ranges and copies, and a failed write leaves nothing. */
function storeCases(make: () => ByteStore, leftovers: () => Promise<number>) {
  const big = crypto.randomBytes(600 * 1024);

  it('gives back what was written, whole and by inclusive range', async () => {
    const store = make();
    await store.write('a.pdf', Buffer.from('%PDF-1.7 hello'));
    expect((await text(store.read('a.pdf'))).toString()).toBe('%PDF-1.7 hello');
    expect((await text(store.read('a.pdf', { start: 9, end: 12 }))).toString()).toBe('hell');
  });

  it('streams a large upload in and out, and copies it', async () => {
    const store = make();
    async function* source() {
      for (let i = 0; i < big.length; i += 64 * 1024) yield big.subarray(i, i + 64 * 1024);
    }
    expect(await store.writeStream('b.mp4', source())).toBe(big.length);
    expect((await text(store.read('b.mp4'))).equals(big)).toBe(true);
    await store.copy('b.mp4', 'c.mp4');
    const end = big.length - 1;
    expect((await text(store.read('c.mp4', { start: end - 9, end }))).equals(big.subarray(end - 9))).toBe(
      true,
    );
  });

  it('leaves nothing behind when the upload fails half way', async () => {
    const store = make();
    const before = await leftovers();
    await expect(store.writeStream('d.mp4', failingSource())).rejects.toThrow('connection dropped');
    expect(await leftovers()).toBe(before);
  });
}

describe('local byte store', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bytes-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
  storeCases(
    () => localByteStore(dir),
    async () => fs.readdirSync(dir).length,
  );
});

const describePostgres = adminUrl ? describe : describe.skip;
describePostgres(
  adminUrl
    ? 'PostgreSQL large-object byte store [postgres]'
    : 'PostgreSQL large-object byte store [postgres: NOT RUN, set TEST_DATABASE_URL to run it]',
  () => {
    let database: Awaited<ReturnType<typeof createEmptyPostgres>>;
    let db: Database;

    beforeAll(async () => {
      database = await createEmptyPostgres(adminUrl!, 'blobs');
      db = await createPgDatabase(database.url, 3);
      await runMigrations(db);
    }, 60_000);

    afterAll(async () => {
      await db?.close();
      await database?.drop();
    });

    storeCases(
      () => postgresByteStore(db),
      async () => {
        const [row] = await db.query<{ n: number }>(
          `SELECT (SELECT count(*) FROM pg_largeobject_metadata) + (SELECT count(*) FROM file_blobs) AS n`,
        );
        return row.n;
      },
    );
  },
);
