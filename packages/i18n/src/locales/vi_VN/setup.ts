import type { SetupTexts } from '../en/setup.js';

/** The setup checklist's texts (`common.setup`; issue 26), loaded with the checklist (see ../en/setup.ts). */
export const setup: SetupTexts = {
  title: 'Sẵn sàng giao dịch',
  intro: 'Hoàn tất các bước sau để đăng quảng cáo và đặt lệnh.',
  progress: 'Đã xong {{done}}/{{total}}',
  done: 'Đã xong',
  todo: 'Chưa xong',
  open: 'Thiết lập',
  steps: {
    nickname: {
      label: 'Biệt danh',
      hint: 'Tên mà các nhà giao dịch khác thấy trên quảng cáo và lệnh của bạn',
    },
    securityPassword: { label: 'Mật khẩu bảo mật', hint: 'Xác nhận việc giải phóng coin và rút tiền' },
    receivingAddress: { label: 'Địa chỉ nhận USDT', hint: 'Nơi nhận số coin bạn mua' },
    paymentMethod: {
      label: 'Phương thức thanh toán',
      hint: 'Ít nhất một cách để người mua trả tiền cho bạn',
    },
    identity: {
      label: 'Xác minh danh tính (KYC)',
      hint: 'Liên kết ví định danh bạn đã dùng để xác minh danh tính',
    },
  },
  identityInWallet:
    'Giao dịch cần xác minh danh tính nâng cao: hãy hoàn tất trong ứng dụng ví định danh. Bước này sẽ tự đánh dấu khi xong.',
  blocked: {
    publish: 'Trước khi đăng quảng cáo, hãy hoàn tất các bước sau:',
    order: 'Trước khi đặt lệnh, hãy hoàn tất các bước sau:',
  },
  draft: {
    restored: 'Nội dung bạn đã nhập trước đó đã được khôi phục.',
    discard: 'Bỏ',
  },
};
