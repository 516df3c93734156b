import { toNamePathStr as antdNamePath } from 'antd/es/form/hooks/useForm';
import { toNamePathStr } from './form-name-path';

// The stand-in replaces antd's own import in the build only (webpack.config.ts, antdOnDemand);
// here it must compute what antd computes.

test('the stand-in toNamePathStr gives what antd computes', () => {
  const names: Parameters<typeof toNamePathStr>[0][] = ['plan', 3, ['items', 0, 'amount'], undefined, false];
  for (const name of names) {
    expect(toNamePathStr(name)).toBe(antdNamePath(name as never));
  }
});
