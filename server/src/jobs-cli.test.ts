import { jobsRequest } from './jobs-cli';
import type { JobRegistry } from './jobs/types';

const registry: JobRegistry = { digest: { run: async () => undefined } };

describe('npm run jobs arguments', () => {
  test('<kind> --now runs that kind (npm may pass its -- through)', () => {
    expect(jobsRequest(['digest', '--now'], registry)).toEqual({ run: 'now', kind: 'digest' });
    expect(jobsRequest(['--', 'digest', '--now'], registry)).toEqual({ run: 'now', kind: 'digest' });
  });

  test('a kind nobody registered says there is no handler for it', () => {
    const answer = jobsRequest(['alerts', '--now'], registry);
    expect(answer).toEqual({ refusal: expect.stringMatching(/^No alerts handler: .*job-kinds\.ts/) });
  });

  test('without --now it shows the usage with the known kinds', () => {
    expect(jobsRequest(['digest'], registry)).toEqual({
      refusal: expect.stringContaining('(kinds: digest)'),
    });
    expect(jobsRequest([], {})).toEqual({ refusal: expect.stringContaining('none registered') });
    expect(jobsRequest(['due'], registry)).toEqual({ run: 'due' });
  });
});
