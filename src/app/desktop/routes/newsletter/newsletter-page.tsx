import { documentMessages as m } from '../../../document-messages';
import InsightLibrary from '../../documents/insight-library';

/** /newsletter: the latest issue opens at once, earlier issues beside it. */
export default function NewsletterPage() {
  return <InsightLibrary type="Newsletter" title={m.newsletterTitle} selectFirst />;
}
