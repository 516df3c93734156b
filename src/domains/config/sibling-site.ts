import type { Environment } from '@/shared/env/environment';

/** What the sibling-site link does (docs/configuration.md, "Sibling site"). */
export type SiblingSiteAction =
  /** prod and dev: scroll to the top and go to this path (the overview of the tree). */
  | { kind: 'overview'; path: string }
  /** Leave the portal for this address. */
  | { kind: 'navigate'; url: string }
  /** No usable goto address: tell the user. */
  | { kind: 'failure' };

export type EntryPages = Partial<Record<Environment, string>>;

export interface SiblingSiteInput {
  environment: Environment;
  /** Phone or tablet: the overview is /mobile/overview. */
  mobile: boolean;
  /** The goto address the configuration call answered, if any. */
  goto: string | null | undefined;
  /** Each environment's entry page (the account-authentication page that takes a goto). */
  entryPages: EntryPages;
}

const webAddress = (value: string): URL | null => {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : null;
  } catch {
    return null;
  }
};

/**
 * An account-authentication address: one of the configured entry pages, or any address whose
 * path has an `auth` segment (e.g. `https://account.example/auth/login?...`). These are followed
 * as they are, never wrapped again.
 */
export function isAccountAuthAddress(url: URL, entryPages: EntryPages): boolean {
  const entries = Object.values(entryPages)
    .map((entry) => (entry ? webAddress(entry) : null))
    .filter((entry): entry is URL => entry !== null);
  if (entries.some((entry) => entry.origin === url.origin && url.pathname.startsWith(entry.pathname)))
    return true;
  return url.pathname.split('/').includes('auth');
}

/**
 * The sibling-site rule (ENV-SIBLING): in prod or dev, scroll to top and go to the overview (the mobile
 * one on phones). Otherwise follow the goto address, wrapped in the environment's entry page
 * (`entry?goto=<address>`) unless it already is an account-authentication address; without a
 * usable goto address, a failure. Without an entry page for the environment the address is
 * followed as it is.
 */
export function siblingSiteAction({
  environment,
  mobile,
  goto,
  entryPages,
}: SiblingSiteInput): SiblingSiteAction {
  if (environment === 'prod' || environment === 'dev') {
    return { kind: 'overview', path: mobile ? '/mobile/overview' : '/overview' };
  }
  const target = goto ? webAddress(goto.trim()) : null;
  if (!target) return { kind: 'failure' };
  if (isAccountAuthAddress(target, entryPages)) return { kind: 'navigate', url: target.href };
  const entry = entryPages[environment] ? webAddress(entryPages[environment]!) : null;
  if (!entry) return { kind: 'navigate', url: target.href };
  entry.searchParams.set('goto', target.href);
  return { kind: 'navigate', url: entry.href };
}

/**
 * Whether the sibling-site link leaves the portal here: in prod and dev it only returns to the
 * overview (ENV-SIBLING), so the trees show no "Sibling site" link there.
 */
export const siblingSiteLeavesPortal = (environment: Environment): boolean =>
  environment !== 'prod' && environment !== 'dev';

/** Entry pages from the configuration value (JSON object by environment); bad JSON gives none. */
export function parseEntryPages(value: string | null | undefined): EntryPages {
  if (!value) return {};
  try {
    const parsed: unknown = JSON.parse(value);
    if (!parsed || typeof parsed !== 'object') return {};
    return Object.fromEntries(
      Object.entries(parsed as Record<string, unknown>).filter(
        (entry): entry is [Environment, string] =>
          ['dev', 'test', 'sim', 'pre', 'prod'].includes(entry[0]) && typeof entry[1] === 'string',
      ),
    );
  } catch {
    return {};
  }
}
