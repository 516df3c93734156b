import { shellMessages } from '../../../messages';
import { SectionPlaceholder } from '../../layout/section-placeholder';

export default function AccountManagementPage() {
  return <SectionPlaceholder title={shellMessages.sections.accountManagement} />;
}
