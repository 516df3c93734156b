import type { DfProgram } from '@contract/df/schemas';
import { availableToClaim, claimErrors, claimRequest, openPrograms } from './claim-form';

const program: DfProgram = {
  programId: 'p1',
  kind: 'EXCLUSIVE_INCENTIVES_MDF',
  name: '2026 Marketing Development Fund',
  currency: 'PHP',
  budget: 1000,
  claimed: 400,
  approved: 300,
  paid: 100,
  remaining: 700,
  claimDeadline: '2027-01-31',
  status: 'ACTIVE',
  periodStart: '2026-01-01',
  periodEnd: '2026-12-31',
};
const valid = {
  programId: 'p1',
  title: ' Airport ads ',
  amount: 600,
  activityStart: '2026-03-01',
  activityEnd: '2026-03-31',
  supportingDoc: {
    fileUrl: '0b1c2d3e-0000-4000-8000-000000000001.pdf',
    fileName: 'invoice.pdf',
    contentType: 'application/pdf',
    sizeBytes: 2048,
  },
};

describe('new claim rules', () => {
  test('what may still be claimed: the budget less approved, paid and waiting claims (DF-CLAIM-BUDGET)', () => {
    // 700 remains after approvals, but a claim of 100 waits for review: 600 may still be claimed.
    expect(availableToClaim(program)).toBe(600);
    expect(availableToClaim({ ...program, claimed: 1000 })).toBe(0);
    expect(availableToClaim({ ...program, budget: 0.3, claimed: 0.1 })).toBe(0.2);
  });

  test('a complete claim within the remaining budget and the fund period has no errors', () => {
    expect(claimErrors(valid, program)).toEqual({});
    expect(claimRequest(valid)).toMatchObject({
      title: 'Airport ads',
      supportingDoc: '0b1c2d3e-0000-4000-8000-000000000001.pdf',
    });
  });

  test('each missing or wrong field is named', () => {
    expect(claimErrors({ ...valid, title: '  ', supportingDoc: null }, program)).toEqual({
      title: 'required',
      supportingDoc: 'required',
    });
    expect(claimErrors({ ...valid, amount: 600.01 }, program)).toEqual({ amount: 'overRemaining' });
    expect(claimErrors({ ...valid, amount: 0 }, program)).toEqual({ amount: 'amountPositive' });
    expect(claimErrors({ ...valid, amount: 0.009 }, program)).toEqual({ amount: 'amountPositive' });
    expect(claimErrors({ ...valid, amount: 10.125 }, program)).toEqual({ amount: 'amountCents' });
    expect(claimErrors({ ...valid, amount: 0.01 }, program)).toEqual({});
    expect(claimErrors({ ...valid, amount: 0.07 }, program)).toEqual({});
    expect(claimErrors({ ...valid, amount: null }, program)).toEqual({ amount: 'required' });
    expect(claimErrors({ ...valid, activityEnd: '2026-02-01' }, program)).toEqual({
      activityEnd: 'periodOrder',
    });
    expect(claimErrors({ ...valid, activityStart: '2025-12-31' }, program)).toEqual({
      activityStart: 'outsidePeriod',
    });
    expect(claimErrors(valid, undefined)).toEqual({ programId: 'required' });
  });

  test('only programmes open for claims are offered', () => {
    expect(
      openPrograms([program, { ...program, programId: 'old', status: 'CLOSED' }]).map((p) => p.programId),
    ).toEqual(['p1']);
  });
});
