import { shellMessages } from '../../../messages';
import { SectionPlaceholder } from '../../layout/section-placeholder';

export default function ContractsPage() {
  return <SectionPlaceholder title={shellMessages.sections.contracts} />;
}
