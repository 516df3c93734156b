import { SectionPlaceholder } from '../../../desktop/layout/section-placeholder';
import { shellMessages } from '../../../messages';

export default function CarouselDetailPage() {
  return <SectionPlaceholder title={shellMessages.staff.carouselDetail} />;
}
