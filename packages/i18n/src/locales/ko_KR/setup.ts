import type { SetupTexts } from '../en/setup.js';

/** The setup checklist's texts (`common.setup`; issue 26), loaded with the checklist (see ../en/setup.ts). */
export const setup: SetupTexts = {
  title: '거래 준비하기',
  intro: '아래 단계를 마치면 광고를 게시하고 주문할 수 있습니다.',
  progress: '{{total}}개 중 {{done}}개 완료',
  done: '완료',
  todo: '미완료',
  open: '설정하기',
  steps: {
    nickname: { label: '닉네임', hint: '다른 거래자가 내 광고와 주문에서 보는 이름' },
    securityPassword: { label: '보안 비밀번호', hint: '코인 전송과 출금을 확인합니다' },
    receivingAddress: { label: 'USDT 수령 주소', hint: '구매한 코인이 지급되는 주소' },
    paymentMethod: { label: '결제 수단', hint: '구매자가 대금을 보낼 수단을 하나 이상 추가하세요' },
    identity: { label: '신원 인증(KYC)', hint: '신원 인증을 마친 신원 지갑을 연결하세요' },
  },
  identityInWallet:
    '거래하려면 고급 신원 인증이 필요합니다. 신원 지갑 앱에서 완료하세요. 완료되면 이 단계가 자동으로 체크됩니다.',
  blocked: {
    publish: '광고를 게시하기 전에 다음 단계를 마치세요:',
    order: '주문하기 전에 다음 단계를 마치세요:',
  },
  draft: {
    restored: '이전에 입력한 내용을 되살렸습니다.',
    discard: '버리기',
  },
};
