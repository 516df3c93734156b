import { shellMessages } from '../../../messages';
import { MobileSectionPlaceholder } from '../../layout/mobile-section-placeholder';

export default function ContractsPage() {
  return <MobileSectionPlaceholder title={shellMessages.sections.contracts} />;
}
