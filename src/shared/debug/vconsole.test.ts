import { debugConsoleLoaded } from './debug-console-handle';
import { loadDebugConsole, wantsDebugConsole } from './vconsole';

const destroy = jest.fn();
const created = jest.fn();
const hidden = jest.fn();
const shown = jest.fn();
const resourceErrors = jest.fn();
jest.mock('vconsole', () => ({
  __esModule: true,
  // As vConsole 3.15 does: its log plugin listens to resource errors in the capture phase and
  // destroy() removes that listener in the bubble phase, which leaves it registered.
  default: class {
    pluginList = { default: { resourceErrorHandler: () => resourceErrors() } };
    constructor() {
      created();
      window.addEventListener('error', this.pluginList.default.resourceErrorHandler, true);
    }
    destroy = () => {
      destroy();
      window.removeEventListener('error', this.pluginList.default.resourceErrorHandler);
    };
    hideSwitch = hidden;
    show = shown;
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

  it('creates vConsole in sim on mobile and removes it on unmount', async () => {
    const unmount = new AbortController();
    await loadDebugConsole('sim', 'mobile', unmount.signal);
    expect(created).toHaveBeenCalledTimes(1);
    // No floating switch over the page: the "More" sheet opens it.
    expect(hidden).toHaveBeenCalledTimes(1);
    expect(debugConsoleLoaded()).toBe(true);
    expect(destroy).not.toHaveBeenCalled();
    unmount.abort();
    expect(destroy).toHaveBeenCalledTimes(1);
    expect(debugConsoleLoaded()).toBe(false);
  });

  it('leaves no listener of the console on the window after unmount (it would keep the console alive)', async () => {
    const unmount = new AbortController();
    await loadDebugConsole('sim', 'mobile', unmount.signal);
    window.dispatchEvent(new Event('error'));
    expect(resourceErrors).toHaveBeenCalledTimes(1);
    unmount.abort();
    window.dispatchEvent(new Event('error'));
    expect(resourceErrors).toHaveBeenCalledTimes(1);
  });

  it('never creates it when the app unmounts while it waits for the page to load', async () => {
    created.mockClear();
    const readyState = jest.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    const unmount = new AbortController();
    const loading = loadDebugConsole('dev', 'mobile', unmount.signal);
    // A host leaves the portal before the page has finished loading.
    unmount.abort();
    readyState.mockReturnValue('complete');
    window.dispatchEvent(new Event('load'));
    await loading;
    expect(created).not.toHaveBeenCalled();
    readyState.mockRestore();
  });

  it('waits for the page to finish loading before it loads', async () => {
    created.mockClear();
    const readyState = jest.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    const unmount = new AbortController();
    const loading = loadDebugConsole('dev', 'mobile', unmount.signal);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(created).not.toHaveBeenCalled();
    readyState.mockReturnValue('complete');
    window.dispatchEvent(new Event('load'));
    await loading;
    expect(created).toHaveBeenCalledTimes(1);
    unmount.abort();
    readyState.mockRestore();
  });

  it('does not load it in prod', async () => {
    created.mockClear();
    await loadDebugConsole('prod', 'mobile', new AbortController().signal);
    expect(created).not.toHaveBeenCalled();
  });
});
