import type { FastifyInstance } from 'fastify';
import staffCarouselRoutes from './carousel-routes';
import staffDocumentRoutes from './document-routes';
import staffSettingsRoutes from './settings-routes';

/** The staff content area (/iboss): settings, carousel, contracts and business insights (issue 14). */
export default async function staffContentRoutes(app: FastifyInstance) {
  await app.register(staffSettingsRoutes);
  await app.register(staffCarouselRoutes);
  await app.register(staffDocumentRoutes);
}
