import { useRequest } from '@/shared/request/use-request';
import { useCallback, useState } from 'react';
import type { EventType } from '@contract/event/schemas';
import type { CalendarExportRequest } from '@contract/insights/schemas';
import { usePartnerQueryOptions } from '@/domains/session/partner-query';
import { fetchCalendarYear } from './api';
import { postForFile, saveFile } from '@/shared/request/download';
import { CALENDAR_API } from '@contract/calendar/constants';

/**
 * A year's events with the interactive calendar's country and type filters. Without a filter it is
 * the overview calendar's read (useCalendarYear): the same call and cached answer, so the phone's
 * overview, which holds both the calendar and its events sheet, asks for the year once.
 */
export function useFilteredCalendarYear(year: number, countries: string[], types: EventType[]) {
  const filtered = countries.length > 0 || types.length > 0;
  const request = filtered ? { year, countries, types } : { year };
  const result = useRequest(
    () => fetchCalendarYear(request),
    usePartnerQueryOptions(CALENDAR_API.queryYear, filtered ? request : year),
  );
  return { ...result, events: result.data?.eventList ?? [] };
}

// POST /api/spportal/calendar/export.json — an .ics file of one event or the filtered year
export const exportCalendar = (request: CalendarExportRequest) =>
  postForFile(CALENDAR_API.export, request, 'network-events.ics', { silent: true });

/** Saves an .ics file; resolves with its name, rejects with the ApiError (e.g. nothing to export). */
export function useCalendarExport() {
  const [exporting, setExporting] = useState(false);
  const run = useCallback(async (request: CalendarExportRequest) => {
    setExporting(true);
    try {
      const file = await exportCalendar(request);
      saveFile(file);
      return file.fileName;
    } finally {
      setExporting(false);
    }
  }, []);
  return { exporting, run };
}
