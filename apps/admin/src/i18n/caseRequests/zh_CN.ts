// Officers' messages to the parties and requests for evidence on the case page (issue 25; namespace
// `admin`, key `caseRequests`).
import type { CaseRequestsTexts } from './en';

export const caseRequests_zh_CN: CaseRequestsTexts = {
  message: {
    title: '给双方发消息',
    hint: '双方会在订单聊天中看到此消息，并标记为客服。模板会以各方的语言发送。',
    mode: {
      TEXT: '自由输入',
      TEMPLATE: '模板',
    },
    text: '消息',
    textPlaceholder: '写给双方',
    textRequired: '请输入 1 至 1000 个字符',
    template: '模板',
    templateRequired: '请选择模板',
    templates: {
      PAYMENT_RECEIPT: '请上传付款凭证',
      BANK_STATEMENT: '请上传显示到账的银行流水',
      UNDER_REVIEW: '案件审核中',
      REPLY_WITHIN: '请在时限内回复',
    },
    hours: '回复时限（小时）',
    send: '发送给双方',
    sent: '消息已发送给双方',
    closed: '案件已结案，无法再发消息。',
  },
  request: {
    title: '要求提供证据',
    side: '要求对象',
    note: '需要的资料',
    notePlaceholder: '例如：付款当天的银行流水',
    noteRequired: '请输入 1 至 500 个字符',
    hours: '时限（小时）',
    hoursRange: '1 至 72 小时',
    send: '要求提供证据',
    sent: '已发出要求：该方会在 App 和邮件中看到',
    notOpen: '仅能在案件进行中要求提供证据。',
  },
  list: {
    title: '证据要求',
    empty: '暂无要求。',
    state: {
      OPEN: '待回复',
      ANSWERED: '已回复',
      OVERDUE: '已逾期',
    },
    due: '期限 {{time}}',
    answered: '回复于 {{time}}',
    by: '由 {{name}} 提出',
  },
  staff: '客服 · {{name}}',
};
