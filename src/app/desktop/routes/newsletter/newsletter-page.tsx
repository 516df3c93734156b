import { documentMessages as m } from '@/app/messages/documents';
import InsightLibrary from '@/app/desktop/documents/insight-library';
import { useLocale } from '@/shared/i18n';

/** /newsletter: the latest issue opens at once, earlier issues beside it. */
export default function NewsletterPage() {
  // Renders again, with everything under it, when the language changes.
  useLocale();
  return <InsightLibrary type="Newsletter" title={m.newsletterTitle} selectFirst />;
}
