import { loadDebugConsole, wantsDebugConsole } from './vconsole';

const destroy = jest.fn();
const created = jest.fn();
const placed = jest.fn();
jest.mock('vconsole', () => ({
  __esModule: true,
  default: class {
    constructor() {
      created();
    }
    destroy = destroy;
    setSwitchPosition = placed;
  },
}));

describe('debug console (ENV-VCONSOLE)', () => {
  it.each([
    ['dev', 'mobile', true],
    ['sim', 'mobile', true],
    ['test', 'mobile', false],
    ['pre', 'mobile', false],
    ['prod', 'mobile', false],
    ['dev', 'desktop', false],
    ['sim', 'desktop', false],
  ] as const)('%s on %s -> %p', (env, platform, wanted) => {
    expect(wantsDebugConsole(env, platform)).toBe(wanted);
  });

  it('creates vConsole in sim on mobile and removes it on cleanup', async () => {
    const remove = await loadDebugConsole('sim', 'mobile');
    expect(created).toHaveBeenCalledTimes(1);
    // Above the tab bar, so it never covers the "Account" tab.
    expect(placed).toHaveBeenCalledWith(10, 96);
    remove();
    expect(destroy).toHaveBeenCalledTimes(1);
  });

  it('waits for the page to finish loading before it loads', async () => {
    created.mockClear();
    const readyState = jest.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    const loading = loadDebugConsole('dev', 'mobile');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(created).not.toHaveBeenCalled();
    readyState.mockReturnValue('complete');
    window.dispatchEvent(new Event('load'));
    const remove = await loading;
    expect(created).toHaveBeenCalledTimes(1);
    remove();
    readyState.mockRestore();
  });

  it('does not load it in prod', async () => {
    created.mockClear();
    const remove = await loadDebugConsole('prod', 'mobile');
    remove();
    expect(created).not.toHaveBeenCalled();
  });
});
