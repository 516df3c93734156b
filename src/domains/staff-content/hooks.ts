import { useRequest } from 'ahooks';
import type { StaffDocumentListRequest } from '@contract/staff-content/schemas';
import {
  fetchDocumentReaders,
  fetchSettings,
  fetchStaffCarousel,
  fetchStaffDocuments,
  fetchStaffPartners,
} from './api';

const PARTNERS_KEY = 'iboss/partners';

/** Every partner, for the staff pickers (rarely changes: cached for the session). */
export function useStaffPartners() {
  const request = useRequest(fetchStaffPartners, { cacheKey: PARTNERS_KEY, staleTime: 5 * 60_000 });
  return { ...request, partners: request.data?.partnerList ?? [] };
}

export function useSettings() {
  return useRequest(fetchSettings);
}

export function useStaffCarousel(pageNum: number) {
  return useRequest(() => fetchStaffCarousel(pageNum), { refreshDeps: [pageNum] });
}

export function useStaffDocuments(request: StaffDocumentListRequest) {
  const key = JSON.stringify(request);
  return useRequest(() => fetchStaffDocuments(request), { refreshDeps: [key] });
}

export function useDocumentReaders(documentId: string) {
  return useRequest(() => fetchDocumentReaders(documentId), { refreshDeps: [documentId] });
}
