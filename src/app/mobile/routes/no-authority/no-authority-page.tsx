// Placeholder until its owner's page lands (agreed path and default export).
import { MobileSectionPlaceholder } from '../../layout/mobile-section-placeholder';

export default function NoAuthorityPage() {
  return <MobileSectionPlaceholder title="No authority" />;
}
