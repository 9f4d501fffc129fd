import { describe, expect, it, vi } from 'vitest';
import { saveChanges } from './forms';

describe('saving an edited row', () => {
  const row = { name: 'Tether', sort: 1, fiatCurrency: null as string | null };

  it('sends only the fields that changed, and closes once they are saved', () => {
    const send = vi.fn();
    const done = vi.fn();
    saveChanges(row, { name: 'Tether USD', sort: 1, fiatCurrency: null }, send, done);
    expect(send).toHaveBeenCalledTimes(1);
    expect(send.mock.calls[0]?.[0]).toEqual({ name: 'Tether USD' });
    expect(done).not.toHaveBeenCalled();
    (send.mock.calls[0]?.[1] as { onSuccess: () => void }).onSuccess();
    expect(done).toHaveBeenCalledTimes(1);
  });

  it('sends nothing and closes at once when no field changed', () => {
    const send = vi.fn();
    const done = vi.fn();
    saveChanges(row, { name: 'Tether', sort: 1, fiatCurrency: null }, send, done);
    expect(send).not.toHaveBeenCalled();
    expect(done).toHaveBeenCalledTimes(1);
  });

  it('stays open when the change is not saved (the failure is shown elsewhere)', () => {
    const done = vi.fn();
    saveChanges(row, { name: 'Tether', sort: 2, fiatCurrency: 'USD' }, () => undefined, done);
    expect(done).not.toHaveBeenCalled();
  });
});
