import type { PayoutsTexts } from './en';

export const payouts_ko_KR: PayoutsTexts = {
  title: '지급',
  empty: '이 주문에 대기 중인 지급이 없습니다.',
  loadFailed: '지급 내역을 불러올 수 없습니다.',
  retry: '다시 시도',
  kind: {
    RELEASE: '구매자에게 릴리스',
    REFUND: '판매자에게 환불',
    WITHDRAWAL: '출금',
    RETURN: '보낸 사람에게 반환',
  },
  status: {
    QUEUED: '대기 중',
    SENT: '전송됨, 확인 중',
    CONFIRMED: '확인됨',
    FAILED: '최종 실패',
  },
  amount: '수량',
  to: '받는 주소',
  txHashes: '트랜잭션 해시',
  noTx: '아직 서명된 트랜잭션이 없습니다',
  lastError: '마지막 오류',
  attempts: '서명된 트랜잭션 수',
  confirmations: '확인 수',
  updated: '업데이트',
  failedHint:
    '지급을 다시 보내기 전까지 이 주문의 코인은 누구에게도 지급되지 않습니다. 먼저 원인을 해결하세요(예: 에스크로 지갑 잔액 보충). 운영 매뉴얼의 "지급 최종 실패"를 참조하세요.',
  requeue: '다시 대기열에 넣기…',
  requeueTitle: '이 지급을 다시 보내시겠습니까?',
  requeueBody:
    '같은 지급({{ref}})이 대기열로 돌아가 새로 서명됩니다. 릴리스의 경우 주문은 체인 확인 대기 상태로 돌아갑니다.',
  remarks: '다시 보내는 이유(감사 로그에 기록됨)',
  confirm: '지급 다시 대기열에 넣기',
  cancel: '뒤로',
  done: '지급이 다시 대기열에 들어갔습니다. 새로 서명되어 전송됩니다.',
  refused:
    '다시 대기열에 넣지 않았습니다. 지급이 최종 실패 상태가 아니거나 주문이 더 이상 취소 상태가 아닙니다. 화면에 현재 상태가 표시됩니다.',
  adminOnly: '최종 실패한 지급은 관리자만 다시 대기열에 넣을 수 있습니다.',
};
