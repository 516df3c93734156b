import { ResultCode } from '@contract/shared/result-codes';
import { CORE_SEED, describeWithDatabases } from '@server/test-support/databases';
import { call, post, signIn, tokenFrom } from '@server/test-support/http';

const ACCOUNT = '/api/spportal/admin/account.json';
const SET_PARTNER = '/api/spportal/admin/setPartner.json';
const DEFAULT_PARTNER = '/api/spportal/partner/default.json';
const PARAMETER = '/api/spportal/show/parameter.json';
const QUERY = '/api/spportal/show/query.json';
const USER = '/ighome/api/account/user.json';

interface PartnerEntry {
  id: string;
  name: string;
  logoUrl: string | null;
  current: boolean;
}

describeWithDatabases(
  'partners, admin switch and the user calls',
  (ctx) => {
    test('an admin gets the partner list with logos and the current flag', async () => {
      const token = await signIn(ctx.app(), 'admin@partner-portal.demo');
      const result = await post<{ data: { spPortalList: PartnerEntry[] } }>(ctx.app(), ACCOUNT, {}, token);
      expect(result.status).toBe(200);
      const list = result.body.data.spPortalList;
      expect(list.map((p) => p.name)).toEqual(['GCash', 'TrueMoney', 'TNGD']);
      expect(list.filter((p) => p.current).map((p) => p.id)).toEqual(['gcash']);
      for (const partner of list) {
        // A path, so it works on whatever host name the portal is opened on.
        expect(partner.logoUrl).toMatch(/^\/api\/spportal\/file\/public\/[0-9a-f-]{36}\.svg$/);
        const logo = await call(ctx.app(), 'GET', partner.logoUrl!);
        expect(logo.status).toBe(200);
        expect(logo.raw.headers['content-type']).toBe('image/svg+xml');
        expect(logo.raw.body).toContain(`>${partner.name === 'Dana' ? 'DANA' : partner.name}</text>`);
      }
    });

    test('a partner user gets success with no list (isAdmin false), staff too', async () => {
      for (const email of ['ops@gcash.demo', 'staff@partner-portal.demo']) {
        const token = await signIn(ctx.app(), email);
        const result = await post(ctx.app(), ACCOUNT, {}, token);
        expect(result.status).toBe(200);
        expect(result.body).toEqual({
          success: true,
          resultCode: 'SUCCESS',
          resultMessage: 'success',
          data: null,
        });
      }
    });

    test('an admin switches to a partner in the list: new token, old one revoked, data follows', async () => {
      const token = await signIn(ctx.app(), 'admin@partner-portal.demo');
      const switched = await post<{ data: { partner: PartnerEntry; user: { partnerId: string } } }>(
        ctx.app(),
        SET_PARTNER,
        { partnerId: 'truemoney' },
        token,
      );
      expect(switched.status).toBe(200);
      expect(switched.body.data.partner).toMatchObject({ id: 'truemoney', name: 'TrueMoney', current: true });
      expect(switched.body.data.user.partnerId).toBe('truemoney');
      const fresh = tokenFrom(switched.raw)!;
      expect(fresh).toBeTruthy();
      expect(fresh).not.toBe(token);
      expect((switched.body as { ctoken?: string }).ctoken).toBe(fresh);
      expect((await call(ctx.app(), 'GET', USER, { token })).status).toBe(401);
      const partner = await post<{ webRequest: { partner: PartnerEntry } }>(
        ctx.app(),
        DEFAULT_PARTNER,
        {},
        fresh,
      );
      expect(partner.body.webRequest.partner).toMatchObject({ id: 'truemoney', name: 'TrueMoney' });
      const log = await ctx
        .app()
        .db.query<{ outcome: string; partner_id: string }>(
          `SELECT outcome, partner_id FROM operation_log WHERE action = 'PARTNER_SWITCH' AND user_id = 'u-admin'`,
        );
      expect(log).toContainEqual({ outcome: 'SUCCESS', partner_id: 'truemoney' });
    });

    test('an admin cannot switch to a partner outside the list', async () => {
      const token = await signIn(ctx.app(), 'admin@partner-portal.demo');
      for (const partnerId of ['dana', 'no-such-partner']) {
        const refused = await post(ctx.app(), SET_PARTNER, { partnerId }, token);
        expect(refused.status).toBe(403);
        expect(refused.body).toMatchObject({ success: false, resultCode: ResultCode.NO_AUTHORITY });
        expect(refused.raw.headers['set-cookie']).toBeUndefined();
      }
      const partner = await post<{ webRequest: { partner: PartnerEntry } }>(
        ctx.app(),
        DEFAULT_PARTNER,
        {},
        token,
      );
      expect(partner.body.webRequest.partner.id).toBe('gcash');
    });

    test('setPartner is admin-only', async () => {
      for (const email of ['ops@gcash.demo', 'staff@partner-portal.demo']) {
        const token = await signIn(ctx.app(), email);
        const refused = await post(ctx.app(), SET_PARTNER, { partnerId: 'gcash' }, token);
        expect(refused.status).toBe(403);
        expect(refused.body).toMatchObject({ resultCode: ResultCode.NO_AUTHORITY });
      }
    });

    test('the default partner is the session partner; staff have none', async () => {
      const partnerToken = await signIn(ctx.app(), 'ops@tngd.demo');
      const tngd = await post<{ webRequest: { partner: PartnerEntry } }>(
        ctx.app(),
        DEFAULT_PARTNER,
        {},
        partnerToken,
      );
      expect(tngd.body).toMatchObject({
        success: true,
        webRequest: { partner: { id: 'tngd', name: 'TNGD' } },
      });
      const staffToken = await signIn(ctx.app(), 'staff@partner-portal.demo');
      const staff = await post(ctx.app(), DEFAULT_PARTNER, {}, staffToken);
      expect(staff.status).toBe(403);
      expect(staff.body).toMatchObject({ resultCode: ResultCode.NO_AUTHORITY });
    });

    test('SP_PORTAL_USER returns the profile as the first parameter entry', async () => {
      const token = await signIn(ctx.app(), 'ops@dana.demo');
      for (const url of [PARAMETER, QUERY]) {
        const result = await post(ctx.app(), url, { type: 'SP_PORTAL_USER' }, token);
        expect(result.body).toEqual({
          success: true,
          resultCode: 'SUCCESS',
          resultMessage: 'success',
          parameterList: [
            { email: 'ops@dana.demo', givenName: 'Budi', familyName: 'Santoso', fullName: 'Budi Santoso' },
          ],
        });
      }
      for (const type of ['SP_PORTAL_BUSSINESS_INSIGHTS', 'Newsletter', 'QBR']) {
        // Document types list the partner's documents (covered in document.test.ts), never the profile.
        const result = await post<{ parameterList: Array<Record<string, string>> }>(
          ctx.app(),
          PARAMETER,
          { type },
          token,
        );
        expect(result.body.parameterList.length).toBeGreaterThan(0);
        expect(result.body.parameterList.every((entry) => entry.fileUrl && !entry.email)).toBe(true);
      }
      const bad = await post(ctx.app(), PARAMETER, { type: 'SOMETHING_ELSE' }, token);
      expect(bad.status).toBe(400);
      expect(bad.body).toEqual({
        success: false,
        resultCode: ResultCode.ILLEGAL_PARAMETERS,
        resultMessage: 'Illegal Parameters',
      });
    });

    test('user.json describes the signed-in user and never leaks the password hash', async () => {
      const token = await signIn(ctx.app(), 'ops@gcash.demo');
      const result = await call(ctx.app(), 'GET', USER, { token });
      expect(result.body).toEqual({
        success: true,
        resultCode: 'SUCCESS',
        resultMessage: 'success',
        data: {
          userId: 'u-gcash',
          email: 'ops@gcash.demo',
          givenName: 'Maria',
          familyName: 'Santos',
          fullName: 'Maria Santos',
          role: 'PARTNER',
          partnerId: 'gcash',
          partnerName: 'GCash',
          locale: null,
        },
      });
      expect(result.raw.body).not.toMatch(/scrypt|password/i);
    });

    test('signed out, user.json answers success false with null data, not an error page', async () => {
      const result = await call(ctx.app(), 'GET', USER);
      expect(result.status).toBe(401);
      expect(result.body).toEqual({
        success: false,
        resultCode: ResultCode.SESSION_TIMEOUT,
        resultMessage: expect.any(String),
        data: null,
      });
    });

    test('CORS allows the demo host origin with credentials and the ctoken header, not others', async () => {
      const preflight = await ctx.app().inject({
        method: 'OPTIONS',
        url: ACCOUNT,
        headers: {
          origin: 'http://localhost:8001',
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type,ctoken',
        },
      });
      expect(preflight.statusCode).toBe(204);
      expect(preflight.headers['access-control-allow-origin']).toBe('http://localhost:8001');
      expect(preflight.headers['access-control-allow-credentials']).toBe('true');
      expect(String(preflight.headers['access-control-allow-headers'])).toContain('ctoken');
      const foreign = await ctx
        .app()
        .inject({ method: 'GET', url: USER, headers: { origin: 'https://evil.example' } });
      expect(foreign.headers['access-control-allow-origin']).toBeUndefined();
    });

    test('security headers on JSON: nosniff, referrer policy, no document-only CSP', async () => {
      const result = await call(ctx.app(), 'GET', USER);
      // The CSP (with frame-ancestors for the host) is for documents only (docs/security.md).
      expect(result.raw.headers['content-security-policy']).toBeUndefined();
      expect(result.raw.headers['cross-origin-resource-policy']).toBe('cross-origin');
      expect(result.raw.headers['x-content-type-options']).toBe('nosniff');
      expect(result.raw.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    });
  },
  // The document parameter types list the seeded business-insights documents.
  { seed: [...CORE_SEED, 'documents'] },
);
