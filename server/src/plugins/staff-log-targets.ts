/** What a partner reads in the Target column of their operation log for a staff content change. */
export const STAFF_LOG_TARGETS = {
  /** The setting keys that changed, and whether the change was for every partner or this one. */
  settings: (keys: readonly string[], forAll: boolean) =>
    `${keys.join(', ')} (${forAll ? 'all partners' : 'this partner only'})`,
  carouselMove: (title: string, direction: 'UP' | 'DOWN') =>
    `${title} (moved ${direction === 'UP' ? 'up' : 'down'})`,
  documentVersion: (title: string, version: number) => `${title} (version ${version})`,
  insight: (title: string, period: string) => `${title} (${period})`,
} as const;
