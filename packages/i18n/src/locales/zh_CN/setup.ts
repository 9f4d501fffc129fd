import type { SetupTexts } from '../en/setup.js';

/** The setup checklist's texts (`common.setup`; issue 26), loaded with the checklist (see ../en/setup.ts). */
export const setup: SetupTexts = {
  title: '开始交易前的准备',
  intro: '完成以下步骤即可发布广告和下单。',
  progress: '已完成 {{done}}/{{total}}',
  done: '已完成',
  todo: '待完成',
  open: '去设置',
  steps: {
    nickname: { label: '昵称', hint: '其他交易者在您的广告和订单中看到的名称' },
    securityPassword: { label: '安全密码', hint: '用于确认放币和提现' },
    receivingAddress: { label: 'USDT 收款地址', hint: '您买入的币将打到这个地址' },
    paymentMethod: { label: '收款方式', hint: '至少添加一种买家向您付款的方式' },
    identity: { label: '身份认证（KYC）', hint: '绑定您完成身份认证的身份钱包' },
  },
  identityInWallet: '交易需要高级身份认证：请在您的身份钱包 App 中完成。完成后此步骤会自动勾选。',
  blocked: {
    publish: '发布广告前，请先完成以下步骤：',
    order: '下单前，请先完成以下步骤：',
  },
  draft: {
    restored: '您之前填写的内容已恢复。',
    discard: '放弃',
  },
};
