import { documentMessages as m } from '@/app/messages/documents';
import InsightLibrary from '@/app/desktop/documents/insight-library';

/** /newsletter: the latest issue opens at once, earlier issues beside it. */
export default function NewsletterPage() {
  return <InsightLibrary type="Newsletter" title={m.newsletterTitle} selectFirst />;
}
