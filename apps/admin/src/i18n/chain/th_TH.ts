import type { ChainTexts } from './en';

export const chain_th_TH: ChainTexts = {
  title: 'ตัวเฝ้าดูเชน',
  hint: 'เตือนเมื่อช้ากว่าโหนดเกิน {{blocks}} บล็อก หรือไม่มีรอบเกิน {{seconds}} วินาที',
  chain: 'เชน',
  head: 'บล็อกล่าสุด',
  cursor: 'อ่านถึง',
  lag: 'ความล่าช้า (บล็อก)',
  lastRound: 'รอบล่าสุด',
  status: 'สถานะ',
  ok: 'ทันปัจจุบัน',
  late: 'ล่าช้า',
  unreadable: 'อ่านโหนดไม่ได้',
  never: 'ยังไม่มีรอบ',
  secondsAgo: '{{count}} วินาทีที่แล้ว',
  failed: 'ไม่สามารถอ่านตัวเฝ้าดูเชนได้ จะลองใหม่ทุก 30 วินาที',
  none: 'ยังไม่ได้ตั้งค่าเชนใด',
};
