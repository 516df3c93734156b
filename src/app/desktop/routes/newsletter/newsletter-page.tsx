import { shellMessages } from '../../../messages';
import { SectionPlaceholder } from '../../layout/section-placeholder';

export default function NewsletterPage() {
  return <SectionPlaceholder title={shellMessages.sections.newsletter} />;
}
