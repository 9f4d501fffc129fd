import type { CreditTexts } from '../en/credit.js';

/** Credit texts (`common.credit`; issue 14), loaded with /reputationScore (see ../en/credit.ts). */
export const credit: CreditTexts = {
  score: {
    label: 'Điểm tín dụng hiện tại',
    points: '{{score}} điểm',
    canPost: 'Bạn có thể đăng quảng cáo và giao dịch',
  },
  rules: {
    title: 'Quy tắc tín dụng',
    minimum: 'Cần từ {{min}} điểm trở lên để đăng quảng cáo',
    cancellation:
      '{{free}} lần hủy đầu tiên mỗi ngày được miễn phí; mỗi lần hủy sau đó bị trừ {{deduct}} điểm',
    appealLost: 'Thua khiếu nại bị trừ {{points}} điểm',
    malicious: 'Khiếu nại ác ý có thể bị trừ toàn bộ điểm',
  },
  cancellations: {
    title: 'Lượt hủy miễn phí còn lại hôm nay',
    left: '{{remaining}} / {{free}}',
  },
  figures: {
    title: 'Hồ sơ giao dịch của bạn',
    orders: 'Lệnh được tính',
    completion: 'Tỷ lệ hoàn thành',
    note: 'Các số liệu này tính lệnh đã hoàn thành và lệnh thất bại do bạn: bạn hủy sau khi lệnh được nhận, bạn quá hạn (ký quỹ hoặc thanh toán), bạn thua khiếu nại. Lệnh bị bên kia hủy, hoặc bị từ chối trước khi nhận, không tính cho ai.',
  },
  record: {
    title: 'Lịch sử tín dụng',
    empty: 'Chưa có thay đổi điểm tín dụng',
    emptyHint: 'Các lần hủy, kết quả khiếu nại và điều chỉnh sẽ hiển thị ở đây',
    end: 'Không còn bản ghi nào',
    after: 'Điểm sau thay đổi: {{score}}',
    order: 'Đơn hàng {{id}}',
    free: 'Hủy miễn phí',
    reasons: {
      CANCELLED: 'Đã hủy đơn hàng',
      DEPOSIT_TIMEOUT: 'Không nạp tiền đúng hạn',
      PAY_TIMEOUT: 'Không thanh toán đúng hạn',
      APPEAL_LOST: 'Thua khiếu nại',
      MALICIOUS_APPEAL: 'Khiếu nại ác ý',
      ADJUSTMENT: 'Bộ phận CSKH điều chỉnh',
    },
  },
  retry: 'Thử lại',
};
