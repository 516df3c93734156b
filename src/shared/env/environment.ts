/**
 * Deployment environment from the host name (ENV-HOST). Mapping, first match wins:
 *
 * | host name                                           | environment |
 * |-----------------------------------------------------|-------------|
 * | localhost, 127.x.x.x, [::1], *.localhost, *.local   | dev         |
 * | a label equal to, or starting or ending with, `dev` | dev         |
 * | the same with `test`                                | test        |
 * | the same with `sim`                                 | sim         |
 * | the same with `pre`                                 | pre         |
 * | anything else                                       | prod        |
 *
 * "Label" means a dot-separated part of the host name and the marker must stand alone inside it,
 * separated by `-` (e.g. `portal-sim.example.com`, `dev.portal.example.com`, `pre-portal.example.com`);
 * `prelude.example.com` or `developer.example.com` are prod.
 */
export type Environment = 'dev' | 'test' | 'sim' | 'pre' | 'prod';

const LOCAL_HOST = /^(localhost|127(\.\d{1,3}){3}|\[::1\]|::1)$|\.(localhost|local)$/i;
const MARKERS: readonly Exclude<Environment, 'prod'>[] = ['dev', 'test', 'sim', 'pre'];

export function environmentForHost(hostname: string): Environment {
  const host = hostname.trim().toLowerCase();
  if (LOCAL_HOST.test(host)) return 'dev';
  const words = host.split('.').flatMap((label) => label.split('-'));
  return MARKERS.find((marker) => words.includes(marker)) ?? 'prod';
}

export const currentEnvironment = (): Environment => environmentForHost(window.location.hostname);
