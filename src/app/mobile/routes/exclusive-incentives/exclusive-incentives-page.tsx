import { shellMessages } from '../../../messages';
import { MobileSectionPlaceholder } from '../../layout/mobile-section-placeholder';

export default function ExclusiveIncentivesPage() {
  return <MobileSectionPlaceholder title={shellMessages.sections.exclusiveIncentives} />;
}
