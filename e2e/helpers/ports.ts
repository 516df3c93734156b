import { e2eEnv } from '../../playwright.config';

/** Origins of the portal and the demo host in this run (playwright.config.ts starts both). */
export const portalOrigin = `http://localhost:${e2eEnv.port}`;
export const hostOrigin = `http://localhost:${e2eEnv.hostPort}`;
