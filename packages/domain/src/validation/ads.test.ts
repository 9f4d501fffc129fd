import { AD_NOTES_MAX, containsContactOrLink, findContactOrLink, isValidAdNotes } from './ads.js';

describe('ad notes: no contact details or links', () => {
  it.each([
    ['see https://example.com', 'URL'],
    ['http://1.2.3.4/x', 'URL'],
    ['visit www.example', 'URL'],
    ['join t.me/mygroup', 'URL'],
    ['wa.me/123', 'URL'],
    ['shop at mystore.xyz', 'URL'],
    ['ＷＷＷ．ＥＸＡＭＰＬＥ．ＣＯＭ', 'URL'],
    ['mail me: bob@example.com', 'EMAIL'],
    ['ping @trader_bob', 'HANDLE'],
    ['call +84 912 345 678', 'PHONE'],
    ['+86-138-1234-5678', 'PHONE'],
    ['13812345678', 'PHONE'],
    ['010-1234-5678', 'PHONE'],
    ['0912 345 678', 'PHONE'],
    ['(02) 1234 5678', 'PHONE'],
    ['add my WeChat', 'MESSENGER'],
    ['telegram only', 'MESSENGER'],
    ['WhatsApp me', 'MESSENGER'],
    ['whats app', 'MESSENGER'],
    ['line id: bob', 'MESSENGER'],
    ['zalo nhanh', 'MESSENGER'],
    ['KakaoTalk', 'MESSENGER'],
    ['vx: bob', 'MESSENGER'],
    ['QQ号', 'MESSENGER'],
    ['加我微信', 'MESSENGER'],
    ['飞机联系', 'MESSENGER'],
    ['카톡 주세요', 'MESSENGER'],
    ['텔레그램', 'MESSENGER'],
    ['liên hệ sđt', 'MESSENGER'],
  ])('finds a contact in %p (%s)', (text, kind) => {
    expect(findContactOrLink(text)).toBe(kind);
    expect(containsContactOrLink(text)).toBe(true);
  });

  it.each([
    'Fast release, pay within 15 minutes',
    'Bank transfer only. Min 1.5 USDT',
    'Limit 1,000,000 VND per order',
    'Limit 100.000.000 VND',
    'Price 7.15, online 9:00-18:00',
    'Order 12345678 done',
    '付款后请点击已付款',
    '빠른 거래',
    'Chuyển khoản nhanh',
    'e.g. pay first',
    'Thanks!',
  ])('accepts %p', (text) => {
    expect(findContactOrLink(text)).toBeNull();
  });
});

describe('isValidAdNotes: at most 100 characters, no contact details or links', () => {
  it('accepts empty notes', () => {
    expect(isValidAdNotes('')).toBe(true);
    expect(isValidAdNotes(undefined)).toBe(true);
    expect(isValidAdNotes(null)).toBe(true);
  });

  it('accepts exactly 100 characters and refuses 101', () => {
    expect(AD_NOTES_MAX).toBe(100);
    expect(isValidAdNotes('a'.repeat(100))).toBe(true);
    expect(isValidAdNotes('a'.repeat(101))).toBe(false);
  });

  it('counts characters, not UTF-16 units', () => {
    expect(isValidAdNotes('😀'.repeat(100))).toBe(true);
  });

  it('refuses notes with a link', () => {
    expect(isValidAdNotes('go to www.example.com')).toBe(false);
  });

  it('refuses non-strings', () => {
    expect(isValidAdNotes(5)).toBe(false);
  });
});
