import { shellMessages } from '../../../messages';
import { MobileSectionPlaceholder } from '../../layout/mobile-section-placeholder';

export default function ContractDetailsPage() {
  return <MobileSectionPlaceholder title={shellMessages.sections.contractDetails} />;
}
