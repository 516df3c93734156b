import { SectionPlaceholder } from '../../../desktop/layout/section-placeholder';
import { shellMessages } from '../../../messages';

export default function DfDetailPage() {
  return <SectionPlaceholder title={shellMessages.staff.dfDetail} />;
}
