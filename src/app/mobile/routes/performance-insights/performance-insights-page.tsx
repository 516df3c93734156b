import { shellMessages } from '../../../messages';
import { MobileSectionPlaceholder } from '../../layout/mobile-section-placeholder';

export default function PerformanceInsightsPage() {
  return <MobileSectionPlaceholder title={shellMessages.sections.performanceInsights} />;
}
