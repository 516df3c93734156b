import { shellMessages } from '../../../messages';
import { SectionPlaceholder } from '../../layout/section-placeholder';

export default function InteractiveCalendarPage() {
  return <SectionPlaceholder title={shellMessages.sections.interactiveCalendar} />;
}
