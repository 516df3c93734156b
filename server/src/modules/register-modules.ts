import type { FastifyPluginAsync } from 'fastify';
import accountRoutes from './account/routes';
import accountManagementRoutes from './account-management/routes';
import adminRoutes from './admin/routes';
import authRoutes from './auth/routes';
import calendarRoutes from './calendar/routes';
import calendarExportRoutes from './calendar-export/routes';
import carouselRoutes from './carousel/routes';
import configRoutes from './config/routes';
import documentRoutes from './document/routes';
import dfRoutes from './df/routes';
import eventRoutes from './event/routes';
import featuredRoutes from './featured/routes';
import growthRoutes from './growth/routes';
import exclusiveIncentiveRoutes from './exclusive-incentives/routes';
import incentiveRoutes from './incentive/routes';
import insightsRoutes from './insights/routes';
import merchantRoutes from './merchant/routes';
import monitorRoutes from './monitor/routes';
import notificationRoutes from './notification/routes';
import operationLogRoutes from './operation-log/routes';
import fileRoutes from './file/routes';
import partnerRoutes from './partner/routes';
import staffContentRoutes from './staff-content/routes';
import uploadRoutes from './upload/routes';
import staffUserRoutes from './staff-user/routes';

export interface ModuleOptions {
  /** Per-address limit for the sign-in and reset calls (@fastify/rate-limit route config). */
  authRateLimit: { max: number; timeWindow: number };
}

/** Every route module, in one place. */
export const registerModules: FastifyPluginAsync<ModuleOptions> = async (app, options) => {
  await app.register(authRoutes, options);
  await app.register(accountRoutes);
  await app.register(adminRoutes);
  await app.register(partnerRoutes);
  await app.register(fileRoutes);
  await app.register(operationLogRoutes);
  await app.register(accountManagementRoutes);
  // Overview modules (engineer D1).
  await app.register(notificationRoutes);
  await app.register(carouselRoutes);
  await app.register(incentiveRoutes);
  await app.register(merchantRoutes);
  await app.register(growthRoutes);
  await app.register(calendarRoutes);
  await app.register(configRoutes);
  await app.register(eventRoutes);
  // Performance insights, exclusive incentives, calendar export (helper insights).
  await app.register(insightsRoutes);
  await app.register(exclusiveIncentiveRoutes);
  await app.register(calendarExportRoutes);
  await app.register(featuredRoutes);
  await app.register(documentRoutes);
  // Staff content (staff-content).
  await app.register(uploadRoutes);
  await app.register(staffContentRoutes);
  await app.register(dfRoutes);
  await app.register(staffUserRoutes);
  // Usage monitoring (route changes in batches, staff usage).
  await app.register(monitorRoutes);
};
