import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { ResultCode } from '@contract/shared/result-codes';
import { MB, UPLOAD_API } from '@contract/upload/constants';
import { describeWithDatabases } from '@server/test-support/databases';
import { createUser, signIn } from '@server/test-support/http';
import { multipartBody, sample } from '@server/test-support/multipart';

const LIMIT = 3;

/** Like the browser form, with the answer's headers (Retry-After). */
async function uploadProof(app: FastifyInstance, token: string, name: string, size = 2048) {
  const { body, contentType } = multipartBody(name, sample.pdf(size));
  const raw = await app.inject({
    method: 'POST',
    url: `${UPLOAD_API.upload}?slot=CLAIM_PROOF`,
    headers: { 'content-type': contentType, ctoken: token },
    payload: body,
  });
  return { status: raw.statusCode, body: raw.json() as Record<string, unknown>, headers: raw.headers };
}

const DISCARD = '/api/spportal/file/discard.json';

function discard(app: FastifyInstance, token: string, fileUrl: string) {
  return app.inject({ method: 'POST', url: DISCARD, headers: { ctoken: token }, payload: { fileUrl } });
}

describeWithDatabases(
  'pending uploads per user and hour',
  (ctx) => {
    const filesDir = () => path.join(ctx.dataDir(), 'files');
    const onDisk = () => fs.readdirSync(filesDir()).sort();
    const rowsOf = async (userId: string) =>
      (
        await ctx
          .app()
          .db.query<{ n: number }>(`SELECT count(*)::int AS n FROM files WHERE created_by = $1`, [userId])
      )[0].n;

    /** A fresh partner account of GCash, signed in: its own count starts at zero. */
    async function freshPartner() {
      const user = await createUser(ctx.app(), { role: 'PARTNER', partnerId: 'gcash' });
      return { id: user.id, token: await signIn(ctx.app(), user.email, user.password) };
    }

    /** Attaches a stored file to a new claim of GCash, as the claim call does. */
    let programYear = 2030;
    async function attachToClaim(fileUrl: string) {
      const db = ctx.app().db;
      const id = `claim-${fileUrl.slice(0, 8)}`;
      // One programme per claim, each in a year of its own (one programme per partner, kind and period).
      programYear += 1;
      await db.query(
        `INSERT INTO incentive_programs (id, partner_id, kind, name, currency, budget, period_start, period_end, claim_deadline)
         VALUES ($1, 'gcash', 'EXCLUSIVE_INCENTIVES_MDF', 'MDF', 'PHP', 1000, $2, $3, $4)`,
        [`program-${id}`, `${programYear}-01-01`, `${programYear}-12-31`, `${programYear + 1}-01-31`],
      );
      await db.query(
        `INSERT INTO incentive_claims (id, program_id, partner_id, claim_no, title, amount, currency, status,
           submitted_at, updated_at, supporting_doc)
         VALUES ($1, $2, 'gcash', $1, 'Claim', 10, 'PHP', 'SUBMITTED', $3, $3, $4)`,
        [id, `program-${id}`, ctx.clock.now(), fileUrl],
      );
    }

    test('the upload over the limit answers 429 with 310870004 and writes nothing, neither row nor bytes', async () => {
      const user = await freshPartner();
      for (let index = 0; index < LIMIT; index += 1)
        expect((await uploadProof(ctx.app(), user.token, `proof-${index}.pdf`)).status).toBe(200);
      const before = onDisk();

      const over = await uploadProof(ctx.app(), user.token, 'one-more.pdf', 2 * MB);
      expect(over.status).toBe(429);
      expect(over.body).toMatchObject({
        success: false,
        resultCode: ResultCode.TRY_AGAIN,
        resultMessage: expect.stringContaining(`${LIMIT}`),
      });
      // A place frees itself when the oldest upload leaves the hour's window; the message says what to do.
      expect(Number(over.headers['retry-after'])).toBeGreaterThan(3600 - 60);
      expect(Number(over.headers['retry-after'])).toBeLessThanOrEqual(3600);
      expect(over.body.resultMessage).toMatch(/Save a form that uses them, or try again in 60 minutes/);
      expect(onDisk()).toEqual(before);
      expect(await rowsOf(user.id)).toBe(LIMIT);
    });

    test('each user counts on their own; a file attached to a claim frees its place', async () => {
      const first = await freshPartner();
      const second = await freshPartner();
      const urls: string[] = [];
      for (let index = 0; index < LIMIT; index += 1) {
        const result = await uploadProof(ctx.app(), first.token, `proof-${index}.pdf`);
        urls.push((result.body.file as { fileUrl: string }).fileUrl);
      }
      expect((await uploadProof(ctx.app(), first.token, 'over.pdf')).status).toBe(429);
      expect((await uploadProof(ctx.app(), second.token, 'mine.pdf')).status).toBe(200);

      await attachToClaim(urls[0]);
      expect((await uploadProof(ctx.app(), first.token, 'next.pdf')).status).toBe(200);
      expect((await uploadProof(ctx.app(), first.token, 'over-again.pdf')).status).toBe(429);
    });

    test('a refused or failed upload does not use up a place', async () => {
      const user = await freshPartner();
      const { body, contentType } = multipartBody('program.pdf', sample.exe());
      for (let index = 0; index < LIMIT + 2; index += 1) {
        const refused = await ctx.app().inject({
          method: 'POST',
          url: `${UPLOAD_API.upload}?slot=CLAIM_PROOF`,
          headers: { 'content-type': contentType, ctoken: user.token },
          payload: body,
        });
        expect(refused.statusCode).toBe(400);
      }
      for (let index = 0; index < LIMIT; index += 1)
        expect((await uploadProof(ctx.app(), user.token, `proof-${index}.pdf`)).status).toBe(200);
    });

    test('the allowance is a window: an hour after the oldest upload, its place is free again', async () => {
      const user = await freshPartner();
      for (let index = 0; index < LIMIT; index += 1) {
        expect((await uploadProof(ctx.app(), user.token, `proof-${index}.pdf`)).status).toBe(200);
        ctx.clock.advance(10 * 60_000);
      }
      const over = await uploadProof(ctx.app(), user.token, 'over.pdf');
      expect(over.status).toBe(429);
      // The oldest was made 30 minutes ago: it leaves the window in 30 minutes.
      expect(Number(over.headers['retry-after'])).toBe(30 * 60);
      ctx.clock.advance(30 * 60_000);
      expect((await uploadProof(ctx.app(), user.token, 'next.pdf')).status).toBe(200);
      expect((await uploadProof(ctx.app(), user.token, 'over-again.pdf')).status).toBe(429);
    });

    test('discarding a replaced upload frees its place, row and bytes; only the owner’s pending uploads go', async () => {
      const user = await freshPartner();
      const other = await freshPartner();
      const urls: string[] = [];
      for (let index = 0; index < LIMIT; index += 1) {
        const result = await uploadProof(ctx.app(), user.token, `proof-${index}.pdf`);
        urls.push((result.body.file as { fileUrl: string }).fileUrl);
      }
      expect((await uploadProof(ctx.app(), user.token, 'over.pdf')).status).toBe(429);

      // Someone else's file, an attached one, an unknown name: answered alike, nothing removed.
      expect((await discard(ctx.app(), other.token, urls[0])).json()).toMatchObject({ discarded: false });
      await attachToClaim(urls[1]);
      expect((await discard(ctx.app(), user.token, urls[1])).json()).toMatchObject({ discarded: false });
      expect((await discard(ctx.app(), user.token, 'nothing.pdf')).json()).toMatchObject({
        discarded: false,
      });
      expect(onDisk()).toEqual(expect.arrayContaining([urls[0], urls[1]]));

      // The same file discarded twice at once: removed once.
      const twice = await Promise.all([
        discard(ctx.app(), user.token, urls[0]),
        discard(ctx.app(), user.token, urls[0]),
      ]);
      expect(twice.map((r) => r.json().discarded).sort()).toEqual([false, true]);
      expect(onDisk()).not.toContain(urls[0]);
      expect(onDisk()).toContain(urls[1]);
      // urls[1] was attached and urls[0] discarded: two places are free, not three.
      expect((await uploadProof(ctx.app(), user.token, 'again-1.pdf')).status).toBe(200);
      expect((await uploadProof(ctx.app(), user.token, 'again-2.pdf')).status).toBe(200);
      expect((await uploadProof(ctx.app(), user.token, 'again-3.pdf')).status).toBe(429);
    });

    test('discarding needs a session', async () => {
      const raw = await ctx.app().inject({ method: 'POST', url: DISCARD, payload: { fileUrl: 'x.pdf' } });
      expect(raw.statusCode).toBe(401);
    });

    test('20 parallel 2 MB uploads by one user: exactly the limit are stored, the rest refused with nothing on disk', async () => {
      const user = await freshPartner();
      const before = onDisk();
      const results = await Promise.all(
        Array.from({ length: 20 }, (_, index) =>
          uploadProof(ctx.app(), user.token, `parallel-${index}.pdf`, 2 * MB),
        ),
      );
      const statuses = results.map((result) => result.status);
      expect(statuses.filter((status) => status === 200)).toHaveLength(LIMIT);
      expect(statuses.filter((status) => status === 429)).toHaveLength(20 - LIMIT);
      expect(await rowsOf(user.id)).toBe(LIMIT);
      const added = onDisk().filter((name) => !before.includes(name));
      expect(added).toHaveLength(LIMIT);
      added.forEach((name) => expect(fs.statSync(path.join(filesDir(), name)).size).toBe(2 * MB));
    });
  },
  { config: { uploadPendingPerHour: LIMIT } },
);
