import { ApiError } from '@p2p/contracts/client';
import { describe, expect, it, vi } from 'vitest';
import {
  formatWindowTime,
  parseMaintenanceWindow,
  parseServerTime,
  readMaintenanceWindow,
} from './maintenance';
import { cancelPendingLogins, createUnauthorizedHandler, LOGIN_REDIRECT_DELAY_MS } from './unauthorized';

function setup(path = '/order') {
  const deps = { clearSession: vi.fn(), navigate: vi.fn(), currentPath: () => path };
  return { deps, handle: createUnauthorizedHandler(deps) };
}

describe('the 401 rule (spec section 4)', () => {
  it('reads a 401 whose message holds a start/end list as maintenance: session cleared, times saved, /systemMaintenance', () => {
    const { deps, handle } = setup();
    const message = '["2026-12-01 02:00:00","2026-12-01 06:00:00"]';
    expect(handle(new ApiError('401', message, null, 401))).toBe(true);
    expect(deps.clearSession).toHaveBeenCalledTimes(1);
    expect(deps.navigate).toHaveBeenCalledWith('/systemMaintenance');
    expect(readMaintenanceWindow()).toEqual({ start: '2026-12-01 02:00:00', end: '2026-12-01 06:00:00' });
  });

  it('sends any other 401 to /login after 0.5 s, once', () => {
    vi.useFakeTimers();
    const { deps, handle } = setup();
    handle(new ApiError('401', 'Login is invalid, please log in again', null, 401));
    handle(new ApiError('401', 'Login is invalid, please log in again', null, 401));
    expect(deps.clearSession).toHaveBeenCalled();
    vi.advanceTimersByTime(LOGIN_REDIRECT_DELAY_MS - 1);
    expect(deps.navigate).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(deps.navigate).toHaveBeenCalledTimes(1);
    expect(deps.navigate).toHaveBeenCalledWith('/login');
    expect(LOGIN_REDIRECT_DELAY_MS).toBe(500);
  });

  it('drops a redirect still pending when asked (a 401 of one test never moves the app of the next), and a later 401 redirects again', () => {
    vi.useFakeTimers();
    const { deps, handle } = setup();
    handle(new ApiError('401', 'expired', null, 401));
    cancelPendingLogins();
    vi.advanceTimersByTime(LOGIN_REDIRECT_DELAY_MS * 2);
    expect(deps.navigate).not.toHaveBeenCalled();
    handle(new ApiError('401', 'expired', null, 401));
    vi.advanceTimersByTime(LOGIN_REDIRECT_DELAY_MS);
    expect(deps.navigate).toHaveBeenCalledTimes(1);
  });

  it('does not move a visitor who is already on /login', () => {
    vi.useFakeTimers();
    const { deps, handle } = setup('/login');
    handle(new ApiError('401', 'expired', null, 401));
    vi.advanceTimersByTime(1000);
    expect(deps.navigate).not.toHaveBeenCalled();
  });

  it('leaves other codes alone', () => {
    const { deps, handle } = setup();
    expect(handle(new ApiError('404', 'Not found', null, 404))).toBe(false);
    expect(deps.clearSession).not.toHaveBeenCalled();
  });
});

describe('maintenance window', () => {
  it('is a two-item list of times, in JSON, bracketed or as a data array', () => {
    expect(parseMaintenanceWindow('[1767225600000, 1767240000000]')).toEqual({
      start: '1767225600000',
      end: '1767240000000',
    });
    expect(parseMaintenanceWindow('[2026-12-01 02:00, 2026-12-01 04:00]')).toEqual({
      start: '2026-12-01 02:00',
      end: '2026-12-01 04:00',
    });
    expect(parseMaintenanceWindow(['2026-12-01T02:00:00Z', '2026-12-01T04:00:00Z'])).not.toBeNull();
  });

  it('is not read from an ordinary message, one time or three', () => {
    expect(parseMaintenanceWindow('Login is invalid, please log in again')).toBeNull();
    expect(parseMaintenanceWindow('["2026-12-01 02:00:00"]')).toBeNull();
    expect(parseMaintenanceWindow('["2026-12-01", "2026-12-02", "2026-12-03"]')).toBeNull();
  });

  it('reads zone-less times as UTC+8 and shows them in the user time zone', () => {
    expect(parseServerTime('2026-12-01 10:00:00')).toBe(Date.UTC(2026, 11, 1, 2, 0, 0));
    expect(formatWindowTime('2026-12-01 10:00:00', 'en-US', 'UTC')).toBe('Dec 1, 2026, 2:00 AM');
    expect(formatWindowTime('2026-12-01 10:00:00', 'en-US', 'Asia/Seoul')).toBe('Dec 1, 2026, 11:00 AM');
  });
});
