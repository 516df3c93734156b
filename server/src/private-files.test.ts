import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describeWithDatabases } from '@server/test-support/databases';
import { post } from '@server/test-support/http';
import { makeTreePrivate } from './private-files';

/** Paths under root that anyone but the owner may read, write or enter. */
function notPrivate(root: string): string[] {
  const found: string[] = [];
  const walk = (p: string) => {
    const stat = fs.statSync(p);
    if ((stat.mode & 0o077) !== 0) found.push(`${(stat.mode & 0o777).toString(8)} ${p}`);
    if (stat.isDirectory()) for (const name of fs.readdirSync(p)) walk(path.join(p, name));
  };
  walk(root);
  return found;
}

test('makeTreePrivate: files 0600, directories 0700', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-private-'));
  fs.mkdirSync(path.join(root, 'a', 'b'), { recursive: true, mode: 0o777 });
  fs.writeFileSync(path.join(root, 'a', 'b', 'f'), 'x', { mode: 0o666 });
  fs.chmodSync(path.join(root, 'a', 'b', 'f'), 0o666);
  makeTreePrivate(root);
  expect(notPrivate(root)).toEqual([]);
  expect(fs.statSync(path.join(root, 'a', 'b', 'f')).mode & 0o777).toBe(0o600);
  fs.rmSync(root, { recursive: true, force: true });
});

describeWithDatabases('stored files and mail copies', (ctx) => {
  test('are readable by the server user only', async () => {
    const app = ctx.app();
    await app.storage.put({
      data: Buffer.from('%PDF-1.4'),
      fileName: 'a.pdf',
      contentType: 'application/pdf',
      partnerId: 'gcash',
    });
    // The outbox mailer writes an .eml copy of the reset mail.
    await post(app, '/api/spportal/auth/sendResetEmail.json', { email: 'ops@gcash.demo' });
    await app.close();
    const outbox = path.join(ctx.dataDir(), 'outbox');
    expect(fs.readdirSync(outbox).length).toBeGreaterThan(0);
    expect(notPrivate(path.join(ctx.dataDir(), 'files'))).toEqual([]);
    expect(notPrivate(outbox)).toEqual([]);
  });
});

/**
 * The server's own PGlite code (open-database.ts) in a child process: jest's sandbox cannot load
 * PGlite, and its test helper's worker thread is not the code the server runs. The child's umask
 * is left lax (022) on purpose: PGlite sets its files' modes itself, so only the tightening on open
 * and on close keeps them private, whatever the umask.
 */
test("the embedded database's data directory is private once opened, and after writes and close", () => {
  const root = path.resolve(__dirname, '..', '..');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-pgdata-private-'));
  const script = `
    const fs = require('node:fs');
    const path = require('node:path');
    const { loadConfig } = require('./server/src/config');
    const { openDatabase } = require('./server/src/db/open-database');
    // notPrivate above, in plain JavaScript.
    const notPrivate = (p) => {
      const stat = fs.statSync(p);
      const found = (stat.mode & 0o077) !== 0 ? [(stat.mode & 0o777).toString(8) + ' ' + p] : [];
      if (stat.isDirectory()) for (const name of fs.readdirSync(p)) found.push(...notPrivate(path.join(p, name)));
      return found;
    };
    (async () => {
      process.umask(0o022);
      const db = await openDatabase(loadConfig({ DATA_DIR: process.env.PROBE_DATA_DIR }));
      const pgdata = path.join(process.env.PROBE_DATA_DIR, 'pgdata');
      const afterOpen = notPrivate(pgdata);
      await db.exec("CREATE TABLE probe (note text); INSERT INTO probe VALUES ('written'); CHECKPOINT;");
      await db.close();
      console.log(JSON.stringify({ afterOpen, files: fs.readdirSync(pgdata).length }));
    })().catch((error) => { console.error(error); process.exit(1); });
  `;
  try {
    const out = execFileSync(
      process.execPath,
      ['--require', path.join(root, 'node_modules', 'tsx', 'dist', 'cjs', 'index.cjs'), '-e', script],
      { cwd: root, env: { ...process.env, PROBE_DATA_DIR: dataDir }, timeout: 150_000 },
    ).toString();
    const report = JSON.parse(out.trim().split('\n').pop()!) as { afterOpen: string[]; files: number };
    expect(report.files).toBeGreaterThan(0);
    expect(report.afterOpen).toEqual([]);
    expect(notPrivate(path.join(dataDir, 'pgdata'))).toEqual([]);
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}, 180_000);
