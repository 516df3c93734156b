import type { ConfigEntry } from '@contract/config/schemas';
import { CONFIG_KEYS } from '@contract/config/constants';
import { CONFIG_API } from '@contract/config/constants';
import { ResultCode } from '@contract/shared/result-codes';
import { describeWithDatabases } from '@server/test-support/databases';
import { api, DANA, GCASH, session, STAFF } from '@server/test-support/overview-test-kit';

describeWithDatabases(
  'portal settings',
  (ctx) => {
    const app = () => ctx.app();
    const queryOne = (token: string, body: Record<string, unknown>) =>
      api<{ config: ConfigEntry }>(app(), CONFIG_API.queryOne, body, token);

    test('a global setting reads the same for every partner', async () => {
      const gcash = await queryOne(await session(app(), GCASH), { key: CONFIG_KEYS.SUPPORT_EMAIL });
      const dana = await queryOne(await session(app(), DANA), { key: CONFIG_KEYS.SUPPORT_EMAIL });
      expect(gcash.status).toBe(200);
      expect(gcash.body.config.key).toBe(CONFIG_KEYS.SUPPORT_EMAIL);
      expect(gcash.body.config.value).toMatch(/@/);
      expect(dana.body.config).toEqual(gcash.body.config);
    });

    test("a partner's own value wins over the global one; without a partner the global one is read", async () => {
      const key = CONFIG_KEYS.OVERVIEW_WELCOME;
      const gcash = (await queryOne(await session(app(), GCASH), { key })).body.config.value;
      const dana = (await queryOne(await session(app(), DANA), { key })).body.config.value;
      const staff = (await queryOne(await session(app(), STAFF), { key })).body.config.value;
      const global = (
        await app().db.query<{ value: string }>(
          `SELECT value FROM portal_config WHERE key = $1 AND partner_id IS NULL`,
          [key],
        )
      )[0].value;
      expect(gcash).toMatch(/GCash team/);
      // The header's name for the partner (partners.name), not another spelling of it.
      expect(dana).toMatch(/Dana team/);
      expect(staff).toBe(global);
      const currency = (await queryOne(await session(app(), GCASH), { key: CONFIG_KEYS.PARTNER_CURRENCY }))
        .body.config;
      expect(currency).toEqual({ key: CONFIG_KEYS.PARTNER_CURRENCY, value: 'PHP' });
    });

    test('an unknown key is a success with a null value', async () => {
      const result = await queryOne(await session(app(), GCASH), { key: 'no.such.setting' });
      expect(result.status).toBe(200);
      expect(result.body).toMatchObject({ success: true, config: { key: 'no.such.setting', value: null } });
    });

    test.each([
      {},
      { key: '' },
      { key: 'has space' },
      { key: 'x'.repeat(65) },
      { key: 'a', partnerId: 'dana' },
    ])('bad request %j is 400', async (body) => {
      const result = await queryOne(await session(app(), GCASH), body);
      expect(result.status).toBe(400);
      expect(result.body.resultCode).toBe(ResultCode.ILLEGAL_PARAMETERS);
    });

    test('needs a session', async () => {
      const result = await queryOne('', { key: CONFIG_KEYS.SUPPORT_EMAIL });
      expect(result.status).toBe(401);
    });
  },
  { seed: true },
);
