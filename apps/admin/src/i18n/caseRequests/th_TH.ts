// Officers' messages to the parties and requests for evidence on the case page (issue 25; namespace
// `admin`, key `caseRequests`).
import type { CaseRequestsTexts } from './en';

export const caseRequests_th_TH: CaseRequestsTexts = {
  message: {
    title: 'ส่งข้อความถึงทั้งสองฝ่าย',
    hint: 'ทั้งสองฝ่ายจะเห็นข้อความในแชตของคำสั่งซื้อ โดยมีเครื่องหมายเจ้าหน้าที่ แม่แบบจะส่งเป็นภาษาของแต่ละฝ่าย',
    mode: {
      TEXT: 'พิมพ์เอง',
      TEMPLATE: 'แม่แบบ',
    },
    text: 'ข้อความ',
    textPlaceholder: 'เขียนถึงทั้งสองฝ่าย',
    textRequired: 'พิมพ์ 1 ถึง 1000 ตัวอักษร',
    template: 'แม่แบบ',
    templateRequired: 'เลือกแม่แบบ',
    templates: {
      PAYMENT_RECEIPT: 'โปรดอัปโหลดหลักฐานการชำระเงิน',
      BANK_STATEMENT: 'โปรดอัปโหลดรายการเดินบัญชีที่แสดงยอดเงินเข้า',
      UNDER_REVIEW: 'กำลังพิจารณากรณีนี้',
      REPLY_WITHIN: 'โปรดตอบกลับภายในเวลาที่กำหนด',
    },
    hours: 'จำนวนชั่วโมงที่ให้ตอบ',
    send: 'ส่งถึงทั้งสองฝ่าย',
    sent: 'ส่งข้อความถึงทั้งสองฝ่ายแล้ว',
    closed: 'กรณีนี้ปิดแล้ว ส่งข้อความไม่ได้อีก',
  },
  request: {
    title: 'ขอหลักฐาน',
    side: 'ขอจาก',
    note: 'สิ่งที่ต้องการ',
    notePlaceholder: 'เช่น รายการเดินบัญชีของวันที่ชำระเงิน',
    noteRequired: 'พิมพ์ 1 ถึง 500 ตัวอักษร',
    hours: 'กำหนดเวลา (ชั่วโมง)',
    hoursRange: '1 ถึง 72 ชั่วโมง',
    send: 'ขอหลักฐาน',
    sent: 'ส่งคำขอแล้ว ฝ่ายนั้นจะเห็นในแอปและทางอีเมล',
    notOpen: 'ขอหลักฐานได้เฉพาะเมื่อกรณียังเปิดอยู่',
  },
  list: {
    title: 'คำขอหลักฐาน',
    empty: 'ยังไม่มีคำขอ',
    state: {
      OPEN: 'รอตอบ',
      ANSWERED: 'ตอบแล้ว',
      OVERDUE: 'เลยกำหนด',
    },
    due: 'กำหนด {{time}}',
    answered: 'ตอบเมื่อ {{time}}',
    by: 'ขอโดย {{name}}',
  },
  staff: 'เจ้าหน้าที่ · {{name}}',
};
