import { useParams } from 'react-router-dom';
import { shellMessages } from '../../../messages';
import { SectionPlaceholder } from '../../layout/section-placeholder';

/** /business-insights/:type; the route only lets Newsletter and QBR through. */
export default function BusinessInsightsPage() {
  const { type } = useParams();
  const s = shellMessages.sections;
  return <SectionPlaceholder title={`${s.businessInsights} · ${type === 'QBR' ? s.qbr : s.newsletter}`} />;
}
