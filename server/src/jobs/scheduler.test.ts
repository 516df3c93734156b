import type { ManualClock } from '@server/clock';
import { createManualClock } from '@server/clock';
import type { Database } from '@server/db/database';
import type { Mailer } from '@server/plugins/mail-plugin';
import { enqueueJob } from './queue';
import { jobRepository } from './repository';
import { runDueJobs } from './run';
import type { JobContext, JobRegistry } from './types';
import { jobTestDatabases } from '@server/test-support/job-databases';

const silent = { info: () => undefined, warn: () => undefined, error: () => undefined };
const noMail: Mailer = { kind: 'custom', send: async () => undefined };

function context(db: Database, clock: ManualClock): JobContext {
  return { db, clock, mailer: noMail, config: {} as JobContext['config'], log: silent };
}

const MINUTE = 60_000;

jobTestDatabases('jobs on the database', (open) => {
  let first: Database;
  let second: Database;
  let close: () => Promise<void>;
  let clock: ManualClock;
  let seq = 0;
  /** A key of this test's own (the databases live for the whole file). */
  const key = (name: string) => `${name}:${(seq += 1)}`;

  beforeAll(async () => {
    ({ first, second, close } = await open());
  }, 120_000);
  afterAll(() => close(), 60_000);
  beforeEach(() => {
    clock = createManualClock(new Date('2026-11-23T08:00:00.000Z'));
  });

  test('the dedupe key refuses a second enqueue, even once the first ran', async () => {
    const k = key('once');
    const request = { kind: 'count', key: k, runAt: clock.now(), now: clock.now() };
    expect((await enqueueJob(first, request)).enqueued).toBe(true);
    expect((await enqueueJob(second, request)).enqueued).toBe(false);
    const ran: string[] = [];
    const registry: JobRegistry = { count: { run: async (job) => void ran.push(job.key) } };
    await runDueJobs(context(first, clock), { registry });
    expect((await enqueueJob(first, request)).enqueued).toBe(false);
    await runDueJobs(context(first, clock), { registry });
    expect(ran).toEqual([k]);
  });

  test('two workers running at once run each job once', async () => {
    const keys = Array.from({ length: 12 }, () => key('race'));
    for (const k of keys)
      await enqueueJob(first, { kind: 'race', key: k, runAt: clock.now(), now: clock.now() });
    const ran: string[] = [];
    const registry: JobRegistry = {
      race: {
        run: async (job) => {
          // Yields between claim and completion, so the two workers' passes interleave.
          await new Promise((resolve) => setImmediate(resolve));
          ran.push(job.key);
        },
      },
    };
    const [a, b] = await Promise.all([
      runDueJobs(context(first, clock), { registry, holder: 'worker-a' }),
      runDueJobs(context(second, clock), { registry, holder: 'worker-b' }),
    ]);
    expect([...ran].sort()).toEqual([...keys].sort());
    expect(a.length + b.length).toBe(keys.length);
    for (const k of keys) expect((await jobRepository(first).byKey(k))?.status).toBe('done');
  });

  test('a job another worker holds is not run again while its lease lasts', async () => {
    const k = key('held');
    await enqueueJob(first, { kind: 'held', key: k, runAt: clock.now(), now: clock.now() });
    let release!: () => void;
    let started!: () => void;
    const running = new Promise<void>((resolve) => (started = resolve));
    const gate = new Promise<void>((resolve) => (release = resolve));
    let runs = 0;
    const registry: JobRegistry = {
      held: {
        run: async () => {
          runs += 1;
          started();
          await gate;
        },
      },
    };
    const a = runDueJobs(context(first, clock), { registry, holder: 'worker-a' });
    await running;
    expect(await runDueJobs(context(second, clock), { registry, holder: 'worker-b' })).toEqual([]);
    release();
    expect((await a).map((o) => o.outcome)).toEqual(['done']);
    expect(runs).toBe(1);
  });

  test('a failing handler is retried with growing back-off, then marked failed', async () => {
    const k = key('flaky');
    await enqueueJob(first, { kind: 'flaky', key: k, runAt: clock.now(), now: clock.now(), maxAttempts: 3 });
    let calls = 0;
    const registry: JobRegistry = {
      flaky: {
        run: async () => {
          calls += 1;
          throw new Error(`SMTP refused (try ${calls})`);
        },
      },
    };
    const ctx = context(first, clock);
    expect((await runDueJobs(ctx, { registry })).map((o) => o.outcome)).toEqual(['retry']);
    const afterFirst = await jobRepository(first).byKey(k);
    expect(afterFirst).toMatchObject({ status: 'pending', attempts: 1, lastError: 'SMTP refused (try 1)' });
    expect(afterFirst!.runAt.getTime() - clock.now().getTime()).toBe(30_000);

    // Not due before its back-off.
    clock.advance(29_000);
    expect(await runDueJobs(ctx, { registry })).toEqual([]);
    clock.advance(1_000);
    expect((await runDueJobs(ctx, { registry })).map((o) => o.outcome)).toEqual(['retry']);
    const afterSecond = await jobRepository(first).byKey(k);
    expect(afterSecond!.runAt.getTime() - clock.now().getTime()).toBe(60_000);

    clock.advance(MINUTE);
    expect((await runDueJobs(ctx, { registry })).map((o) => o.outcome)).toEqual(['failed']);
    expect(await jobRepository(first).byKey(k)).toMatchObject({ status: 'failed', attempts: 3 });
    clock.advance(60 * MINUTE);
    expect(await runDueJobs(ctx, { registry })).toEqual([]);
    expect(calls).toBe(3);
  });

  test('a handler that succeeds on its second attempt ends done', async () => {
    const k = key('second-try');
    await enqueueJob(first, { kind: 'second', key: k, runAt: clock.now(), now: clock.now() });
    let calls = 0;
    const registry: JobRegistry = {
      second: {
        run: async () => {
          calls += 1;
          if (calls === 1) throw new Error('connection reset');
          return 'sent';
        },
      },
    };
    await runDueJobs(context(first, clock), { registry });
    clock.advance(30_000);
    expect(await runDueJobs(context(second, clock), { registry })).toEqual([
      expect.objectContaining({ key: k, outcome: 'done', summary: 'sent' }),
    ]);
    expect(await jobRepository(first).byKey(k)).toMatchObject({
      status: 'done',
      attempts: 2,
      lastError: null,
    });
  });

  test('an expired lease (a crashed process) is taken over; the old holder cannot finish it', async () => {
    const k = key('crash');
    await enqueueJob(first, { kind: 'crash', key: k, runAt: clock.now(), now: clock.now() });
    // A process claims the job and dies before finishing: its lease stays on the row.
    const [claimed] = await jobRepository(first).claim({
      kinds: ['crash'],
      holder: 'dead-process',
      now: clock.now(),
      leaseUntil: new Date(clock.now().getTime() + 5 * MINUTE),
      limit: 1,
    });
    expect(claimed.key).toBe(k);
    const ran: string[] = [];
    const registry: JobRegistry = { crash: { run: async (job) => void ran.push(job.key) } };
    expect(await runDueJobs(context(second, clock), { registry, holder: 'survivor' })).toEqual([]);

    clock.advance(5 * MINUTE);
    expect(await runDueJobs(context(second, clock), { registry, holder: 'survivor' })).toEqual([
      expect.objectContaining({ key: k, outcome: 'done' }),
    ]);
    expect(ran).toEqual([k]);
    expect(await jobRepository(first).byKey(k)).toMatchObject({ status: 'done', attempts: 2 });
    expect(await jobRepository(first).complete(claimed.id, 'dead-process', clock.now())).toBe(false);
  });

  test('a recurring kind is enqueued once per period, however many workers schedule it', async () => {
    const prefix = key('weekly');
    const ran: string[] = [];
    const registry: JobRegistry = {
      weekly: {
        recurring: (now) => {
          const monday = new Date(now);
          monday.setUTCDate(monday.getUTCDate() - ((monday.getUTCDay() + 6) % 7));
          monday.setUTCHours(8, 0, 0, 0);
          return { key: `${prefix}:${monday.toISOString().slice(0, 10)}`, runAt: monday };
        },
        run: async (job) => void ran.push(job.key),
      },
    };
    await Promise.all([
      runDueJobs(context(first, clock), { registry }),
      runDueJobs(context(second, clock), { registry }),
    ]);
    clock.advance(2 * 24 * 60 * MINUTE);
    await runDueJobs(context(first, clock), { registry });
    clock.advance(5 * 24 * 60 * MINUTE);
    await runDueJobs(context(second, clock), { registry });
    expect(ran).toEqual([`${prefix}:2026-11-23`, `${prefix}:2026-11-30`]);
  });

  test('kinds this process does not know are left waiting, not failed', async () => {
    const k = key('unknown');
    await enqueueJob(first, { kind: 'not-registered', key: k, runAt: clock.now(), now: clock.now() });
    expect(await runDueJobs(context(first, clock), { registry: {} })).toEqual([]);
    expect(await jobRepository(first).byKey(k)).toMatchObject({ status: 'pending', attempts: 0 });
  });
});
