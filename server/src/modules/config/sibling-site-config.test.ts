import type { ConfigEntry } from '@contract/config/schemas';
import { CONFIG_KEYS } from '@contract/config/constants';
import { CONFIG_API } from '@contract/config/constants';
import { loadConfig } from '@server/config';
import { describeWithDatabases } from '@server/test-support/databases';
import { post, signIn } from '@server/test-support/http';

describe('sibling-site settings from the environment', () => {
  it('reads SIBLING_SITE_URL and one entry page per environment', () => {
    const config = loadConfig({
      SIBLING_SITE_URL: 'https://merchant-portal-sim.example/',
      SIBLING_SITE_ENTRY_SIM: 'https://account-sim.example/auth/entry',
      SIBLING_SITE_ENTRY_STAGING: 'https://ignored.example/',
    });
    expect(config.siblingSite).toEqual({
      url: 'https://merchant-portal-sim.example/',
      entryPages: { sim: 'https://account-sim.example/auth/entry' },
    });
    expect(loadConfig({}).siblingSite).toEqual({ url: null, entryPages: {} });
  });
});

describeWithDatabases(
  'sibling-site settings answer through config/queryOne',
  (ctx) => {
    test('the environment wins over the database', async () => {
      const token = await signIn(ctx.app(), 'ops@gcash.demo');
      const url = await post<{ config: ConfigEntry }>(
        ctx.app(),
        CONFIG_API.queryOne,
        { key: CONFIG_KEYS.SIBLING_SITE_URL },
        token,
      );
      expect(url.body.config.value).toBe('https://merchant-portal-test.example/');
      const entries = await post<{ config: ConfigEntry }>(
        ctx.app(),
        CONFIG_API.queryOne,
        { key: CONFIG_KEYS.SIBLING_SITE_ENTRY_PAGES },
        token,
      );
      expect(JSON.parse(entries.body.config.value!)).toEqual({
        test: 'https://account-test.example/auth/entry',
      });
    });
  },
  {
    config: {
      siblingSite: {
        url: 'https://merchant-portal-test.example/',
        entryPages: { test: 'https://account-test.example/auth/entry' },
      },
    },
  },
);
