import { alertJobKinds } from './alert-jobs';
import { digestJobKinds } from './digest-jobs';
import type { JobRegistry } from './types';

/**
 * Every kind of background job, by name (the `kind` column of the job table). A process claims only
 * the kinds it knows, so a kind missing here is left waiting, never failed. `npm run jobs -- <kind>
 * --now` runs one by hand (jobs-cli.ts).
 */
export const jobKinds: JobRegistry = {
  ...digestJobKinds,
  ...alertJobKinds,
};
