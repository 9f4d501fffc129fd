import type { MerchantTexts } from './en';

export const merchantViVN: MerchantTexts = {
  title: 'Chứng nhận thương nhân',
  intro:
    'Thương nhân được chứng nhận có huy hiệu, đăng được quảng cáo pháp định và bảo đảm giao dịch bằng tiền ký quỹ trong ký thác.',
  rules: {
    kyc: 'Xác minh danh tính',
    kycNeed: 'Nâng cao',
    orders: 'Đơn hoàn thành',
    rate: 'Tỷ lệ hoàn thành',
    age: 'Tuổi tài khoản',
    guarantee: 'Tiền ký quỹ',
  },
  kyc: {
    NONE: 'Không',
    BASIC: 'Cơ bản',
    ADVANCED: 'Nâng cao',
  },
  days: '{{n}} ngày',
  yours: 'của bạn: {{value}}',
  apply: 'Đăng ký chứng nhận',
  status: {
    AWAITING_DEPOSIT: 'Đã nhận đơn: nộp tiền ký quỹ để gửi duyệt.',
    PENDING_REVIEW: 'Đã nhận ký quỹ: bộ phận hỗ trợ đang duyệt đơn.',
    APPROVED: 'Bạn là thương nhân được chứng nhận.',
    REFUSED: 'Đơn của bạn bị từ chối.',
    REVOKED: 'Chứng nhận của bạn bị thu hồi.',
    WITHDRAWN: 'Bạn đã từ bỏ chứng nhận.',
  },
  reason: 'Lý do: {{reason}}',
  guarantee: 'Ký quỹ: {{held}} / {{amount}} {{coin}}',
  topUp: 'Đã bồi thường từ tiền ký quỹ. Hãy nạp thêm trước khi đăng quảng cáo pháp định.',
  pay: 'Nộp tiền ký quỹ',
  payTopUp: 'Nạp thêm ký quỹ',
  giveUp: 'Từ bỏ chứng nhận',
  giveUpTitle: 'Từ bỏ chứng nhận?',
  giveUpText:
    'Quảng cáo pháp định sẽ ngoại tuyến. Tiền ký quỹ trả về địa chỉ của bạn khi không còn đơn hay khiếu nại mở.',
  gaveUp: 'Xong: tiền ký quỹ đang được trả lại.',
};
