import { useParams } from 'react-router-dom';
import { shellMessages } from '../../../messages';
import { MobileSectionPlaceholder } from '../../layout/mobile-section-placeholder';

/** /mobile/business-insights/:type; the route only lets Newsletter and QBR through. */
export default function BusinessInsightsPage() {
  const { type } = useParams();
  const s = shellMessages.sections;
  return <MobileSectionPlaceholder title={type === 'QBR' ? s.qbr : s.newsletter} />;
}
