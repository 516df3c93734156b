// Placeholder until its owner's page lands (agreed path and default export).
import { SectionPlaceholder } from '../../layout/section-placeholder';

export default function EventsCarouselDetailPage() {
  return <SectionPlaceholder title="Events" />;
}
