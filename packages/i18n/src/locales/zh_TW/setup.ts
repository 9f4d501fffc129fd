import type { SetupTexts } from '../en/setup.js';

/** The setup checklist's texts (`common.setup`; issue 26), loaded with the checklist (see ../en/setup.ts). */
export const setup: SetupTexts = {
  title: '開始交易前的準備',
  intro: '完成以下步驟即可發布廣告和下單。',
  progress: '已完成 {{done}}/{{total}}',
  done: '已完成',
  todo: '待完成',
  open: '去設定',
  steps: {
    nickname: { label: '暱稱', hint: '其他交易者在您的廣告和訂單中看到的名稱' },
    securityPassword: { label: '安全密碼', hint: '用於確認放幣和提領' },
    receivingAddress: { label: 'USDT 收款地址', hint: '您買入的幣將打到這個地址' },
    paymentMethod: { label: '收款方式', hint: '至少新增一種買家向您付款的方式' },
    identity: { label: '身分驗證（KYC）', hint: '綁定您完成身分驗證的身分錢包' },
  },
  identityInWallet: '交易需要進階身分驗證：請在您的身分錢包 App 中完成。完成後此步驟會自動勾選。',
  blocked: {
    publish: '發布廣告前，請先完成以下步驟：',
    order: '下單前，請先完成以下步驟：',
  },
  draft: {
    restored: '您之前填寫的內容已恢復。',
    discard: '捨棄',
  },
};
