import { SectionPlaceholder } from '../../../desktop/layout/section-placeholder';
import { shellMessages } from '../../../messages';

export default function ContractDetailPage() {
  return <SectionPlaceholder title={shellMessages.staff.contractDetail} />;
}
