import type { Platform } from '../device/device';
import type { Environment } from '../env/environment';

export const wantsDebugConsole = (env: Environment, platform: Platform): boolean =>
  platform === 'mobile' && (env === 'dev' || env === 'sim');

/**
 * Spec 9: the debug console loads only in dev and sim on mobile, from its own lazy chunk.
 * Resolves to a function that removes it again (called on unmount).
 */
export async function loadDebugConsole(env: Environment, platform: Platform): Promise<() => void> {
  if (!wantsDebugConsole(env, platform)) return () => undefined;
  const { default: VConsole } = await import(/* webpackChunkName: "vconsole" */ 'vconsole');
  const instance = new VConsole();
  return () => instance.destroy();
}
