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
