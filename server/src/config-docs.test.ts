import fs from 'node:fs';
import path from 'node:path';
import { loadConfig } from './config';

/**
 * docs/configuration.md is the one table of the server's environment variables: it must name
 * every variable config.ts reads, no other, and the defaults it writes as a plain value must be the
 * defaults config.ts applies.
 */
const ROOT = path.resolve(__dirname, '..', '..');
const DOC = path.join(ROOT, 'docs', 'configuration.md');
const SOURCE = path.join(__dirname, 'config.ts');

interface DocumentedVariable {
  name: string;
  /** The default cell when it is one literal value in backticks, else null. */
  literalDefault: string | null;
}

/** The rows of the table under "## Server", up to the next second-level heading. */
function documentedVariables(markdown: string): DocumentedVariable[] {
  const section = markdown.split(/^## /m).find((part) => part.startsWith('Server\n'));
  if (section === undefined) throw new Error('docs/configuration.md has no "## Server" section');
  const rows = section
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .map((line) => line.split('|').map((cell) => cell.trim()));
  return rows.flatMap(([, nameCell, defaultCell]) => {
    const literal = /^`([^`$]*)`$/.exec(defaultCell);
    return [...nameCell.matchAll(/`([A-Z][A-Z0-9_]*)`/g)].map((match) => ({
      name: match[1],
      literalDefault: literal ? literal[1] : null,
    }));
  });
}

/** Every variable loadConfig reads: those it touches with no variable set, and those named in its source. */
function variablesReadByConfig(): Set<string> {
  const read = new Set<string>();
  const recorder = new Proxy({} as NodeJS.ProcessEnv, {
    get(_target, key) {
      if (typeof key === 'string') read.add(key);
      return undefined;
    },
  });
  loadConfig(recorder);
  const source = fs.readFileSync(SOURCE, 'utf8');
  for (const match of source.matchAll(/\benv\.([A-Z][A-Z0-9_]*)/g)) read.add(match[1]);
  return read;
}

describe('docs/configuration.md and server/src/config.ts', () => {
  const documented = documentedVariables(fs.readFileSync(DOC, 'utf8'));
  const names = documented.map((variable) => variable.name);
  const read = variablesReadByConfig();

  it('the table names every variable config.ts reads', () => {
    expect([...read].filter((name) => !names.includes(name)).sort()).toEqual([]);
  });

  it('the table names no variable config.ts does not read', () => {
    expect(names.filter((name) => !read.has(name)).sort()).toEqual([]);
  });

  it('the table names each variable once', () => {
    expect(names.filter((name, index) => names.indexOf(name) !== index)).toEqual([]);
  });

  it('a default written as a value is the one config.ts applies', () => {
    const withDefaults = loadConfig({});
    const disagreeing = documented
      .filter((variable) => variable.literalDefault !== null)
      .filter(({ name, literalDefault }) => {
        const withValue = loadConfig({ [name]: literalDefault ?? '' });
        return JSON.stringify(withValue) !== JSON.stringify(withDefaults);
      })
      .map(({ name, literalDefault }) => `${name}=${literalDefault}`);
    expect(disagreeing).toEqual([]);
  });
});
