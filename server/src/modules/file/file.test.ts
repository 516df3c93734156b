import { ResultCode } from '../../../../contract/result-codes';
import { describeWithDatabases } from '../../test-support/databases';
import { call, post, signIn, tokenFrom } from '../../test-support/http';
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
    expect(result.raw.headers['cache-control']).toBe('private, no-store');
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
