/**
 * `npm run bench:signin-flood`: what floods of sign-ins and exports do, to attackers and to everyone else.
 *
 * Scenarios (`-- --only=flood,guess,hammer,exports` to pick; all by default), each on a fresh server:
 * - flood: described below.
 * - guess: GUESS_ADDRESSES (20) source addresses (X-Forwarded-For, the server trusting loopback)
 *   guess one account's password for `--seconds=N` (default 60): how many passwords were checked.
 * - hammer: 101 failed sign-ins with random emails from one address, then correct sign-ins from it:
 *   by an account that signed in there before, and by one that never did.
 * - exports: 24 parallel loops of CSV exports by one partner user, while another user's calls are
 *   timed one at a time: their median and p99, quiet and during.
 *
 * flood:
 * Starts the real server (scripts/bench/server.ts: its own port and data directory, production
 * password hashing cost), measures a signed-in user's answer time (the current-user call, one
 * request at a time) when quiet, then again while FLOOD_WORKERS parallel loops post wrong
 * passwords for a spread of known and unknown emails. Prints the signed-in median, p99 and worst,
 * and how the flood was answered (refused before hashing with 429, or checked and refused).
 *
 * The server's defences (docs/security.md): the per email and address wait in the database, and
 * the bounded hash queue (HASH_CONCURRENCY, HASH_QUEUE) that answers 429 at once when it is full.
 *
 *   BENCH_PORT (default 18950), FLOOD_SECONDS (default 10), FLOOD_WORKERS (default 40)
 */
import { ACCOUNT_API } from '../contract/account/constants';
import { AUTH_API } from '../contract/auth/constants';
import { INSIGHTS_API } from '../contract/insights/constants';
import { DEMO_PASSWORD } from '../server/src/seed/demo-accounts';
import { ensureBuild } from './bench/build';
import { startServer } from './bench/server';

const PORT = Number(process.env.BENCH_PORT ?? 18950);
const flag = (name: string) =>
  process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3) ?? undefined;
const ONLY = (flag('only') ?? 'flood,guess,hammer,exports').split(',');
const GUESS_MS = Number(flag('seconds') ?? 60) * 1000;
const GUESS_ADDRESSES = 20;
const EXPORT_WORKERS = 24;
const EXPORT_MS = Number(flag('export-seconds') ?? 10) * 1000;
const FLOOD_MS = Number(process.env.FLOOD_SECONDS ?? 10) * 1000;
const WORKERS = Number(process.env.FLOOD_WORKERS ?? 40);

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

/** One sign-in attempt from `address` (X-Forwarded-For; the bench servers trust loopback). */
function attempt(origin: string, email: string, password: string, address?: string) {
  return fetch(`${origin}${AUTH_API.login}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(address ? { 'x-forwarded-for': address } : {}) },
    body: JSON.stringify({ email, password }),
  });
}

async function signIn(origin: string, email = 'ops@gcash.demo', address?: string): Promise<string> {
  const response = await attempt(origin, email, DEMO_PASSWORD, address);
  const body = (await response.json()) as { success: boolean; ctoken?: string };
  if (!body.success || !body.ctoken) throw new Error(`${email} could not sign in (${response.status})`);
  return body.ctoken;
}

/** The signed-in user's answer times (ms), one request at a time, until `until`. */
async function signedInTimes(origin: string, token: string, until: number): Promise<number[]> {
  const times: number[] = [];
  while (Date.now() < until) {
    const started = performance.now();
    const response = await fetch(`${origin}${ACCOUNT_API.user}`, { headers: { ctoken: token } });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`the signed-in call answered ${response.status}`);
    times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b);
}

/** One attacker loop: wrong passwords for known and unknown emails until `until`. */
async function flood(origin: string, worker: number, until: number, statuses: Map<number, number>) {
  const emails = [
    'ops@gcash.demo',
    'ops@dana.demo',
    'admin@partner-portal.demo',
    `nobody${worker}@example.com`,
  ];
  for (let i = 0; Date.now() < until; i += 1) {
    const response = await fetch(`${origin}${AUTH_API.login}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: emails[i % emails.length], password: `Wrong#${worker}x${i}` }),
    });
    await response.arrayBuffer();
    statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
  }
}

function row(label: string, times: number[]) {
  return `${label.padEnd(22)} ${String(times.length).padStart(7)} ${percentile(times, 50).toFixed(1).padStart(9)} ${percentile(times, 99).toFixed(1).padStart(9)} ${(times.at(-1) ?? 0).toFixed(1).padStart(9)}`;
}

const count = (statuses: Map<number, number>, status: number) =>
  statuses.set(status, (statuses.get(status) ?? 0) + 1);
const answered = (statuses: Map<number, number>) =>
  [...statuses.entries()]
    .sort(([x], [y]) => x - y)
    .map(([status, n]) => `${n} × HTTP ${status}`)
    .join(', ');

/** The original scenario: a flood of wrong passwords and a signed-in user's answer times. */
async function floodScenario() {
  ensureBuild();
  const server = await startServer(PORT);
  try {
    const origin = server.portalOrigin;
    const token = await signIn(origin);
    const quiet = await signedInTimes(origin, token, Date.now() + 5000);

    const statuses = new Map<number, number>();
    const until = Date.now() + FLOOD_MS;
    const [during] = await Promise.all([
      signedInTimes(origin, token, until),
      ...Array.from({ length: WORKERS }, (_, worker) => flood(origin, worker, until, statuses)),
    ]);

    console.log(`signed-in user (${ACCOUNT_API.user}), ms   requests    median       p99     worst`);
    console.log(row('quiet', quiet));
    console.log(row(`during the flood`, during));
    const total = [...statuses.values()].reduce((a, b) => a + b, 0);
    console.log(
      `flood: ${WORKERS} parallel loops, ${FLOOD_MS / 1000} s, ${total} wrong-password sign-ins: ${answered(statuses)}`,
    );
  } finally {
    await server.stop();
  }
}

/** The per-address limit as shipped (RATE_LIMIT_IP_MAX default), callers told apart by X-Forwarded-For. */
const LIMITS_AS_SHIPPED = { RATE_LIMIT_IP_MAX: '100', TRUST_PROXY: 'loopback' };

/** Many addresses guessing one account: passwords actually checked (answered 400) in the time. */
async function guessScenario() {
  const server = await startServer(PORT, LIMITS_AS_SHIPPED);
  try {
    const origin = server.portalOrigin;
    const statuses = new Map<number, number>();
    const until = Date.now() + GUESS_MS;
    await Promise.all(
      Array.from({ length: GUESS_ADDRESSES }, async (_, n) => {
        for (let i = 0; Date.now() < until; i += 1) {
          const response = await attempt(origin, 'ops@gcash.demo', `Wrong#${n}x${i}`, `203.0.113.${n + 1}`);
          await response.arrayBuffer();
          count(statuses, response.status);
        }
      }),
    );
    console.log(
      `guess: ${GUESS_ADDRESSES} addresses, one account, ${GUESS_MS / 1000} s: ${statuses.get(400) ?? 0} passwords checked (${answered(statuses)})`,
    );
  } finally {
    await server.stop();
  }
}

/** 101 failed random-email sign-ins from one address; then correct sign-ins from it. */
async function hammerScenario() {
  const server = await startServer(PORT, LIMITS_AS_SHIPPED);
  try {
    const origin = server.portalOrigin;
    const office = '198.51.100.77';
    // A colleague who signed in from the office before the flood.
    await signIn(origin, 'ops@dana.demo', office);
    const statuses = new Map<number, number>();
    for (let i = 0; i < 101; i += 1) {
      const response = await attempt(origin, `random-${i}-${Date.now()}@example.com`, 'Wrong#1234', office);
      await response.arrayBuffer();
      count(statuses, response.status);
    }
    const known = await attempt(origin, 'ops@dana.demo', DEMO_PASSWORD, office);
    const fresh = await attempt(origin, 'ops@truemoney.demo', DEMO_PASSWORD, office);
    const elsewhere = await attempt(origin, 'ops@truemoney.demo', DEMO_PASSWORD, '192.0.2.55');
    console.log(`hammer: 101 failed random-email sign-ins from ${office}: ${answered(statuses)}`);
    console.log(
      `  then a correct sign-in from it, by an account that signed in there before: HTTP ${known.status}`,
    );
    const freshBody = (await fresh.json()) as { resultMessage?: string };
    console.log(
      `  by an account that never signed in there: HTTP ${fresh.status}${fresh.status === 200 ? '' : ` (${freshBody.resultMessage ?? ''}; Retry-After ${fresh.headers.get('retry-after')})`}`,
    );
    console.log(`  the same account from another address: HTTP ${elsewhere.status}`);
  } finally {
    await server.stop();
  }
}

/** The last full month, whose insights export has rows in the demo data. */
function lastMonth() {
  const now = new Date();
  const month = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
  return { year: month.getUTCFullYear(), month: String(month.getUTCMonth() + 1).padStart(2, '0') };
}

/** 24 parallel export loops of one partner user; another user's answer times meanwhile. */
async function exportsScenario() {
  const server = await startServer(PORT);
  try {
    const origin = server.portalOrigin;
    const exporter = await signIn(origin, 'ops@gcash.demo');
    const other = await signIn(origin, 'ops@dana.demo');
    const quiet = await signedInTimes(origin, other, Date.now() + 5000);
    const statuses = new Map<number, number>();
    const until = Date.now() + EXPORT_MS;
    const body = JSON.stringify({ ...lastMonth(), currency: 'LOCAL' });
    const [during] = await Promise.all([
      signedInTimes(origin, other, until),
      ...Array.from({ length: EXPORT_WORKERS }, async () => {
        while (Date.now() < until) {
          const response = await fetch(`${origin}${INSIGHTS_API.export}`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', ctoken: exporter },
            body,
          });
          await response.arrayBuffer();
          count(statuses, response.status);
        }
      }),
    ]);
    console.log(`another user (${ACCOUNT_API.user}), ms      requests    median       p99     worst`);
    console.log(row('quiet', quiet));
    console.log(row(`during ${EXPORT_WORKERS} exports`, during));
    console.log(`exports: ${EXPORT_WORKERS} parallel loops, ${EXPORT_MS / 1000} s: ${answered(statuses)}`);
  } finally {
    await server.stop();
  }
}

async function main() {
  const scenarios: Record<string, () => Promise<void>> = {
    flood: floodScenario,
    guess: guessScenario,
    hammer: hammerScenario,
    exports: exportsScenario,
  };
  for (const name of ONLY) {
    const run = scenarios[name];
    if (!run) throw new Error(`unknown scenario ${name}: pick from ${Object.keys(scenarios).join(', ')}`);
    await run();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
