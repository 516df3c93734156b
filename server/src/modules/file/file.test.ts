import { ResultCode } from '@contract/shared/result-codes';
import { describeWithDatabases } from '@server/test-support/databases';
import { call, post, signIn, tokenFrom } from '@server/test-support/http';
import { contentDisposition, sanitizeFileName } from './content-disposition';

const DOWNLOAD = '/api/spportal/file/download.json';

const download = (fileUrl: string, extra = '') =>
  `${DOWNLOAD}?fileUrl=${encodeURIComponent(fileUrl)}&fileContentDisposition=attachment${extra}`;

describeWithDatabases('file download', (ctx) => {
  const files: Record<string, string> = {};

  beforeAll(async () => {
    const put = async (key: string, partnerId: string | null, publicRead = false) => {
      const { fileUrl } = await ctx.app().storage.put({
        data: Buffer.from(`%PDF-1.4 ${key}`),
        fileName: `${key} report.pdf`,
        contentType: 'application/pdf',
        partnerId,
        publicRead,
      });
      files[key] = fileUrl;
    };
    await put('gcash', 'gcash');
    await put('truemoney', 'truemoney');
    await put('shared', null);
    await put('banner', 'gcash', true);
  });

  test('a partner user downloads its own file with stored type and a safe, encoded name', async () => {
    const token = await signIn(ctx.app(), 'ops@gcash.demo');
    const result = await call(
      ctx.app(),
      'GET',
      download(files.gcash, '&fileName=Q1%20r%C3%A9sum%C3%A9%2F..%2Fx.pdf&fileContentType=text%2Fhtml'),
      { token },
    );
    expect(result.status).toBe(200);
    expect(result.raw.body).toBe('%PDF-1.4 gcash');
    expect(result.raw.headers['content-type']).toBe('application/pdf');
    expect(result.raw.headers['content-disposition']).toBe(
      `attachment; filename="Q1 r_sum__.._x.pdf"; filename*=UTF-8''Q1%20r%C3%A9sum%C3%A9_.._x.pdf`,
    );
    expect(result.raw.headers['cache-control']).toBe('private, no-cache');
    expect(result.raw.headers['accept-ranges']).toBe('bytes');
  });

  test("another partner's file is refused exactly like a missing one", async () => {
    const token = await signIn(ctx.app(), 'ops@gcash.demo');
    const other = await call(ctx.app(), 'GET', download(files.truemoney), { token });
    const missing = await call(ctx.app(), 'GET', download('00000000-0000-4000-8000-000000000000.pdf'), {
      token,
    });
    expect(other.status).toBe(404);
    expect(other.body).toEqual({
      success: false,
      resultCode: ResultCode.FILE_NOT_EXISTS,
      resultMessage: 'File Not Exists',
    });
    expect(missing.status).toBe(other.status);
    expect(missing.body).toEqual(other.body);
  });

  test('partner-less files are readable by every signed-in user, nobody else', async () => {
    const token = await signIn(ctx.app(), 'ops@dana.demo');
    expect((await call(ctx.app(), 'GET', download(files.shared), { token })).status).toBe(200);
    const anonymous = await call(ctx.app(), 'GET', download(files.shared));
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toMatchObject({ resultCode: ResultCode.SESSION_TIMEOUT });
  });

  test("an admin reads the current partner's files and follows a switch", async () => {
    const token = await signIn(ctx.app(), 'admin@partner-portal.demo');
    expect((await call(ctx.app(), 'GET', download(files.gcash), { token })).status).toBe(200);
    expect((await call(ctx.app(), 'GET', download(files.truemoney), { token })).status).toBe(404);
    const switched = await post(
      ctx.app(),
      '/api/spportal/admin/setPartner.json',
      { partnerId: 'truemoney' },
      token,
    );
    const next = tokenFrom(switched.raw)!;
    expect((await call(ctx.app(), 'GET', download(files.truemoney), { token: next })).status).toBe(200);
    expect((await call(ctx.app(), 'GET', download(files.gcash), { token: next })).status).toBe(404);
  });

  test('client-supplied paths are never opened', async () => {
    const token = await signIn(ctx.app(), 'ops@gcash.demo');
    for (const fileUrl of [
      '../../package.json',
      '/etc/passwd',
      `${files.gcash}/../${files.truemoney}`,
      'file:///etc/passwd',
    ]) {
      const result = await call(ctx.app(), 'GET', download(fileUrl), { token });
      expect(result.status).toBe(404);
      expect(result.raw.body).not.toMatch(/root:|"name":|\/work\//);
    }
  });

  describe('ranges, validators and kinds', () => {
    const BYTES = Buffer.from(Array.from({ length: 1000 }, (_, i) => i % 251));
    const typed: Record<string, string> = {};
    let token = '';

    beforeAll(async () => {
      token = await signIn(ctx.app(), 'ops@gcash.demo');
      for (const [key, contentType] of [
        ['pdf', 'application/pdf'],
        ['mp4', 'video/mp4'],
        ['jpg', 'image/jpeg'],
        ['png', 'image/png'],
        ['svg', 'image/svg+xml'],
        ['csv', 'text/csv'],
      ]) {
        const { fileUrl } = await ctx.app().storage.put({
          data: BYTES,
          fileName: `sample.${key}`,
          contentType,
          partnerId: 'gcash',
        });
        typed[key] = fileUrl;
      }
    });

    const get = (fileUrl: string, headers: Record<string, string> = {}, extra = '') =>
      call(ctx.app(), 'GET', download(fileUrl, extra), { token, headers });
    const bytesOf = (result: Awaited<ReturnType<typeof get>>) => result.raw.rawPayload;

    test.each([
      ['pdf', 'application/pdf'],
      ['mp4', 'video/mp4'],
      ['jpg', 'image/jpeg'],
      ['png', 'image/png'],
      ['svg', 'application/octet-stream'],
      ['csv', 'application/octet-stream'],
    ])('a stored %s file is sent as %s', async (key, type) => {
      const result = await get(typed[key], {}, '&fileContentType=text%2Fhtml');
      expect(result.status).toBe(200);
      expect(result.raw.headers['content-type']).toBe(type);
      expect(bytesOf(result).equals(BYTES)).toBe(true);
    });

    test('the first bytes, a middle range, the last bytes and an open range come back as 206', async () => {
      const first = await get(typed.pdf, { range: 'bytes=0-99' });
      expect(first.status).toBe(206);
      expect(first.raw.headers['content-range']).toBe('bytes 0-99/1000');
      expect(first.raw.headers['content-length']).toBe('100');
      expect(bytesOf(first).equals(BYTES.subarray(0, 100))).toBe(true);

      const middle = await get(typed.mp4, { range: 'bytes=500-749' });
      expect(middle.status).toBe(206);
      expect(middle.raw.headers['content-range']).toBe('bytes 500-749/1000');
      expect(bytesOf(middle).equals(BYTES.subarray(500, 750))).toBe(true);

      const suffix = await get(typed.pdf, { range: 'bytes=-10' });
      expect(suffix.raw.headers['content-range']).toBe('bytes 990-999/1000');
      expect(bytesOf(suffix).equals(BYTES.subarray(990))).toBe(true);

      const open = await get(typed.pdf, { range: 'bytes=900-5000' });
      expect(open.raw.headers['content-range']).toBe('bytes 900-999/1000');
    });

    test('an unsatisfiable range is 416 with the size; several ranges or a stale If-Range get the whole file', async () => {
      const beyond = await get(typed.pdf, { range: 'bytes=1000-1200' });
      expect(beyond.status).toBe(416);
      expect(beyond.raw.headers['content-range']).toBe('bytes */1000');
      const several = await get(typed.pdf, { range: 'bytes=0-1,5-9' });
      expect(several.status).toBe(200);
      expect(bytesOf(several).length).toBe(1000);
      const stale = await get(typed.pdf, { range: 'bytes=0-9', 'if-range': '"other"' });
      expect(stale.status).toBe(200);
      const image = await get(typed.png, { range: 'bytes=0-9' });
      expect(image.status).toBe(200);
      expect(image.raw.headers['accept-ranges']).toBeUndefined();
    });

    test('the ETag answers a repeat request with 304', async () => {
      const first = await get(typed.pdf);
      const etag = String(first.raw.headers.etag);
      expect(etag).toMatch(/^"[^"]+"$/);
      const again = await get(typed.pdf, { 'if-none-match': etag });
      expect(again.status).toBe(304);
      expect(bytesOf(again).length).toBe(0);
      expect((await get(typed.pdf, { 'if-none-match': '"x"' })).status).toBe(200);
    });

    test('encoded traversal in fileUrl is refused like a missing file; in fileName it is flattened', async () => {
      for (const raw of ['%2e%2e%2f%2e%2e%2fpackage.json', '..%252f..%252fpackage.json']) {
        const result = await call(ctx.app(), 'GET', `${DOWNLOAD}?fileUrl=${raw}`, { token });
        expect(result.status).toBe(404);
        expect(result.body).toMatchObject({ resultCode: ResultCode.FILE_NOT_EXISTS });
      }
      // A NUL byte is refused before any lookup, like in every other string (server/src/http/string-rule.ts).
      const nul = await call(ctx.app(), 'GET', `${DOWNLOAD}?fileUrl=${typed.pdf}%00.png`, { token });
      expect(nul.status).toBe(400);
      expect(nul.body).toMatchObject({ resultCode: ResultCode.ILLEGAL_PARAMETERS });
      const named = await get(typed.pdf, {}, `&fileName=${encodeURIComponent('..\\..\\%2e%2e/evil.pdf')}`);
      expect(named.status).toBe(200);
      expect(String(named.raw.headers['content-disposition'])).not.toMatch(/[\\/]/);
    });

    test('CR and LF in a file name never reach the headers', async () => {
      const result = await get(
        typed.pdf,
        {},
        `&fileName=${encodeURIComponent('a\r\nSet-Cookie: x=1\r\n.pdf')}`,
      );
      expect(result.status).toBe(200);
      expect(result.raw.headers['set-cookie']).toBeUndefined();
      const header = String(result.raw.headers['content-disposition']);
      expect(header).not.toMatch(/[\r\n]/);
      expect(header.startsWith('attachment; filename="a_Set-Cookie_ x=1_.pdf"')).toBe(true);
    });
  });

  test('public-read media is served without a session; other files are not', async () => {
    const banner = await call(ctx.app(), 'GET', `/api/spportal/file/public/${files.banner}`);
    expect(banner.status).toBe(200);
    expect(banner.raw.headers['cache-control']).toBe('public, max-age=86400');
    expect(banner.raw.headers['cross-origin-resource-policy']).toBe('cross-origin');
    const privateFile = await call(ctx.app(), 'GET', `/api/spportal/file/public/${files.gcash}`);
    expect(privateFile.status).toBe(404);
    const traversal = await call(ctx.app(), 'GET', `/api/spportal/file/public/..%2F..%2Fpackage.json`);
    expect([400, 404]).toContain(traversal.status);
  });

  test('staff read every partner file', async () => {
    const token = await signIn(ctx.app(), 'staff@partner-portal.demo');
    expect((await call(ctx.app(), 'GET', download(files.truemoney), { token })).status).toBe(200);
  });
});

describe('file names in headers', () => {
  test.each([
    ['report.pdf', 'report.pdf'],
    ['../../etc/passwd', '_.._etc_passwd'],
    ['a"b\\c\r\nd.pdf', 'a_b_c_d.pdf'],
    ['   ', 'fallback'],
    ['.hidden', 'hidden'],
  ])('%j becomes %j', (input, expected) => {
    expect(sanitizeFileName(input, 'fallback')).toBe(expected);
  });

  test('non-ASCII names get an ASCII fallback and the RFC 5987 form', () => {
    expect(contentDisposition('inline', '合同 2026.pdf')).toBe(
      `inline; filename="__ 2026.pdf"; filename*=UTF-8''%E5%90%88%E5%90%8C%202026.pdf`,
    );
  });
});
