/**
 * `npm run bench:signin-flood`: what a flood of wrong-password sign-ins does to everyone else.
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
import { DEMO_PASSWORD } from '../server/src/seed/demo-accounts';
import { ensureBuild } from './bench/build';
import { startServer } from './bench/server';

const PORT = Number(process.env.BENCH_PORT ?? 18950);
const FLOOD_MS = Number(process.env.FLOOD_SECONDS ?? 10) * 1000;
const WORKERS = Number(process.env.FLOOD_WORKERS ?? 40);

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

async function signIn(origin: string): Promise<string> {
  const response = await fetch(`${origin}${AUTH_API.login}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'ops@gcash.demo', password: DEMO_PASSWORD }),
  });
  const body = (await response.json()) as { success: boolean; ctoken?: string };
  if (!body.success || !body.ctoken) throw new Error('the demo partner could not sign in');
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

async function main() {
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
    const answers = [...statuses.entries()]
      .sort(([a], [b]) => a - b)
      .map(([status, count]) => `${count} × HTTP ${status}`)
      .join(', ');
    console.log(
      `flood: ${WORKERS} parallel loops, ${FLOOD_MS / 1000} s, ${total} wrong-password sign-ins: ${answers}`,
    );
  } finally {
    await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
