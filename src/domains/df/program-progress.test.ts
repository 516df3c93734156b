import type { DfProgram } from '@contract/df/schemas';
import { daysUntil, isDeadlineNear, programForKind, programProgress } from './program-progress';

const program = (overrides: Partial<DfProgram>): DfProgram => ({
  programId: 'p1',
  kind: 'EXCLUSIVE_INCENTIVES_MDF',
  name: 'MDF 2026',
  currency: 'USD',
  budget: 1000,
  claimed: 0,
  approved: 0,
  paid: 0,
  remaining: 1000,
  claimDeadline: '2026-12-31',
  status: 'ACTIVE',
  periodStart: '2026-01-01',
  periodEnd: '2026-12-31',
  ...overrides,
});

describe('programProgress', () => {
  it('gives claimed and paid as a share of the budget with one decimal', () => {
    expect(programProgress({ budget: 3000, claimed: 1000, paid: 500 })).toEqual({
      claimedPercent: 33.3,
      paidPercent: 16.7,
    });
  });
  it('caps at 100 and survives a zero budget', () => {
    expect(programProgress({ budget: 100, claimed: 150, paid: 0 }).claimedPercent).toBe(100);
    expect(programProgress({ budget: 0, claimed: 10, paid: 10 })).toEqual({
      claimedPercent: 0,
      paidPercent: 0,
    });
  });
});

describe('claim deadline', () => {
  const today = new Date(2026, 10, 21, 15, 30);
  it('counts whole calendar days', () => {
    expect(daysUntil('2026-11-21', today)).toBe(0);
    expect(daysUntil('2026-11-22', today)).toBe(1);
    expect(daysUntil('2026-11-20', today)).toBe(-1);
  });
  it('warns within 14 days, not after the deadline passed', () => {
    expect(isDeadlineNear('2026-12-05', today)).toBe(true);
    expect(isDeadlineNear('2026-12-06', today)).toBe(false);
    expect(isDeadlineNear('2026-11-20', today)).toBe(false);
  });
});

describe('programForKind', () => {
  it('prefers the active programme of the kind', () => {
    const programs = [
      program({ programId: 'old', status: 'CLOSED', periodStart: '2025-01-01' }),
      program({ programId: 'now', status: 'ACTIVE' }),
      program({ programId: 'tdf', kind: 'EXCLUSIVE_INCENTIVES_TDF' }),
    ];
    expect(programForKind(programs, 'EXCLUSIVE_INCENTIVES_MDF')?.programId).toBe('now');
    expect(programForKind(programs, 'EXCLUSIVE_INCENTIVES_TDF')?.programId).toBe('tdf');
  });
  it('falls back to the latest closed programme, and to null when there is none', () => {
    const programs = [
      program({ programId: 'a', status: 'CLOSED', periodStart: '2024-01-01' }),
      program({ programId: 'b', status: 'CLOSED', periodStart: '2025-01-01' }),
    ];
    expect(programForKind(programs, 'EXCLUSIVE_INCENTIVES_MDF')?.programId).toBe('b');
    expect(programForKind(programs, 'EXCLUSIVE_INCENTIVES_TDF')).toBeNull();
  });
});
