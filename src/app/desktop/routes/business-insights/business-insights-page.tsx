import { useParams } from 'react-router-dom';
import { shellMessages } from '@/app/messages/app';
import InsightLibrary from '@/app/desktop/documents/insight-library';
import { useLocale } from '@/shared/i18n';

/** /business-insights/:type; the route only lets Newsletter and QBR through. */
export default function BusinessInsightsPage() {
  // Renders again, with everything under it, when the language changes.
  useLocale();
  const type = useParams().type === 'QBR' ? 'QBR' : 'Newsletter';
  return <InsightLibrary key={type} type={type} title={shellMessages.insightTitles[type]} />;
}
