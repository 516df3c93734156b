// Placeholder until its owner's page lands (agreed path and default export).
import { SectionPlaceholder } from '../../layout/section-placeholder';

export default function EventDetailPage() {
  return <SectionPlaceholder title="Event detail" />;
}
