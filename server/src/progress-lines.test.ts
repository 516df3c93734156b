import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '@server/app';
import { createTestPglite, testConfig } from '@server/test-support/databases';
import { progressLines } from './progress-lines';
import type { Progress } from './progress-lines';

/** A terminal (or a log file) that keeps what was written, and a clock moved by hand. */
function terminal(isTTY: boolean) {
  const written: string[] = [];
  let time = 0;
  const progress = progressLines({ isTTY, write: (text: string) => written.push(text) }, () => time);
  return { progress, written, advance: (ms: number) => (time += ms) };
}

describe('start-up progress lines', () => {
  it('in a terminal, names the step as it starts and adds how long it took when it ends', async () => {
    const { progress, written, advance } = terminal(true);
    const result = await progress('Seeding partners', async () => {
      expect(written).toEqual(['Seeding partners… ']);
      advance(420);
      return 'seeded';
    });
    expect(result).toBe('seeded');
    expect(written.join('')).toBe('Seeding partners… done (0.4 s)\n');
  });

  it('in a log file, writes each step as one whole line at its end', async () => {
    const { progress, written, advance } = terminal(false);
    await progress('Seeding users', async () => {
      expect(written).toEqual([]);
      advance(1250);
    });
    expect(written).toEqual(['Seeding users… done (1.3 s)\n']);
  });

  it('says when a step failed, and lets the error through', async () => {
    const { progress, written } = terminal(true);
    await expect(progress('Seeding documents', () => Promise.reject(new Error('disk full')))).rejects.toThrow(
      'disk full',
    );
    expect(written.join('')).toBe('Seeding documents… failed after 0.0 s\n');
  });

  it('a fresh database gets a line for the schema and one per seed step, in order', async () => {
    const labels: string[] = [];
    const progress: Progress = (label, work) => {
      labels.push(label);
      return work();
    };
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'progress-lines-'));
    const db = await createTestPglite();
    const app = await buildApp({ db, config: testConfig(dataDir), seed: ['partners', 'users'], progress });
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
    expect(labels).toEqual(['Updating the database schema', 'Seeding partners', 'Seeding users']);
  });
});
