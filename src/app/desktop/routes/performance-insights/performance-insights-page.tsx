import { shellMessages } from '../../../messages';
import { SectionPlaceholder } from '../../layout/section-placeholder';

export default function PerformanceInsightsPage() {
  return <SectionPlaceholder title={shellMessages.sections.performanceInsights} />;
}
