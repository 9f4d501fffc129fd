// The maintenance window at the clock's time (issue 21): MaintenanceService on a fake setting store and a
// FakeClock, its window in force from its start to 1 ms before its end.
import { MaintenanceRepository } from '../../../src/core/maintenance/maintenance.repository.js';
import {
  MAINTENANCE_SETTING_KEY,
  MaintenanceService,
  type MaintenanceWindow,
} from '../../../src/core/maintenance/maintenance.service.js';
import { newTestService } from '../../support/small.js';

describe('small/core/maintenance', () => {
  const start = new Date('2026-06-01T02:00:00.000Z');
  const end = new Date('2026-06-01T03:00:00.000Z');
  const window: MaintenanceWindow = { start: start.toISOString(), end: end.toISOString() };

  /** The settings table with one maintenance setting, and no NOTIFY channel to listen on. */
  function settings(value: unknown) {
    return {
      settingValue: async (key: string) => (key === MAINTENANCE_SETTING_KEY ? value : null),
      onSettingsChanged: async () => async () => undefined,
    };
  }

  describe('maintenance window at the clock', () => {
    it('is in force from its start to 1 ms before its end, at the clock unless a time is given', async () => {
      const { sut, clock } = await newTestService(MaintenanceService, [
        [MaintenanceRepository, settings(window)],
      ]);
      const activeAt = async (ms: number) => {
        clock.set(ms);
        return sut.active();
      };
      expect(await activeAt(start.getTime() - 1)).toBeNull();
      expect(await activeAt(start.getTime())).toEqual(window);
      expect(await activeAt(end.getTime() - 1)).toEqual(window);
      expect(await activeAt(end.getTime())).toBeNull();
      // A time given wins over the clock (an order timer asks about the end of a waiting time).
      expect(await sut.active(start)).toEqual(window);
      expect(MaintenanceService.isActive(window, new Date(end.getTime() - 1))).toBe(true);
      expect(MaintenanceService.isActive(null, start)).toBe(false);
      await sut.onModuleDestroy();
    });

    it('ignores a stored window whose end is not after its start', async () => {
      const { sut, clock } = await newTestService(MaintenanceService, [
        [MaintenanceRepository, settings({ start: window.end, end: window.start })],
      ]);
      clock.set(start.getTime() + 1000);
      expect(await sut.active()).toBeNull();
      await sut.onModuleDestroy();
    });
  });
});
