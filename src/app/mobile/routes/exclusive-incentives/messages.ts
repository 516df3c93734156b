import { insightsMessages } from '@/app/messages/insights';

/** User-facing text of the phone's exclusive-incentives page (the shared text, ended periods included). */
export const messages = insightsMessages;
