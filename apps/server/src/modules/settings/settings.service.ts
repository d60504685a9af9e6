import { applySettingUpdate, type SettingUpdate, type Settings, withDefaults } from '@chapter/shared/settings.schemas';
import { toStamp } from '../../db/sql-values.ts';
import type { AppContext } from '../../lib/context.ts';
import { deleteSettings, readSettings, writeSettings } from './settings.repository.ts';

/** A user's own settings; nobody reads or writes another user's. */
export class SettingsService {
  constructor(private readonly ctx: AppContext) {}

  async get(userId: number): Promise<Settings> {
    return withDefaults(await readSettings(this.ctx.db, userId));
  }

  /** Applies one change atomically (read-modify-write in a transaction so parallel saves do not lose each other). */
  async update(userId: number, update: SettingUpdate): Promise<Settings> {
    return this.ctx.db.transaction().execute(async (trx) => {
      const next = applySettingUpdate(withDefaults(await readSettings(trx, userId)), update);
      await writeSettings(trx, userId, next, toStamp(this.ctx.clock.now()));
      return next;
    });
  }

  async reset(userId: number): Promise<Settings> {
    await deleteSettings(this.ctx.db, userId);
    return withDefaults(undefined);
  }
}
