import { shellMessages } from '../../../messages';
import { MobileSectionPlaceholder } from '../../layout/mobile-section-placeholder';

export default function AccountManagementPage() {
  return <MobileSectionPlaceholder title={shellMessages.sections.accountManagement} />;
}
