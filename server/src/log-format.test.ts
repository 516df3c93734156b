import Fastify from 'fastify';
import { formatLogLine, prettyLogStream } from './log-format';

/** Fastify's logger (pino) configured as main.ts does, and what reached the terminal. */
function prettyLogger(level = 'info') {
  const written: string[] = [];
  const app = Fastify({
    logger: { level, stream: prettyLogStream({ write: (text: string) => written.push(text) }) },
  });
  return { logger: app.log, output: () => written.join('') };
}

const AT = new Date(2026, 10, 27, 14, 3, 7).getTime();

describe('pretty log lines', () => {
  it('shows time, level and message on one line, with the event fields after it', () => {
    expect(formatLogLine({ level: 30, time: AT, msg: 'unattached uploads removed', count: 3, pid: 1 })).toBe(
      '14:03:07 INFO  unattached uploads removed count=3',
    );
  });

  it('writes a request as the request itself', () => {
    expect(
      formatLogLine({
        level: 20,
        time: AT,
        reqId: 'req-1',
        msg: 'request completed',
        method: 'GET',
        url: '/api/spportal/user/info.json',
        statusCode: 200,
        ms: 4,
      }),
    ).toBe('14:03:07 DEBUG GET /api/spportal/user/info.json 200 4 ms');
  });

  it('names an error and puts its stack under the line, indented', () => {
    const error = new Error('connection refused');
    const { logger, output } = prettyLogger();
    logger.error({ err: error }, 'reset mail not sent');
    const [line, ...stack] = output().trimEnd().split('\n');
    expect(line).toMatch(/^\d\d:\d\d:\d\d ERROR reset mail not sent \(Error: connection refused\)$/);
    expect(stack.length).toBeGreaterThan(0);
    expect(stack.every((frame) => frame.startsWith('    at '))).toBe(true);
  });

  it('quotes a field value with spaces', () => {
    expect(formatLogLine({ level: 40, time: AT, msg: 'mail kept', subject: 'Reset your password' })).toBe(
      '14:03:07 WARN  mail kept subject="Reset your password"',
    );
  });

  it('prints one line per event and leaves debug events out at the default level', () => {
    const { logger, output } = prettyLogger('info');
    logger.debug({ method: 'GET', url: '/healthz', statusCode: 200, ms: 1 }, 'request completed');
    logger.info('SIGTERM: shutting down');
    logger.warn('[outbox] Reset your password for ops@gcash.demo: http://localhost/reset');
    const lines = output().trimEnd().split('\n');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/INFO {2}SIGTERM: shutting down$/);
    expect(lines[1]).toMatch(/WARN {2}\[outbox\] Reset your password/);
    expect(output()).not.toContain('{');
  });

  it('passes on a line that is not JSON as it is', () => {
    const written: string[] = [];
    prettyLogStream({ write: (text: string) => written.push(text) }).write('plain text\n');
    expect(written).toEqual(['plain text\n']);
  });
});
