import { describe, expect, it } from 'vitest';
import { getDeviceUuid } from '../session/deviceId';
import { clearLocalData } from '../session/session';
import { applyRootFontSize, rootFontSize } from './rootFontSize';

describe('root font size', () => {
  it('scales with the width', () => {
    expect(rootFontSize(375)).toBe(28.5);
    expect(rootFontSize(414)).toBeCloseTo(31.46, 2);
    expect(rootFontSize(320)).toBeCloseTo(24.32, 2);
  });

  it('is fixed at 57px from 750px up', () => {
    expect(rootFontSize(750)).toBe(57);
    expect(rootFontSize(751)).toBe(57);
    expect(rootFontSize(1920)).toBe(57);
  });

  it('is applied to the document and follows a resize', () => {
    const stop = applyRootFontSize(window);
    expect(document.documentElement.style.fontSize).toBe(`${rootFontSize(window.innerWidth)}px`);
    Object.defineProperty(window, 'innerWidth', { value: 375, configurable: true });
    window.dispatchEvent(new Event('resize'));
    expect(document.documentElement.style.fontSize).toBe('28.5px');
    stop();
  });
});

describe('device uuid', () => {
  it('is generated once and kept in localStorage, also through logout', () => {
    const first = getDeviceUuid();
    expect(first).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(getDeviceUuid()).toBe(first);
    expect(localStorage.getItem('uuid')).toBe(first);
    localStorage.setItem('orderButtonPosition', '{}');
    clearLocalData();
    expect(localStorage.getItem('orderButtonPosition')).toBeNull();
    expect(getDeviceUuid()).toBe(first);
  });
});
