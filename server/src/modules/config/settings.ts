import { settingDef } from '@contract/staff-content/settings';
import type { Queryable } from '@server/db/database';
import type { ChangeBus } from '@server/db/pg-bus';
import { globalPlugin } from '@server/http/global-plugin';
import { configRepository } from './repository';

/** How long one process reuses a setting it read; a staff save empties every process at once. */
const SETTINGS_CACHE_MS = 60_000;

/** The channel on which a process tells the others that the staff changed a setting. */
export const SETTINGS_CHANNEL = 'portal_settings_changed';

/**
 * The staff's settings that change how the server behaves (contract/staff-content/settings.ts): the
 * partner's own value, else the network-wide one, else the deployment's environment setting.
 * Read on every export and idle check, so each (setting, partner) is kept in this process. A save
 * empties it here and, on PostgreSQL, in every other process on the same database (db/pg-bus.ts)
 * before the save answers; while that channel is down nothing is kept, so no process acts on an
 * old value.
 */
export class SettingsReader {
  private readonly entries = new Map<string, { value: Promise<string | null>; until: number }>();
  private usable = true;

  constructor(
    private readonly db: Queryable,
    private readonly now: () => number,
    private readonly bus?: ChangeBus,
  ) {}

  private value(key: string, partnerId: string | null): Promise<string | null> {
    if (!this.usable) return configRepository(this.db).value(key, partnerId);
    const id = `${key}\u0000${partnerId ?? ''}`;
    const now = this.now();
    const hit = this.entries.get(id);
    if (hit && hit.until > now) return hit.value;
    if (this.entries.size > 1_000) this.entries.clear();
    const value = configRepository(this.db).value(key, partnerId);
    this.entries.set(id, { value, until: now + SETTINGS_CACHE_MS });
    // A failed read is not kept: the next request tries again.
    value.catch(() => {
      if (this.entries.get(id)?.value === value) this.entries.delete(id);
    });
    return value;
  }

  /**
   * An integer setting's value for the partner (null: staff, network-wide only), or `fallback`
   * when none is saved. A saved value outside the setting's range (written before the range
   * existed, or by hand) is ignored rather than trusted.
   */
  async integer(key: string, partnerId: string | null, fallback: number): Promise<number> {
    const saved = await this.value(key, partnerId);
    if (saved === null || !/^\d{1,9}$/.test(saved)) return fallback;
    const number = Number(saved);
    const def = settingDef(key);
    return number >= (def?.min ?? 0) && number <= (def?.max ?? Number.MAX_SAFE_INTEGER) ? number : fallback;
  }

  /** After the staff saved settings: every process reads them again. */
  async forget(): Promise<void> {
    this.entries.clear();
    await this.bus?.publish(SETTINGS_CHANNEL, 'changed');
  }

  clear(): void {
    this.entries.clear();
  }

  setUsable(usable: boolean): void {
    this.usable = usable;
    this.entries.clear();
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    settings: SettingsReader;
  }
}

export const settingsPlugin = globalPlugin('settings', async (app) => {
  const bus = app.db.bus;
  const reader = new SettingsReader(app.db, () => app.clock.now().getTime(), bus);
  if (bus) {
    bus.onListening((listening) => reader.setUsable(listening));
    await bus.subscribe(SETTINGS_CHANNEL, () => reader.clear());
  }
  app.decorate('settings', reader);
});
