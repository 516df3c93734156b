import { SectionPlaceholder } from '../../../desktop/layout/section-placeholder';
import { shellMessages } from '../../../messages';

export default function ConfigurationPage() {
  return <SectionPlaceholder title={shellMessages.staff.configuration} />;
}
