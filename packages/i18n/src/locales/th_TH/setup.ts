import type { SetupTexts } from '../en/setup.js';

/** The setup checklist's texts (`common.setup`; issue 26), loaded with the checklist (see ../en/setup.ts). */
export const setup: SetupTexts = {
  title: 'เตรียมพร้อมก่อนซื้อขาย',
  intro: 'ทำขั้นตอนเหล่านี้ให้ครบเพื่อลงประกาศและสั่งซื้อขาย',
  progress: 'เสร็จแล้ว {{done}} จาก {{total}}',
  done: 'เสร็จแล้ว',
  todo: 'ยังไม่เสร็จ',
  open: 'ตั้งค่า',
  steps: {
    nickname: { label: 'ชื่อเล่น', hint: 'ชื่อที่ผู้ซื้อขายคนอื่นเห็นในประกาศและคำสั่งของคุณ' },
    securityPassword: { label: 'รหัสผ่านความปลอดภัย', hint: 'ใช้ยืนยันการปล่อยเหรียญและการถอน' },
    receivingAddress: { label: 'ที่อยู่รับ USDT', hint: 'ที่อยู่ที่เหรียญที่คุณซื้อจะถูกโอนเข้า' },
    paymentMethod: { label: 'ช่องทางการชำระเงิน', hint: 'อย่างน้อยหนึ่งช่องทางให้ผู้ซื้อชำระเงินให้คุณ' },
    identity: { label: 'การยืนยันตัวตน (KYC)', hint: 'ผูกกระเป๋าเงินยืนยันตัวตนที่คุณใช้ยืนยันตัวตน' },
  },
  identityInWallet: 'การซื้อขายต้องยืนยันตัวตนขั้นสูง: ทำให้เสร็จในแอปกระเป๋าเงินยืนยันตัวตน ขั้นตอนนี้จะถูกทำเครื่องหมายเองเมื่อเสร็จ',
  blocked: {
    publish: 'ก่อนลงประกาศ โปรดทำขั้นตอนเหล่านี้ให้เสร็จ:',
    order: 'ก่อนสั่งซื้อขาย โปรดทำขั้นตอนเหล่านี้ให้เสร็จ:',
  },
  draft: {
    restored: 'ข้อมูลที่คุณกรอกไว้ก่อนหน้านี้กลับมาแล้ว',
    discard: 'ทิ้ง',
  },
};
