import { monthStart } from './support/dates';
import { buildNetworkEvents } from './event';
import { buildPartnerMonths } from './growth';
import { buildDfPrograms } from './df';
import { DEMO_PARTNERS } from './demo-accounts';
import { buildMerchantMonths, buildMerchants } from './merchant';
import { buildNotifications } from './notification';
import { profileFor } from './support/partner-profiles';
import { createRng } from './support/prng';

const TODAY = new Date('2026-11-21T00:00:00Z');
const MONTHS = Array.from({ length: 25 }, (_, i) => monthStart(TODAY, i - 24));

function partnerData(partnerId: string, day = '2026-11-21') {
  const rng = createRng(`${partnerId}:${day}`);
  const profile = profileFor({ id: partnerId, name: partnerId });
  const months = buildPartnerMonths(rng, profile, MONTHS, 0.7);
  const merchants = buildMerchants(rng, 220, profile.homeCountry, MONTHS, TODAY);
  return { profile, months, merchants, merchantMonths: buildMerchantMonths(rng, merchants, months) };
}

describe('overview seed builders', () => {
  test('the same partner and day give the same data; another day gives other data', () => {
    expect(partnerData('gcash')).toEqual(partnerData('gcash'));
    expect(partnerData('gcash', '2026-11-22').months).not.toEqual(partnerData('gcash').months);
  });

  test('partners differ in scale, and two years of complete months trend upwards', () => {
    const gcash = partnerData('gcash').months;
    const dana = partnerData('dana').months;
    expect(gcash[0].volumeUsd).toBeGreaterThan(dana[0].volumeUsd * 3);
    const complete = gcash.slice(0, -1);
    const sum = (list: typeof gcash) => list.reduce((s, m) => s + m.volumeUsd, 0);
    expect(sum(complete.slice(-12))).toBeGreaterThan(sum(complete.slice(0, 12)) * 1.2);
    // The current month holds only the days so far.
    expect(gcash[24].volumeUsd).toBeLessThan(gcash[23].volumeUsd);
  });

  test('merchants have unique names, several countries and categories, and none in the home market', () => {
    const { merchants, profile } = partnerData('truemoney');
    expect(new Set(merchants.map((m) => m.name)).size).toBe(merchants.length);
    expect(merchants.some((m) => m.country === profile.homeCountry)).toBe(false);
    expect(new Set(merchants.map((m) => m.country)).size).toBeGreaterThanOrEqual(8);
    expect(new Set(merchants.map((m) => m.category)).size).toBe(7);
  });

  test("merchant volumes add up to less than the partner's volume every month", () => {
    const { months, merchantMonths } = partnerData('tngd');
    for (const month of months) {
      const total = merchantMonths
        .filter((m) => m.month.getTime() === month.month.getTime())
        .reduce((s, m) => s + m.volumeUsd, 0);
      expect(total).toBeGreaterThan(month.volumeUsd * 0.5);
      expect(total).toBeLessThan(month.volumeUsd * 0.75);
    }
  });

  test('partners with funds get MDF and TDF with claims in every state; Dana gets none', () => {
    const gcash = buildDfPrograms(createRng('g'), profileFor({ id: 'gcash', name: 'GCash' }), 'gcash', TODAY);
    expect(new Set(gcash.programs.map((p) => p.kind)).size).toBe(2);
    expect(new Set(gcash.claims.map((c) => c.status))).toEqual(
      new Set(['SUBMITTED', 'UNDER_REVIEW', 'APPROVED', 'PAID', 'REJECTED']),
    );
    expect(gcash.claims.every((c) => c.submittedAt <= TODAY && c.updatedAt >= c.submittedAt)).toBe(true);
    expect(new Set(gcash.claims.map((c) => c.claimNo)).size).toBe(gcash.claims.length);
    const dana = buildDfPrograms(createRng('d'), profileFor({ id: 'dana', name: 'Dana' }), 'dana', TODAY);
    expect(dana).toEqual({ programs: [], claims: [], deadlineEvents: [] });
  });

  test("every partner's greetings call it by the name the header shows", () => {
    for (const partner of DEMO_PARTNERS) {
      const profile = profileFor(partner);
      expect(profile.displayName).toBe(partner.name);
      expect(profile.welcome).toMatch(new RegExp(`^[A-Z][a-z ]+, ${partner.name} team! `));
      const notes = buildNotifications(createRng('n'), profile, [], TODAY);
      for (const note of notes.filter((n) => /team/.test(n.content)))
        expect(note.content).toContain(`${partner.name} team`);
    }
    expect(profileFor({ id: 'dana', name: 'Dana' }).welcome).toBe(
      'Selamat datang, Dana team! Your overview for this month is ready.',
    );
    expect(profileFor({ id: 'acme', name: 'Acme Pay' }).welcome).toBe('Welcome, Acme Pay team!');
  });

  test('network events run from last year into next year', () => {
    const events = buildNetworkEvents(createRng('e'), TODAY);
    expect(events.some((e) => e.startDate.startsWith('2025'))).toBe(true);
    expect(events.some((e) => e.startDate.startsWith('2027'))).toBe(true);
    expect(new Set(events.map((e) => e.type))).toEqual(new Set(['CAMPAIGN', 'SETTLEMENT_HOLIDAY', 'LAUNCH']));
    expect(events.every((e) => e.startDate <= e.endDate)).toBe(true);
  });
});

describe('overview seed builders on awkward days', () => {
  test.each(['2027-01-01T00:30:00Z', '2026-03-01T12:00:00Z', '2028-02-29T23:00:00Z'])(
    'on %s nothing is dated in the future',
    (iso) => {
      const today = new Date(iso);
      const months = Array.from({ length: 25 }, (_, i) => monthStart(today, i - 24));
      const rng = createRng(iso);
      const profile = profileFor({ id: 'gcash', name: 'GCash' });
      const merchants = buildMerchants(rng, 220, profile.homeCountry, months, today);
      expect(merchants.every((m) => m.onboardedAt <= today.toISOString().slice(0, 10))).toBe(true);
      const { claims, programs } = buildDfPrograms(rng, profile, 'gcash', today);
      expect(programs.length).toBe(4);
      expect(claims.every((c) => c.submittedAt <= today && c.updatedAt <= today)).toBe(true);
    },
  );
});
