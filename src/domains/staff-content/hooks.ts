import { useRequest } from '@/shared/request/use-request';
import type { StaffCarouselListRequest, StaffDocumentListRequest } from '@contract/staff-content/schemas';
import { CAROUSEL_STAFF_API, CONFIG_STAFF_API, DOCUMENT_STAFF_API } from '@contract/staff-content/constants';
import { useReadVersion } from '@/domains/session/invalidation';
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

// The staff lists load again after a declared write that changes them (./api.ts).

export function useSettings() {
  return useRequest(fetchSettings, { refreshDeps: [useReadVersion(CONFIG_STAFF_API.settingsList)] });
}

export function useStaffCarousel(request: StaffCarouselListRequest) {
  const key = JSON.stringify(request);
  const version = useReadVersion(CAROUSEL_STAFF_API.carouselList);
  return useRequest(() => fetchStaffCarousel(request), { refreshDeps: [key, version] });
}

export function useStaffDocuments(request: StaffDocumentListRequest) {
  const key = JSON.stringify(request);
  const version = useReadVersion(DOCUMENT_STAFF_API.list);
  return useRequest(() => fetchStaffDocuments(request), { refreshDeps: [key, version] });
}

export function useDocumentReaders(documentId: string) {
  return useRequest(() => fetchDocumentReaders(documentId), { refreshDeps: [documentId] });
}
