import { applySettingUpdate, type Settings, type SettingUpdate, withDefaults } from '@chapter/shared/settings.schemas';
import { toStamp } from '../../db/sql-values.ts';
import type { AppContext } from '../../lib/context.ts';
import { deleteSettings, readSettings, writeSettings } from './settings.repository.ts';

/** The keys one update writes: the setting itself, or the three theme flags together. */
function changedKeys(next: Settings, update: SettingUpdate): Array<[string, unknown]> {
  if (update.category === 'appearance') {
    return Object.entries(next.appearance).map(([k, v]) => [`appearance.${k}`, v]);
  }
  return [[`${update.category}.${update.setting}`, update.value]];
}

/** A user's own settings; nobody reads or writes another user's. */
export class SettingsService {
  constructor(private readonly ctx: AppContext) {}

  async get(userId: number): Promise<Settings> {
    return withDefaults(await readSettings(this.ctx.db, userId));
  }

  async update(userId: number, update: SettingUpdate): Promise<Settings> {
    const next = applySettingUpdate(await this.get(userId), update);
    await this.ctx.db
      .transaction()
      .execute((trx) => writeSettings(trx, userId, changedKeys(next, update), toStamp(this.ctx.clock.now())));
    return this.get(userId);
  }

  async reset(userId: number): Promise<Settings> {
    await deleteSettings(this.ctx.db, userId);
    return withDefaults(undefined);
  }
}
