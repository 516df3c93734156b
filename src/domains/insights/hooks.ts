import { useRequest } from '@/shared/request/use-request';
import { useCallback, useState } from 'react';
import type { InsightsQueryRequest } from '@contract/insights/schemas';
import { usePartnerQueryOptions } from '@/domains/session/partner-query';
import { saveFile } from '@/shared/request/download';
import { exportInsights, fetchInsights } from './api';
import { useInsightsSelection } from './selection-store';
import { INSIGHTS_API } from '@contract/insights/constants';

/** The selected month's figures (selection from the shared client state). */
export function useInsights() {
  const [selection, update] = useInsightsSelection();
  const request: InsightsQueryRequest = {
    year: selection.year,
    month: selection.month,
    countries: selection.countries,
    currency: selection.currency,
  };
  const result = useRequest(
    () => fetchInsights(request),
    usePartnerQueryOptions(INSIGHTS_API.query, request),
  );
  return { ...result, selection, update, request };
}

/** Downloads the CSV for `request`; resolves with the saved file name, rejects with the ApiError. */
export function useInsightsExport() {
  const [exporting, setExporting] = useState(false);
  const run = useCallback(async (request: InsightsQueryRequest) => {
    setExporting(true);
    try {
      const file = await exportInsights(request);
      saveFile(file);
      return file.fileName;
    } finally {
      setExporting(false);
    }
  }, []);
  return { exporting, run };
}
