import { shellMessages } from '../../../messages';
import { SectionPlaceholder } from '../../layout/section-placeholder';

export default function ExclusiveIncentivesPage() {
  return <SectionPlaceholder title={shellMessages.sections.exclusiveIncentives} />;
}
