import type { CommonTexts } from '../en/common.js';

/** The order chat texts (`common.chat`; issue 12). */
export const chat: CommonTexts['chat'] = {
  counterparty: 'Đối tác giao dịch',
  order: 'Đơn hàng {{id}}',
  viewOrder: 'Xem đơn hàng',
  evidence: 'Tin nhắn được lưu cùng đơn hàng làm bằng chứng khi khiếu nại. Tuyệt đối không chia sẻ mật khẩu.',
  loading: 'Đang tải tin nhắn…',
  loadingOlder: 'Đang tải tin nhắn cũ hơn…',
  start: 'Đây là đầu cuộc trò chuyện',
  empty: 'Chưa có tin nhắn',
  emptyHint: 'Hãy chào hỏi, hoặc gửi ảnh chứng từ thanh toán',
  loadFailed: 'Không tải được tin nhắn',
  retry: 'Thử lại',
  noOrder: 'Chưa chọn đơn hàng',
  toOrders: 'Đơn hàng của tôi',
  placeholder: 'Nhập tin nhắn',
  send: 'Gửi',
  image: 'Gửi ảnh',
  imageAlt: 'Ảnh gửi trong cuộc trò chuyện',
  imageLoading: 'Đang tải ảnh…',
  imageFailed: 'Không tải được ảnh',
  close: 'Đóng',
  uploading: 'Đang gửi ảnh…',
  wrongType: 'Chỉ có thể gửi ảnh JPG, JPEG, PNG hoặc BMP',
  tooLarge: 'Ảnh phải nhỏ hơn 1 MB',
  sendFailed: 'Tin nhắn chưa được gửi, vui lòng thử lại',
  tooLong: 'Quá dài: {{length}}/{{max}} ký tự',
  read: 'Đã xem',
  sent: 'Đã gửi',
  // Messages of appeal officers (issue 25), marked as staff; the templates are rendered by the API.
  staff: 'Nhân viên',
  staffName: 'Cán bộ khiếu nại {{name}}',
  staffTemplates: {
    PAYMENT_RECEIPT:
      'Vui lòng tải lên biên lai thanh toán (ảnh chụp màn hình hoặc PDF của giao dịch chuyển khoản đã hoàn tất) làm bằng chứng trong khiếu nại.',
    BANK_STATEMENT: 'Vui lòng tải lên sao kê ngân hàng cho thấy khoản thanh toán đã được ghi có hay chưa.',
    UNDER_REVIEW:
      'Cán bộ xử lý khiếu nại đang xem xét vụ việc của bạn. Chúng tôi sẽ nhắn tại đây nếu cần thêm thông tin.',
    REPLY_WITHIN:
      'Vui lòng trả lời trong vòng {{hours}} giờ; sau đó vụ việc sẽ được quyết định dựa trên bằng chứng đã có.',
  },
  staffRequest: {
    BUYER: 'Yêu cầu bên mua cung cấp bằng chứng trước {{due}}: {{note}}',
    SELLER: 'Yêu cầu bên bán cung cấp bằng chứng trước {{due}}: {{note}}',
  },
  // The chat history (/chatList; issue 26): every order's chat, the newest first.
  list: {
    buying: 'Mua',
    selling: 'Bán',
    image: 'Hình ảnh',
    mine: 'Bạn: {{text}}',
    empty: 'Chưa có cuộc trò chuyện nào',
    emptyHint: 'Tin nhắn giữa bạn và đối tác của từng lệnh hiển thị ở đây',
    end: 'Không còn cuộc trò chuyện nào',
    unread_one: '{{count}} tin nhắn chưa đọc',
    unread_other: '{{count}} tin nhắn chưa đọc',
  },
};
