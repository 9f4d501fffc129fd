import type { CreditTexts } from '../en/credit.js';

/** Credit texts (`common.credit`; issue 14), loaded with /reputationScore (see ../en/credit.ts). */
export const credit: CreditTexts = {
  score: {
    label: 'คะแนนเครดิตปัจจุบัน',
    points: '{{score}} คะแนน',
    canPost: 'คุณสามารถลงประกาศและซื้อขายได้',
  },
  rules: {
    title: 'กฎคะแนนเครดิต',
    minimum: 'ต้องมีคะแนน {{min}} ขึ้นไปจึงจะลงประกาศได้',
    cancellation: 'การยกเลิก {{free}} ครั้งแรกของแต่ละวันไม่เสียคะแนน หลังจากนั้นหัก {{deduct}} คะแนนต่อครั้ง',
    appealLost: 'แพ้การอุทธรณ์ถูกหัก {{points}} คะแนน',
    malicious: 'การอุทธรณ์โดยเจตนาร้ายอาจถูกหักคะแนนทั้งหมด',
  },
  cancellations: {
    title: 'สิทธิ์ยกเลิกฟรีที่เหลือวันนี้',
    left: '{{remaining}} จาก {{free}}',
  },
  record: {
    title: 'ประวัติเครดิต',
    empty: 'ยังไม่มีการเปลี่ยนแปลงคะแนนเครดิต',
    emptyHint: 'การยกเลิก ผลการอุทธรณ์ และการปรับคะแนนจะแสดงที่นี่',
    end: 'ไม่มีรายการเพิ่มเติม',
    after: 'คะแนนหลังเปลี่ยน: {{score}}',
    order: 'คำสั่งซื้อ {{id}}',
    free: 'ยกเลิกฟรี',
    reasons: {
      CANCELLED: 'ยกเลิกคำสั่งซื้อ',
      DEPOSIT_TIMEOUT: 'ไม่ฝากเหรียญภายในเวลา',
      PAY_TIMEOUT: 'ไม่ชำระเงินภายในเวลา',
      APPEAL_LOST: 'แพ้การอุทธรณ์',
      MALICIOUS_APPEAL: 'อุทธรณ์โดยเจตนาร้าย',
      ADJUSTMENT: 'ฝ่ายบริการลูกค้าปรับคะแนน',
    },
  },
  retry: 'ลองอีกครั้ง',
};
