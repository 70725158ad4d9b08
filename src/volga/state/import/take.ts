/**
 * The app's SectionTaker: an imported kit becomes the owner's kit through the kit model (the
 * old one is kept as the previous kit), imported settings go through the settings model, and
 * the other tables' records through core's record store; each waits until its writes are stored, so the import journal is cleared only after them.
 * Loaded on demand (the import screen, or start-up when an import is pending).
 */

import type { Settings } from '../../../core/persist/settings';
import { settingsModel } from '../../../core/persist/settings-model';
import type { SectionTaker } from '../../../core/store/transfer';
import { restoreRecords } from '../../../core/table/records-file';
import { exportKit, parseKit } from '../../engine/kit';
import { kitModel } from '../kit/model';

/** Takes imported sections into the kit and settings models of this tab. */
export const appSectionTaker: SectionTaker = {
  async kit(raw) {
    await kitModel.load();
    const k = parseKit(raw);
    const taken = k.ok ? kitModel.importText(exportKit(k.value)) : k;
    await kitModel.flushed();
    return taken.ok
      ? 'The file’s component kit is now your kit (the old one can be restored on the Component kit screen).'
      : `The file’s component kit was not taken: ${taken.error.message}`;
  },
  async settings(raw) {
    await settingsModel.load();
    const { schemaVersion: _v, ...patch } = raw as Settings;
    if (!(await settingsModel.update(patch))) throw new Error('the settings were not stored');
    return 'The file’s settings are in use.';
  },
  // The other tables' records: each checked by its table's reader, the replaced ones backed up.
  records: (raw) => restoreRecords(raw),
};
