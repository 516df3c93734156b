import { shellMessages } from '../../../messages';
import { SectionPlaceholder } from '../../layout/section-placeholder';

export default function OperationLogPage() {
  return <SectionPlaceholder title={shellMessages.sections.operationLog} />;
}
