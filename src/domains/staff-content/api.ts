import type {
  SettingsListResponse,
  SettingsSaveRequest,
  SettingsSaveResponse,
  StaffCarouselListResponse,
  StaffCarouselMoveRequest,
  StaffCarouselSaveRequest,
  StaffCarouselSaveResponse,
  StaffPartnersResponse,
} from '../../../contract/staff-content';
import { STAFF_CONTENT_API as API } from '../../../contract/staff-content-paths';
import { apiPost } from '../../shared/request/client';

// Staff calls show their failures in place (silent): the page decides between no-permission and retry.
const quiet = { silent: true } as const;

// POST /api/spportal/iboss/content/partners.json — every partner (staff pickers)
export const fetchStaffPartners = () => apiPost<StaffPartnersResponse>(API.partners, {}, quiet);

// POST /api/spportal/iboss/settings/list.json — every stored value of the staff-edited settings
export const fetchSettings = () => apiPost<SettingsListResponse>(API.settingsList, {}, quiet);

// POST /api/spportal/iboss/settings/save.json — save one scope's values (null removes)
export const saveSettings = (body: SettingsSaveRequest) =>
  apiPost<SettingsSaveResponse>(API.settingsSave, body, quiet);

// POST /api/spportal/iboss/carousel/list.json — all items, drafts included, 10 a page
export const fetchStaffCarousel = (pageNum: number) =>
  apiPost<StaffCarouselListResponse>(API.carouselList, { pageNum, pageSize: 10 }, quiet);

// POST /api/spportal/iboss/carousel/save.json — create (no id) or edit
export const saveCarouselItem = (body: StaffCarouselSaveRequest) =>
  apiPost<StaffCarouselSaveResponse>(API.carouselSave, body, quiet);

// POST /api/spportal/iboss/carousel/move.json — one place up or down
export const moveCarouselItem = (body: StaffCarouselMoveRequest) => apiPost(API.carouselMove, body, quiet);
