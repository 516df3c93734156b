import type { FastifyPluginAsync } from 'fastify';
import accountRoutes from './modules/account/routes';
import parameterRoutes from './modules/parameter/routes';
import accountManagementRoutes from './modules/account-management/routes';
import adminRoutes from './modules/partner/admin-routes';
import alertRoutes from './modules/alert/routes';
import authRoutes from './modules/auth/routes';
import type { AuthRoutesOptions } from './modules/auth/routes';
import sessionTimingRoutes from './modules/auth/session-timing-routes';
import calendarRoutes from './modules/calendar/routes';
import calendarExportRoutes from './modules/calendar/export-routes';
import carouselRoutes from './modules/carousel/routes';
import configRoutes from './modules/config/routes';
import documentRoutes from './modules/document/routes';
import digestRoutes from './modules/digest/routes';
import dfRoutes from './modules/df/routes';
import dfStaffRoutes from './modules/df/staff-routes';
import eventRoutes from './modules/event/routes';
import featuredRoutes from './modules/featured/routes';
import growthRoutes from './modules/growth/routes';
import exclusiveIncentiveRoutes from './modules/exclusive-incentives/routes';
import insightsRoutes from './modules/insights/routes';
import merchantRoutes from './modules/merchant/routes';
import monitorRoutes from './modules/monitor/routes';
import monitorStaffRoutes from './modules/monitor/staff-routes';
import notificationRoutes from './modules/notification/routes';
import operationLogRoutes from './modules/operation-log/routes';
import fileRoutes from './modules/file/routes';
import partnerRoutes from './modules/partner/routes';
import staffCarouselRoutes from './modules/carousel/staff-routes';
import staffSettingsRoutes from './modules/config/staff-routes';
import staffDocumentRoutes from './modules/document/staff-routes';
import uploadRoutes from './modules/upload/routes';
import staffUserRoutes from './modules/staff-user/staff-routes';
import secondFactorSignInRoutes from './modules/second-factor/sign-in-routes';
import secondFactorAccountRoutes from './modules/second-factor/account-routes';
import secondFactorStaffRoutes from './modules/second-factor/staff-routes';

export type ModuleOptions = AuthRoutesOptions;

/** Every route module, in one place. */
export const registerModules: FastifyPluginAsync<ModuleOptions> = async (app, options) => {
  await app.register(authRoutes, options);
  await app.register(secondFactorSignInRoutes, options);
  await app.register(secondFactorAccountRoutes);
  await app.register(secondFactorStaffRoutes);
  await app.register(accountRoutes);
  await app.register(parameterRoutes);
  await app.register(adminRoutes);
  await app.register(partnerRoutes);
  await app.register(fileRoutes);
  await app.register(operationLogRoutes);
  await app.register(accountManagementRoutes);
  await app.register(digestRoutes);
  await app.register(sessionTimingRoutes);
  // Overview modules.
  await app.register(notificationRoutes);
  await app.register(carouselRoutes);
  await app.register(dfRoutes);
  await app.register(merchantRoutes);
  await app.register(growthRoutes);
  await app.register(calendarRoutes);
  await app.register(configRoutes);
  await app.register(eventRoutes);
  // Performance insights, exclusive incentives, calendar export.
  await app.register(insightsRoutes);
  await app.register(exclusiveIncentiveRoutes);
  await app.register(calendarExportRoutes);
  await app.register(featuredRoutes);
  await app.register(documentRoutes);
  // Staff content: each domain's staff-routes.ts, every call behind app.requireStaff.
  await app.register(uploadRoutes);
  await app.register(staffSettingsRoutes);
  await app.register(staffCarouselRoutes);
  await app.register(staffDocumentRoutes);
  await app.register(dfStaffRoutes);
  await app.register(staffUserRoutes);
  // Usage monitoring (route changes in batches, staff usage).
  await app.register(monitorRoutes);
  await app.register(monitorStaffRoutes);
  // Alerts on the partner's figures and items (docs/alerts.md).
  await app.register(alertRoutes);
};
