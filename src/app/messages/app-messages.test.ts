/**
 * @jest-environment ./src/test/jsdom-fetch-environment.ts
 */
import { changeLocale } from '@/shared/i18n';
import { startMswServer } from '@/test/msw-server';
import { claimFormMessages } from './claim-form';
import { documentMessages } from './documents';
import { eventsMessages } from './events';
import { insightsMessages } from './insights';
import { offlineMessages } from './offline';
import { shellMessages } from './app';

// The Chinese catalogues come from the test server, as the browser fetches them from the build.
startMswServer();
afterEach(() => changeLocale('en'));

describe('the app catalogues in English', () => {
  it('count days, events and pages the way a reader says them', () => {
    expect([0, 1, 5].map(documentMessages.expiresIn)).toEqual([
      'Expires today',
      'Expires tomorrow',
      'Expires in 5 days',
    ]);
    expect([1, 3].map(documentMessages.expiredAgo)).toEqual(['Expired yesterday', 'Expired 3 days ago']);
    expect([0, 1, 12].map(insightsMessages.daysLeft)).toEqual(['Period over', '1 day left', '12 days left']);
    expect([1, 2].map(insightsMessages.eventCount)).toEqual(['1 event', '2 events']);
    expect(insightsMessages.noEventsInYear(2026, false)).toBe('No events have been published for 2026.');
    expect(insightsMessages.noEventsInYear(2026, true)).toBe('No events in 2026 match these filters.');
    expect(insightsMessages.loadFailed(insightsMessages.events)).toBe("Couldn't load events");
  });

  it("label the PDF viewer's controls and a document's versions", () => {
    expect(documentMessages.viewer.pageOf(2, 14)).toBe('Page 2 of 14');
    expect(documentMessages.viewer.pageOf(2, null)).toBe('Page 2');
    expect(documentMessages.viewer.zoom(1.25)).toBe('125%');
    expect(documentMessages.versionNote(1200, 'Annex B')).toBe('v1200 · Annex B');
    expect(documentMessages.versionNote(3, null)).toBe('v3');
  });
});

describe('the app catalogues in Chinese', () => {
  it('speak Simplified Chinese in the shell, documents, insights, events, claims and offline', async () => {
    await changeLocale('zh-CN');
    expect(shellMessages.sections.performanceInsights).toBe('业绩洞察');
    expect(shellMessages.error.retry).toBe('重试');
    expect(documentMessages.expiresIn(5)).toBe('5 天后到期');
    expect(documentMessages.states.EXPIRING).toBe('即将到期');
    expect(documentMessages.viewer.pageOf(2, 14)).toBe('第 2 页，共 14 页');
    expect(documentMessages.viewer.zoomIn).toBe('放大');
    expect(insightsMessages.daysLeft(3)).toBe('剩余 3 天');
    expect(insightsMessages.eventCount(1)).toBe('1 个活动');
    expect(insightsMessages.noEventsInYear(2026, true)).toBe('2026 年没有符合筛选条件的活动。');
    expect(eventsMessages.list.showMore(4)).toBe('显示更多（还有 4 条）');
    expect(claimFormMessages.errors.periodOrder).toBe('结束日期不能早于开始日期');
    expect(claimFormMessages.amount('PHP')).toBe('金额（PHP）');
    expect(offlineMessages.figuresAsOf('10:30')).toBe('离线：数据截至 10:30');
  });

  it('keep the groups a screen lists from, in the language shown', async () => {
    await changeLocale('zh-CN');
    expect(Object.values(insightsMessages.eventTypeNames)).toEqual([
      '营销活动',
      '结算假期',
      '上线发布',
      '申请截止日期',
    ]);
    await changeLocale('en');
    expect(Object.values(insightsMessages.eventTypeNames)).toEqual([
      'Campaign',
      'Settlement holiday',
      'Launch',
      'Claim deadline',
    ]);
  });
});

describe('the app catalogues as a whole', () => {
  it('can be copied into a screen’s own messages: every message with arguments is a function', () => {
    for (const messages of [
      shellMessages,
      documentMessages,
      insightsMessages,
      eventsMessages,
      claimFormMessages,
      offlineMessages,
    ]) {
      expect(() => JSON.stringify(messages)).not.toThrow();
    }
  });
});
