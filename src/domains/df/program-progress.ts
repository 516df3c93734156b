import type { DfKind, DfProgram } from '@contract/df/schemas';
import { byIsoDay } from '@/shared/format/date';

export interface ProgramProgress {
  /** Share of the budget claimed, 0..100 (a claimed amount over budget still shows 100). */
  claimedPercent: number;
  /** Share of the budget paid out, 0..100, drawn as the inner part of the progress bar. */
  paidPercent: number;
}

const percentOf = (part: number, whole: number) =>
  whole > 0 ? Math.min(100, Math.max(0, Math.round((part / whole) * 1000) / 10)) : 0;

export function programProgress(program: Pick<DfProgram, 'budget' | 'claimed' | 'paid'>): ProgramProgress {
  return {
    claimedPercent: percentOf(program.claimed, program.budget),
    paidPercent: percentOf(program.paid, program.budget),
  };
}

const DAY_MS = 86_400_000;

/** Whole days from today until the deadline (0 on the day itself, negative once past). */
export function daysUntil(isoDate: string, today: Date): number {
  const [y, m, d] = isoDate.split('-').map(Number);
  const deadline = Date.UTC(y, m - 1, d);
  const start = Date.UTC(today.getFullYear(), today.getMonth(), today.getDate());
  return Math.round((deadline - start) / DAY_MS);
}

/** A claim deadline worth a warning: within the next 14 days. */
export const DEADLINE_WARNING_DAYS = 14;

export function isDeadlineNear(isoDate: string, today: Date): boolean {
  const days = daysUntil(isoDate, today);
  return days >= 0 && days <= DEADLINE_WARNING_DAYS;
}

const STATUS_RANK = { ACTIVE: 0, UPCOMING: 1, CLOSED: 2 } as const;

/**
 * The programme to show on the card of each kind: the active one, else the next upcoming one, else
 * the most recent closed one. Ties go to the later period.
 */
export function programForKind(programs: readonly DfProgram[], kind: DfKind): DfProgram | null {
  const candidates = programs.filter((program) => program.kind === kind);
  candidates.sort(
    (a, b) => STATUS_RANK[a.status] - STATUS_RANK[b.status] || byIsoDay(b.periodStart, a.periodStart),
  );
  return candidates[0] ?? null;
}
