import fs from 'node:fs';
import path from 'node:path';
import { Kind } from '@sinclair/typebox';

// The naming rule of contract/README.md: a TypeBox schema value ends in `Schema`, and the type it
// describes carries the same name without it (`CarouselItemSchema` / `CarouselItem`).
const contractFiles = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return contractFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });

const isSchema = (value: unknown) => typeof value === 'object' && value !== null && Kind in value;

describe('contract names', () => {
  const files = contractFiles(__dirname);

  it.each(files.map((file) => [path.relative(__dirname, file), file]))(
    '%s: every exported schema ends in Schema, and nothing else does',
    async (_name, file) => {
      const exported: Record<string, unknown> = await import(file);
      const misnamed = Object.entries(exported)
        .filter(([name, value]) => isSchema(value) !== name.endsWith('Schema'))
        .map(([name]) => name);
      expect(misnamed).toEqual([]);
    },
  );
});
