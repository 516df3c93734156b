import fs from 'node:fs';
import fsp from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { ResultCode } from '@contract/shared/result-codes';
import { MB, UPLOAD_API } from '@contract/upload/constants';
import { describeWithDatabases } from '@server/test-support/databases';
import { call, signIn } from '@server/test-support/http';
import { multipartBody, sample, upload } from '@server/test-support/multipart';

describeWithDatabases(
  'file upload',
  (ctx) => {
    let staff: string;
    let gcash: string;
    const filesDir = () => path.join(ctx.dataDir(), 'files');
    const storedNames = () => fs.readdirSync(filesDir()).sort();
    const fileRows = async () =>
      (await ctx.app().db.query<{ n: number }>(`SELECT count(*)::int AS n FROM files`))[0].n;

    beforeAll(async () => {
      staff = await signIn(ctx.app(), 'staff@partner-portal.demo');
      gcash = await signIn(ctx.app(), 'ops@gcash.demo');
    });

    test('staff upload a contract PDF: stored under a generated name, staff-only until attached', async () => {
      const result = await upload(
        ctx.app(),
        staff,
        'CONTRACT_PDF',
        'Master Agreement 2026 (v2).pdf',
        sample.pdf(),
      );
      expect(result.status).toBe(200);
      expect(result.body.file).toEqual({
        fileUrl: expect.stringMatching(/^[0-9a-f-]{36}\.pdf$/),
        fileName: 'Master Agreement 2026 (v2).pdf',
        contentType: 'application/pdf',
        sizeBytes: 2048,
      });
      const fileUrl = result.body.file!.fileUrl;
      expect(fs.readFileSync(path.join(filesDir(), fileUrl)).subarray(0, 5).toString()).toBe('%PDF-');
      const download = `/api/spportal/file/download.json?fileUrl=${fileUrl}`;
      expect((await call(ctx.app(), 'GET', download, { token: staff })).status).toBe(200);
      // Not yet attached to anything: a partner cannot read it, even knowing its name.
      expect((await call(ctx.app(), 'GET', download, { token: gcash })).status).toBe(404);
      // Given to the partner, a document's PDF still waits for a published document that uses it
      // (staff-documents.test.ts follows it from draft to published and back).
      await ctx.app().storage.assign(fileUrl, 'gcash');
      expect((await call(ctx.app(), 'GET', download, { token: gcash })).status).toBe(404);
    });

    test('the type comes from the content; images and videos go to public media', async () => {
      const image = await upload(ctx.app(), staff, 'CAROUSEL_IMAGE', 'banner.png', sample.png());
      expect(image.body.file).toMatchObject({ contentType: 'image/png' });
      const publicImage = await call(
        ctx.app(),
        'GET',
        `/api/spportal/file/public/${image.body.file!.fileUrl}`,
      );
      expect(publicImage.status).toBe(200);
      const video = await upload(ctx.app(), staff, 'CAROUSEL_VIDEO', 'launch.mp4', sample.mp4());
      expect(video.body.file).toMatchObject({ contentType: 'video/mp4' });
    });

    test.each([
      ['a colon', 'a:b.pdf'],
      ['a semicolon', 'a;b.pdf'],
      ['non-ASCII', 'résumé.pdf'],
      ['leading dot', '.hidden.pdf'],
      ['over 100 characters', `${'a'.repeat(97)}.pdf`],
      ['angle brackets', '<script>.pdf'],
    ])('a name with %s is refused with 510872003 and nothing is stored', async (_label, name) => {
      const before = storedNames();
      const rows = await fileRows();
      const result = await upload(ctx.app(), staff, 'CONTRACT_PDF', name, sample.pdf());
      expect(result.status).toBe(400);
      expect(result.body).toMatchObject({ success: false, resultCode: ResultCode.FILE_NAME_NOT_ALLOWED });
      expect(storedNames()).toEqual(before);
      expect(await fileRows()).toBe(rows);
    });

    test('a 100-character name is fine', async () => {
      const result = await upload(ctx.app(), staff, 'CONTRACT_PDF', `${'a'.repeat(96)}.pdf`, sample.pdf());
      expect(result.status).toBe(200);
    });

    test.each([
      ['a renamed executable', 'CONTRACT_PDF', 'contract.pdf', sample.exe()],
      ['an image in a PDF slot', 'CONTRACT_PDF', 'contract.pdf', sample.png()],
      ['a PDF whose name says image', 'CAROUSEL_IMAGE', 'banner.png', sample.pdf()],
      ['a PDF named .exe', 'CONTRACT_PDF', 'contract.exe', sample.pdf()],
      ['an empty file', 'CONTRACT_PDF', 'empty.pdf', Buffer.alloc(0)],
      ['a video in the image slot', 'CAROUSEL_IMAGE', 'clip.mp4', sample.mp4()],
      ['HTML behind a PDF signature', 'CONTRACT_PDF', 'contract.pdf', sample.fakePdf()],
      [
        'HTML behind a PDF signature, as a claim proof',
        'CLAIM_PROOF',
        'proof.pdf',
        sample.fakePdf(300 * 1024),
      ],
      ['a PDF signature and nothing else', 'CONTRACT_PDF', 'contract.pdf', Buffer.from('%PDF-')],
    ])('%s is refused with 510872004 and nothing is stored', async (_label, slot, name, data) => {
      const before = storedNames();
      const rows = await fileRows();
      const result = await upload(ctx.app(), staff, slot, name, data);
      expect(result.status).toBe(400);
      expect(result.body).toMatchObject({ success: false, resultCode: ResultCode.FILE_FORMAT_NOT_ALLOWED });
      // An empty file is told so; any other names the formats the field takes.
      expect(result.body.resultMessage).toMatch(
        data.length === 0 ? /^The file is empty \(0 bytes\)/ : /^This file format is not allowed\. Choose a /,
      );
      expect(storedNames()).toEqual(before);
      expect(await fileRows()).toBe(rows);
    });

    test.each([
      ['a PDF over 20 MB', 'CONTRACT_PDF', 'big.pdf', () => sample.pdf(20 * MB + 1), '20 MB for a PDF'],
      ['an image over 5 MB', 'CAROUSEL_IMAGE', 'big.png', () => sample.png(5 * MB + 1), '5 MB for a PNG'],
      [
        'an image over 5 MB in the claim-proof slot (PDF allows 20)',
        'CLAIM_PROOF',
        'big.jpg',
        () => sample.jpeg(5 * MB + 1),
        '5 MB for a JPEG',
      ],
      ['a video over 50 MB', 'CAROUSEL_VIDEO', 'big.mp4', () => sample.mp4(50 * MB + 1), '50 MB for a MP4'],
    ])(
      '%s is refused with 510872005 naming the limit; nothing is stored',
      async (_label, slot, name, make, limit) => {
        const before = storedNames();
        const rows = await fileRows();
        const token = slot === 'CLAIM_PROOF' ? gcash : staff;
        const result = await upload(ctx.app(), token, slot, name, make());
        expect(result.status).toBe(413);
        expect(result.body).toMatchObject({ success: false, resultCode: ResultCode.FILE_SIZE_EXCEEDED });
        expect(result.body.resultMessage).toBe(
          `The file size exceeds the limit of ${limit} file. Choose a smaller file.`,
        );
        expect(storedNames()).toEqual(before);
        expect(await fileRows()).toBe(rows);
      },
    );

    test('exactly at the limit is accepted', async () => {
      const result = await upload(ctx.app(), staff, 'CAROUSEL_IMAGE', 'edge.png', sample.png(5 * MB));
      expect(result.status).toBe(200);
      expect(result.body.file).toMatchObject({ sizeBytes: 5 * MB });
    });

    test('signed out: 401 before anything is read; a partner session cannot use staff slots (510871002)', async () => {
      const signedOut = await upload(ctx.app(), null, 'CONTRACT_PDF', 'a.pdf', sample.pdf());
      expect(signedOut.status).toBe(401);
      expect(signedOut.body.resultCode).toBe(ResultCode.SESSION_TIMEOUT);
      const badSlotSignedOut = await upload(ctx.app(), null, 'NOPE', 'a.pdf', sample.pdf());
      expect(badSlotSignedOut.status).toBe(401);
      for (const slot of ['CONTRACT_PDF', 'INSIGHT_PDF', 'CAROUSEL_IMAGE', 'CAROUSEL_VIDEO', 'VIDEO_COVER']) {
        const partner = await upload(ctx.app(), gcash, slot, 'a.pdf', sample.pdf());
        expect(partner.status).toBe(403);
        expect(partner.body.resultCode).toBe(ResultCode.NO_AUTHORITY);
      }
      const badSlot = await upload(ctx.app(), staff, 'NOPE', 'a.pdf', sample.pdf());
      expect(badSlot.status).toBe(400);
    });

    test("a partner's claim proof belongs to their partner: another partner cannot read it", async () => {
      const result = await upload(ctx.app(), gcash, 'CLAIM_PROOF', 'receipt.jpg', sample.jpeg());
      expect(result.status).toBe(200);
      const download = `/api/spportal/file/download.json?fileUrl=${result.body.file!.fileUrl}`;
      expect((await call(ctx.app(), 'GET', download, { token: gcash })).status).toBe(200);
      const truemoney = await signIn(ctx.app(), 'ops@truemoney.demo');
      expect((await call(ctx.app(), 'GET', download, { token: truemoney })).status).toBe(404);
    });

    test('a body that is not multipart, or a part not named file, is refused', async () => {
      const json = await call(ctx.app(), 'POST', `${UPLOAD_API.upload}?slot=CONTRACT_PDF`, {
        token: staff,
        body: {},
      });
      expect(json.status).toBe(400);
      const { body, contentType } = multipartBody('a.pdf', sample.pdf(), 'other');
      const raw = await ctx.app().inject({
        method: 'POST',
        url: `${UPLOAD_API.upload}?slot=CONTRACT_PDF`,
        headers: { 'content-type': contentType, ctoken: staff },
        payload: body,
      });
      expect(raw.statusCode).toBe(400);
    });

    test('concurrent uploads each get their own complete file', async () => {
      const sizes = [3000, 5000, 7000, 9000, 11000, 13000];
      const results = await Promise.all(
        sizes.map((size, index) =>
          upload(ctx.app(), staff, 'CONTRACT_PDF', `parallel-${index}.pdf`, sample.pdf(size)),
        ),
      );
      const urls = results.map((result) => result.body.file!.fileUrl);
      expect(new Set(urls).size).toBe(sizes.length);
      urls.forEach((url, index) => expect(fs.statSync(path.join(filesDir(), url)).size).toBe(sizes[index]));
      expect(storedNames().some((name) => name.endsWith('.tmp'))).toBe(false);
    });

    test('a storage failure answers 510872001 and leaves nothing behind', async () => {
      const dir = filesDir();
      const rows = await fileRows();
      await fsp.rename(dir, `${dir}.away`);
      await fsp.writeFile(dir, 'not a directory');
      try {
        const result = await upload(ctx.app(), staff, 'CONTRACT_PDF', 'a.pdf', sample.pdf());
        expect(result.status).toBe(500);
        expect(result.body).toMatchObject({ success: false, resultCode: ResultCode.FILE_UPLOAD_FAILED });
        expect(JSON.stringify(result.body)).not.toMatch(/ENOTDIR|files/);
      } finally {
        await fsp.rm(dir);
        await fsp.rename(`${dir}.away`, dir);
      }
      expect(await fileRows()).toBe(rows);
    });

    test('an upload cut off half-way leaves no file and no row', async () => {
      const app = ctx.app();
      await app.listen({ port: 0, host: '127.0.0.1' });
      try {
        const { port } = app.server.address() as AddressInfo;
        const rows = await fileRows();
        const before = storedNames();
        // An image: it streams to a temporary file as it arrives (a PDF is read whole and parsed
        // before anything is written).
        const { head, contentType } = multipartBody('cut.png', Buffer.alloc(0));
        const request = http.request({
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: `${UPLOAD_API.upload}?slot=CAROUSEL_IMAGE`,
          headers: {
            'content-type': contentType,
            'content-length': String(head.length + 4 * MB),
            ctoken: staff,
          },
        });
        request.on('error', () => {});
        request.write(head);
        request.write(sample.png(1 * MB));
        // Wait until the server is writing the temporary file, then drop the connection.
        await waitFor(() => storedNames().some((name) => name.endsWith('.tmp')));
        request.destroy();
        await waitFor(() => !storedNames().some((name) => name.endsWith('.tmp')));
        expect(storedNames()).toEqual(before);
        expect(await fileRows()).toBe(rows);
      } finally {
        await app.server.close();
      }
    });
  },
  // These tests store many files they never attach; the limit on those is unattached-limit.test.ts's.
  { config: { uploadPendingPerHour: 1000 } },
);

async function waitFor(condition: () => boolean, timeoutMs = 10_000) {
  const started = Date.now();
  while (!condition()) {
    if (Date.now() - started > timeoutMs) throw new Error('condition not reached');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
