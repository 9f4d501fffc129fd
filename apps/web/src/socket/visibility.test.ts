import { describe, expect, it, vi } from 'vitest';
import { hiddenReloadMs, watchVisibility } from './visibility';

function fakeDoc() {
  let listener: (() => void) | null = null;
  const doc = {
    visibilityState: 'visible' as DocumentVisibilityState,
    addEventListener: (_: string, fn: () => void) => (listener = fn),
    removeEventListener: () => (listener = null),
  };
  const set = (state: DocumentVisibilityState) => {
    doc.visibilityState = state;
    listener?.();
  };
  return { doc: doc as unknown as Document, set };
}

describe('page visibility', () => {
  it('restarts the unread check when the page is visible again', () => {
    const { doc, set } = fakeDoc();
    let now = 0;
    const onVisible = vi.fn();
    const reload = vi.fn();
    watchVisibility({ doc, onVisible, reload, now: () => now });
    set('hidden');
    now = 60_000;
    set('visible');
    expect(onVisible).toHaveBeenCalledTimes(1);
    expect(reload).not.toHaveBeenCalled();
  });

  it('reloads a page hidden for more than 5 minutes', () => {
    const { doc, set } = fakeDoc();
    let now = 0;
    const onVisible = vi.fn();
    const reload = vi.fn();
    watchVisibility({ doc, onVisible, reload, now: () => now });
    set('hidden');
    now = 5 * 60_000 + 1;
    set('visible');
    expect(reload).toHaveBeenCalledTimes(1);
    expect(onVisible).not.toHaveBeenCalled();
  });

  it('takes the indexRefreshSecond override from localStorage', () => {
    localStorage.setItem('indexRefreshSecond', '30');
    expect(hiddenReloadMs()).toBe(30_000);
    const { doc, set } = fakeDoc();
    let now = 0;
    const reload = vi.fn();
    watchVisibility({ doc, onVisible: vi.fn(), reload, now: () => now });
    set('hidden');
    now = 31_000;
    set('visible');
    expect(reload).toHaveBeenCalledTimes(1);
    localStorage.setItem('indexRefreshSecond', 'nonsense');
    expect(hiddenReloadMs()).toBe(300_000);
  });
});
