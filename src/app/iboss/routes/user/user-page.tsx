import { SectionPlaceholder } from '../../../desktop/layout/section-placeholder';
import { shellMessages } from '../../../messages';

export default function UserPage() {
  return <SectionPlaceholder title={shellMessages.staff.user} />;
}
