// Officers' messages to the parties and requests for evidence on the case page (issue 25; namespace
// `admin`, key `caseRequests`).
import type { CaseRequestsTexts } from './en';

export const caseRequests_zh_TW: CaseRequestsTexts = {
  message: {
    title: '傳訊息給雙方',
    hint: '雙方會在訂單聊天中看到此訊息，並標示為客服。範本會以各方的語言傳送。',
    mode: {
      TEXT: '自由輸入',
      TEMPLATE: '範本',
    },
    text: '訊息',
    textPlaceholder: '寫給雙方',
    textRequired: '請輸入 1 至 1000 個字元',
    template: '範本',
    templateRequired: '請選擇範本',
    templates: {
      PAYMENT_RECEIPT: '請上傳付款憑證',
      BANK_STATEMENT: '請上傳顯示入帳的銀行對帳單',
      UNDER_REVIEW: '案件審核中',
      REPLY_WITHIN: '請在時限內回覆',
    },
    hours: '回覆時限（小時）',
    send: '傳送給雙方',
    sent: '訊息已傳送給雙方',
    closed: '案件已結案，無法再傳訊息。',
  },
  request: {
    title: '要求提供證據',
    side: '要求對象',
    note: '需要的資料',
    notePlaceholder: '例如：付款當日的銀行對帳單',
    noteRequired: '請輸入 1 至 500 個字元',
    hours: '時限（小時）',
    hoursRange: '1 至 72 小時',
    send: '要求提供證據',
    sent: '已送出要求：該方會在 App 及郵件中看到',
    notOpen: '僅能在案件進行中要求提供證據。',
  },
  list: {
    title: '證據要求',
    empty: '尚無要求。',
    state: {
      OPEN: '待回覆',
      ANSWERED: '已回覆',
      OVERDUE: '已逾時',
    },
    due: '期限 {{time}}',
    answered: '回覆於 {{time}}',
    by: '由 {{name}} 提出',
  },
  staff: '客服 · {{name}}',
};
