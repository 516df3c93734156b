import type {
  SettingsListResponse,
  SettingsSaveRequest,
  SettingsSaveResponse,
  StaffCarouselListResponse,
  StaffCarouselMoveRequest,
  StaffCarouselSaveRequest,
  StaffCarouselSaveResponse,
  StaffPartnersResponse,
  StaffDocumentAddVersionRequest,
  StaffDocumentListRequest,
  StaffDocumentListResponse,
  StaffDocumentReadersResponse,
  StaffDocumentSaveRequest,
  StaffDocumentSaveResponse,
  StaffInsightPublishRequest,
  StaffInsightPublishResponse,
} from '@contract/staff-content/schemas';
import { CAROUSEL_STAFF_API, CONFIG_STAFF_API, DOCUMENT_STAFF_API } from '@contract/staff-content/constants';
import { CAROUSEL_API } from '@contract/carousel/constants';
import { CONFIG_API } from '@contract/config/constants';
import { DOCUMENT_API } from '@contract/document/constants';
import { FEATURED_API } from '@contract/featured/constants';
import { declareWrite } from '@/domains/session/invalidation';
import { apiPost } from '@/shared/request/client';

// What a staff write changes: the staff list it was made from, and on the partner side, for a
// partner screen open in this browser.
const CAROUSEL_READS = [
  CAROUSEL_STAFF_API.carouselList,
  CAROUSEL_API.query,
  CAROUSEL_API.detail,
  FEATURED_API.list,
];
export const DOCUMENT_READS = [
  DOCUMENT_STAFF_API.list,
  DOCUMENT_STAFF_API.insightIssues,
  DOCUMENT_API.contractQuery,
  DOCUMENT_API.contractDetail,
  DOCUMENT_API.insightQuery,
];

// Staff calls show their failures in place (silent): the page decides between no-permission and retry.
const quiet = { silent: true } as const;

// POST /api/spportal/iboss/content/partners.json — every partner (staff pickers)
export const fetchStaffPartners = () => apiPost<StaffPartnersResponse>(CONFIG_STAFF_API.partners, {}, quiet);

// POST /api/spportal/iboss/settings/list.json — every stored value of the staff-edited settings
export const fetchSettings = () => apiPost<SettingsListResponse>(CONFIG_STAFF_API.settingsList, {}, quiet);

// POST /api/spportal/iboss/settings/save.json — save one scope's values (null removes)
export const saveSettings = declareWrite(
  [CONFIG_STAFF_API.settingsList, CONFIG_API.queryOne],
  (body: SettingsSaveRequest) => apiPost<SettingsSaveResponse>(CONFIG_STAFF_API.settingsSave, body, quiet),
);

// POST /api/spportal/iboss/carousel/list.json — all items, drafts included, 10 a page
export const fetchStaffCarousel = (pageNum: number) =>
  apiPost<StaffCarouselListResponse>(CAROUSEL_STAFF_API.carouselList, { pageNum, pageSize: 10 }, quiet);

// POST /api/spportal/iboss/carousel/save.json — create (no id) or edit
export const saveCarouselItem = declareWrite(CAROUSEL_READS, (body: StaffCarouselSaveRequest) =>
  apiPost<StaffCarouselSaveResponse>(CAROUSEL_STAFF_API.carouselSave, body, quiet),
);

// POST /api/spportal/iboss/carousel/move.json — one place up or down
export const moveCarouselItem = declareWrite(CAROUSEL_READS, (body: StaffCarouselMoveRequest) =>
  apiPost(CAROUSEL_STAFF_API.carouselMove, body, quiet),
);

// POST /api/spportal/iboss/document/list.json — contracts or insights of every partner, 10 a page
export const fetchStaffDocuments = (body: StaffDocumentListRequest) =>
  apiPost<StaffDocumentListResponse>(DOCUMENT_STAFF_API.list, body, quiet);

// POST /api/spportal/iboss/document/save.json — create or edit (status: publish / withdraw)
export const saveStaffDocument = declareWrite(DOCUMENT_READS, (body: StaffDocumentSaveRequest) =>
  apiPost<StaffDocumentSaveResponse>(DOCUMENT_STAFF_API.save, body, quiet),
);

// POST /api/spportal/iboss/document/addVersion.json — an uploaded PDF as the next version
export const addDocumentVersion = declareWrite(DOCUMENT_READS, (body: StaffDocumentAddVersionRequest) =>
  apiPost<StaffDocumentSaveResponse>(DOCUMENT_STAFF_API.addVersion, body, quiet),
);

// POST /api/spportal/iboss/document/readers.json — who of the partner read which version
export const fetchDocumentReaders = (documentId: string) =>
  apiPost<StaffDocumentReadersResponse>(DOCUMENT_STAFF_API.readers, { documentId }, quiet);

// POST /api/spportal/iboss/insight/publish.json — one PDF to several partners
export const publishInsight = declareWrite(DOCUMENT_READS, (body: StaffInsightPublishRequest) =>
  apiPost<StaffInsightPublishResponse>(DOCUMENT_STAFF_API.publishInsight, body, quiet),
);
