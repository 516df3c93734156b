import type { FastifyPluginAsync } from 'fastify';
import accountRoutes from './account/routes';
import adminRoutes from './admin/routes';
import authRoutes from './auth/routes';
import fileRoutes from './file/routes';
import partnerRoutes from './partner/routes';

export interface ModuleOptions {
  /** Per-address limit for the sign-in and reset calls (@fastify/rate-limit route config). */
  authRateLimit: { max: number; timeWindow: number };
}

/**
 * Every route module, in one place. Overview modules (engineer D1) are added below the marker.
 */
export const registerModules: FastifyPluginAsync<ModuleOptions> = async (app, options) => {
  await app.register(authRoutes, options);
  await app.register(accountRoutes);
  await app.register(adminRoutes);
  await app.register(partnerRoutes);
  await app.register(fileRoutes);
  // Overview modules (D1): notification, carousel, incentive, merchant, growth, calendar, config, event.
};
