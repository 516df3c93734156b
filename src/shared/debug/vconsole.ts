import type { Platform } from '@/shared/device/device';
import type { Environment } from '@/shared/env/environment';

export const wantsDebugConsole = (env: Environment, platform: Platform): boolean =>
  platform === 'mobile' && (env === 'dev' || env === 'sim');

/** Where the debug console's button sits, from the bottom right corner: above the mobile tab bar. */
export const SWITCH_RIGHT_PX = 10;
export const SWITCH_BOTTOM_PX = 96;

/**
 * ENV-VCONSOLE: the debug console loads only in dev and sim on mobile, from its own lazy chunk.
 * Resolves to a function that removes it again (called on unmount).
 */
export async function loadDebugConsole(env: Environment, platform: Platform): Promise<() => void> {
  if (!wantsDebugConsole(env, platform)) return () => undefined;
  const { default: VConsole } = await import(/* webpackChunkName: "vconsole" */ 'vconsole');
  const instance = new VConsole();
  // Its button sits 10 px from the bottom right by default, right over the tab bar's last tab
  // ("Account"): lift it above the bar (about 50 px plus the safe area).
  instance.setSwitchPosition(SWITCH_RIGHT_PX, SWITCH_BOTTOM_PX);
  return () => instance.destroy();
}
