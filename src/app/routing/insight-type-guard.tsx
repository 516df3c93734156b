import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { INSIGHT_TYPES } from './paths';
import type { InsightType } from './paths';

export const isInsightType = (value: string | undefined): value is InsightType =>
  INSIGHT_TYPES.includes(value as InsightType);

/** /business-insights/:type exists only for Newsletter and QBR; anything else is not found. */
export function InsightTypeGuard({ children, notFound }: { children: ReactNode; notFound: ReactNode }) {
  const { type } = useParams();
  return <>{isInsightType(type) ? children : notFound}</>;
}
