/**
 * The open debug console, if one was loaded (ENV-VCONSOLE). Its floating switch is hidden, since
 * on a phone any spot of the screen covers something (a back link, a sheet's row, a card); the
 * phone's "More" sheet opens it instead. Its own module so the layout reads it without the
 * loader's code.
 */
let current: { show: () => void } | null = null;

export const setDebugConsole = (console: { show: () => void } | null): void => {
  current = console;
};

/** Whether a debug console is loaded in this page (dev and sim hosts on phones). */
export const debugConsoleLoaded = (): boolean => current !== null;

/** Opens the loaded debug console's panel. */
export const showDebugConsole = (): void => current?.show();
