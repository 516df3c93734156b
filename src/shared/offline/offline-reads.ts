import { CALENDAR_API } from '@contract/calendar/constants';
import { CAROUSEL_API } from '@contract/carousel/constants';
import { CONFIG_API } from '@contract/config/constants';
import { DF_PARTNER_API } from '@contract/df/constants';
import { DOCUMENT_API } from '@contract/document/constants';
import { GROWTH_API } from '@contract/growth/constants';
import { MERCHANT_API } from '@contract/merchant/constants';

/**
 * What the phone app keeps for offline use (docs/offline.md), shared by the page and the service
 * worker (src/service-worker/). Plain values only: the worker bundles this file.
 */

/** The worker's message to the page after each read it answered (fresh or from the cache). */
export const READ_MESSAGE = 'partner-portal/read';

export interface ReadMessage {
  type: typeof READ_MESSAGE;
  /** The call's path, e.g. /api/spportal/contract/query.json. */
  path: string;
  /** When the answer shown was fetched from the server (ISO 8601). */
  fetchedAt: string;
  /** True when the network failed and the answer came from the cache. */
  fromCache: boolean;
}

export const isReadMessage = (data: unknown): data is ReadMessage =>
  !!data && typeof data === 'object' && (data as ReadMessage).type === READ_MESSAGE;

/**
 * The page's question to the worker, with a port for the answer: the read messages it sent this
 * page before the page's screen code was there to listen (the landing's first reads go out early,
 * src/app/routing/landing-reads.ts). The worker answers with a list of ReadMessage.
 */
export const READS_SO_FAR = 'partner-portal/reads-so-far';

/** The header the worker stamps on a kept answer with the time it was fetched. */
export const FETCHED_AT_HEADER = 'x-partner-portal-fetched-at';

/** The reads each offline screen shows: their answers carry its "figures as of" stamp. */
export const SCREEN_READS = {
  overview: [
    GROWTH_API.query,
    CONFIG_API.queryOne,
    CAROUSEL_API.query,
    DF_PARTNER_API.query,
    DF_PARTNER_API.pageQuery,
    MERCHANT_API.top,
    MERCHANT_API.query,
    CALENDAR_API.queryYear,
  ],
  contracts: [DOCUMENT_API.contractQuery],
  insights: [DOCUMENT_API.insightQuery],
} as const;

export type OfflineScreen = keyof typeof SCREEN_READS;

/** The session header the app sends with every call (src/shared/request/session-token.ts). */
export const SESSION_HEADER = 'ctoken';

/** Pages of the phone app the worker serves from its copy of the app when the network fails. */
export const PHONE_PAGES = /^\/mobile(?:\/|$)/;
