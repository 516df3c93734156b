import { useParams } from 'react-router-dom';
import { documentMessages as m } from '@/app/messages/documents';
import InsightLibrary from '@/app/desktop/documents/insight-library';

/** /business-insights/:type; the route only lets Newsletter and QBR through. */
export default function BusinessInsightsPage() {
  const type = useParams().type === 'QBR' ? 'QBR' : 'Newsletter';
  return <InsightLibrary key={type} type={type} title={m.insightTitles[type]} />;
}
