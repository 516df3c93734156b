import { CONFIG_KEYS } from '@contract/config/constants';
import { fetchCalendarYear } from '@/domains/calendar/api';
import { fetchCarousel } from '@/domains/carousel/api';
import { fetchConfig } from '@/domains/config/api';
import { fetchGrowth } from '@/domains/growth/api';
import { fetchDfPartnerClaims, fetchDfPrograms } from '@/domains/df/api';
import { fetchMerchants, fetchTopMerchants, TOP_MERCHANT_COUNT } from '@/domains/merchant/api';
import { fetchNotificationCount } from '@/domains/notification/api';
import { overviewDefaultMonth } from '@/shared/format/year-month';
import { PAGE_SIZE } from '@/shared/request/request-defaults';
import { primeReads } from '@/shared/request/primed-reads';
import type { DesktopPageChunk, layoutChunks, MobilePageChunk } from './page-chunks';

/**
 * The overview's first reads, the same on both trees: each block's call with the parameters it
 * starts on (the current year, the last complete month, the first page, no filter). A block that
 * starts elsewhere just asks again; e2e/overview-*.spec.ts fail when a read goes out twice.
 */
function overviewReads(): void {
  const today = new Date();
  void fetchConfig(CONFIG_KEYS.OVERVIEW_WELCOME);
  void fetchConfig(CONFIG_KEYS.SUPPORT_EMAIL);
  void fetchCarousel();
  void fetchCalendarYear({ year: today.getFullYear() });
  void fetchDfPrograms();
  void fetchDfPartnerClaims({ pageNum: 1, pageSize: PAGE_SIZE });
  void fetchGrowth();
  void fetchTopMerchants({ ...overviewDefaultMonth(today), limit: TOP_MERCHANT_COUNT });
  void fetchMerchants({ pageNum: 1, pageSize: PAGE_SIZE });
}

/** The layouts' own read (the notification bell), on every section. */
function layoutReads(): void {
  void fetchNotificationCount();
}

type LandingChunk = DesktopPageChunk | MobilePageChunk | (typeof layoutChunks)[keyof typeof layoutChunks];

/** By chunk name (page-chunks.ts): what each landing chunk reads as soon as it renders. */
const readsByChunk: Partial<Record<LandingChunk, () => void>> = {
  'desktop-layout': layoutReads,
  'mobile-layout': layoutReads,
  'desktop-overview': overviewReads,
  // The phone's events sheet, unfiltered, shares the calendar block's read (filtered-year.ts).
  'mobile-overview': overviewReads,
};

/**
 * Sends the landing page's first reads as soon as the session check finds the user signed in
 * (create-app.tsx), while the page's code is still downloading, instead of after it has arrived
 * and rendered: on the throttled profile the blocks' data then arrives with the code
 * (docs/quality-gates.md). The blocks' hooks make the same calls and get these answers (primed-reads.ts).
 */
export function primeLandingReads(chunks: string[]): void {
  primeReads(() => chunks.forEach((chunk) => readsByChunk[chunk as LandingChunk]?.()));
}
