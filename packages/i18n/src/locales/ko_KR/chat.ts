import type { CommonTexts } from '../en/common.js';

/** The order chat texts (`common.chat`; issue 12). */
export const chat: CommonTexts['chat'] = {
  counterparty: '거래 상대방',
  order: '주문 {{id}}',
  viewOrder: '주문 보기',
  evidence: '메시지는 이의 신청 증거로 주문과 함께 보관됩니다. 비밀번호는 절대 공유하지 마세요.',
  loading: '메시지를 불러오는 중…',
  loadingOlder: '이전 메시지를 불러오는 중…',
  start: '대화의 시작입니다',
  empty: '아직 메시지가 없습니다',
  emptyHint: '인사를 건네거나 결제 증빙을 이미지로 보내세요',
  loadFailed: '메시지를 불러오지 못했습니다',
  retry: '다시 시도',
  noOrder: '선택한 주문이 없습니다',
  toOrders: '내 주문',
  placeholder: '메시지 입력',
  send: '보내기',
  image: '이미지 보내기',
  imageAlt: '채팅에서 보낸 이미지',
  imageLoading: '이미지를 불러오는 중…',
  imageFailed: '이미지를 불러오지 못했습니다',
  close: '닫기',
  uploading: '이미지를 보내는 중…',
  wrongType: 'JPG, JPEG, PNG, BMP 이미지만 보낼 수 있습니다',
  tooLarge: '이미지는 1MB 미만이어야 합니다',
  sendFailed: '메시지를 보내지 못했습니다. 다시 시도해 주세요',
  tooLong: '너무 깁니다: {{length}}/{{max}}자',
  read: '읽음',
  sent: '보냄',
  // Messages of appeal officers (issue 25), marked as staff; the templates are rendered by the API.
  staff: '운영팀',
  staffName: '이의 제기 담당자 {{name}}',
  staffTemplates: {
    PAYMENT_RECEIPT: '이의 제기에 결제 영수증(이체 완료 화면 캡처 또는 PDF)을 증거로 올려 주세요.',
    BANK_STATEMENT: '입금 여부가 나타난 은행 거래 내역서를 올려 주세요.',
    UNDER_REVIEW:
      '이의 제기 담당자가 사건을 검토하고 있습니다. 추가로 필요한 것이 있으면 여기에 알려 드리겠습니다.',
    REPLY_WITHIN: '{{hours}}시간 안에 답해 주세요. 이후에는 제출된 증거로 결정합니다.',
  },
  staffRequest: {
    BUYER: '구매자에게 {{due}}까지 증거를 요청합니다: {{note}}',
    SELLER: '판매자에게 {{due}}까지 증거를 요청합니다: {{note}}',
  },
  // The chat history (/chatList; issue 26): every order's chat, the newest first.
  list: {
    buying: '구매',
    selling: '판매',
    image: '이미지',
    mine: '나: {{text}}',
    empty: '아직 채팅이 없습니다',
    emptyHint: '각 주문의 거래 상대방과 주고받은 메시지가 여기에 표시됩니다',
    end: '더 이상 채팅이 없습니다',
    unread_one: '읽지 않은 메시지 {{count}}개',
    unread_other: '읽지 않은 메시지 {{count}}개',
  },
};
