import { useState } from 'react';
import { CONFIG_KEYS } from '@contract/config/constants';
import english from '@/locales/en/domain-sibling-site.json';
import { currentEnvironment } from '@/shared/env/environment';
import { defineMessages } from '@/shared/i18n';
import { fetchConfig } from './api';
import { parseEntryPages, siblingSiteAction } from './sibling-site';
import type { SiblingSiteAction } from './sibling-site';

/** Text of the sibling-site link (both trees), from src/locales/<language>/domain-sibling-site.json. */
export const siblingSiteMessages = defineMessages(english);

/**
 * Follows the sibling-site link: in prod and dev no call is needed; elsewhere the goto address and
 * the entry pages come from the configuration call. `act` receives what to do.
 */
export function useSiblingSite(mobile: boolean, act: (action: SiblingSiteAction) => void) {
  const [pending, setPending] = useState(false);
  const go = async () => {
    const environment = currentEnvironment();
    if (environment === 'prod' || environment === 'dev') {
      act(siblingSiteAction({ environment, mobile, goto: null, entryPages: {} }));
      return;
    }
    setPending(true);
    try {
      const [goto, entries] = await Promise.all([
        fetchConfig(CONFIG_KEYS.SIBLING_SITE_URL),
        fetchConfig(CONFIG_KEYS.SIBLING_SITE_ENTRY_PAGES),
      ]);
      act(
        siblingSiteAction({
          environment,
          mobile,
          goto: goto.config.value,
          entryPages: parseEntryPages(entries.config.value),
        }),
      );
    } catch {
      act({ kind: 'failure' });
    } finally {
      setPending(false);
    }
  };
  return { go, pending };
}
