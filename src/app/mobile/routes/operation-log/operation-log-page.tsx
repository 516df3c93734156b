import { shellMessages } from '../../../messages';
import { MobileSectionPlaceholder } from '../../layout/mobile-section-placeholder';

export default function OperationLogPage() {
  return <MobileSectionPlaceholder title={shellMessages.sections.operationLog} />;
}
