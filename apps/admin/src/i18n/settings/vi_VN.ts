import type { SettingsTexts } from './en';

export const settings_vi_VN: SettingsTexts = {
  tab: 'Tín dụng',
  userTab: 'Hạn mức',
  saved: 'Đã lưu. Áp dụng từ yêu cầu tiếp theo.',
  cancel: 'Hủy',
  loadFailed: 'Không tải được cài đặt.',
  retry: 'Thử lại',
  credit: {
    title: 'Quy tắc tín dụng',
    hint: 'Số điểm bị trừ khỏi điểm tín dụng của nhà giao dịch (ban đầu 100; dưới 60 không thể đăng quảng cáo). Quy tắc đã lưu áp dụng ngay cho lần hủy hoặc khiếu nại tiếp theo.',
    rule: 'Quy tắc',
    deduct: 'Điểm bị trừ',
    free: 'Số lần hủy miễn phí mỗi ngày',
    description: 'Mô tả',
    edit: 'Sửa',
    editTitle: 'Sửa quy tắc: {{rule}}',
    save: 'Lưu',
    cancellationTag: 'Quy tắc hủy',
    deductInvalid: 'Nhập số nguyên từ {{min}} đến {{max}}',
    freeInvalid: 'Nhập số nguyên từ 0 đến {{max}}',
    freeOnlyCancellation: 'Chỉ quy tắc hủy mới có số lần hủy miễn phí.',
    types: {
      CANCEL_ORDER: 'Hủy đơn hàng',
      DEPOSIT_TIMEOUT: 'Người bán không ký quỹ kịp thời',
      PAY_TIMEOUT: 'Người mua không thanh toán kịp thời',
      APPEAL_LOST: 'Thua khiếu nại',
      MALICIOUS_APPEAL: 'Khiếu nại ác ý',
    },
    effects: {
      CANCEL_ORDER:
        'Áp dụng cho mọi lần hủy, kể cả quá hạn: vài lần đầu trong một ngày UTC được miễn phí, mỗi lần sau đó bị trừ số điểm này.',
      DEPOSIT_TIMEOUT:
        'Được tính là một lần hủy: áp dụng các con số của quy tắc hủy, không phải các con số này.',
      PAY_TIMEOUT: 'Được tính là một lần hủy: áp dụng các con số của quy tắc hủy, không phải các con số này.',
      APPEAL_LOST: 'Trừ vào bên thua khiếu nại (ít nhất 1 điểm).',
      MALICIOUS_APPEAL: 'Khiếu nại ác ý lấy toàn bộ điểm; số điểm ở đây chỉ để tham khảo.',
    },
  },
  defaults: {
    title: 'Hạn mức giao dịch của tài khoản mới',
    hint: 'Các tài khoản được tạo từ bây giờ nhận các hạn mức này. Tài khoản hiện có giữ hạn mức riêng; thay đổi ở thẻ Hạn mức của nhà giao dịch.',
    builtIn: 'Mặc định có sẵn',
    save: 'Lưu mặc định',
  },
  limits: {
    buyAdLimit: 'Quảng cáo mua cùng lúc',
    sellAdLimit: 'Quảng cáo bán cùng lúc',
    initiatedBuyLimit: 'Đơn đang mở do mình mua',
    initiatedSellLimit: 'Đơn đang mở do mình bán',
    pendingOrderLimit: 'Tổng số đơn đang mở',
    invalid: 'Nhập số nguyên từ 0 đến {{max}}',
    hints: {
      buyAdLimit: 'Số quảng cáo mua nhà giao dịch đã đăng và chưa đóng (lỗi 5019 khi vượt).',
      sellAdLimit: 'Số quảng cáo bán nhà giao dịch đã đăng và chưa đóng (lỗi 5020 khi vượt).',
      initiatedBuyLimit: 'Số đơn đang mở mà nhà giao dịch bắt đầu với vai trò người mua (lỗi 5021 khi vượt).',
      initiatedSellLimit:
        'Số đơn đang mở mà nhà giao dịch bắt đầu với vai trò người bán (lỗi 5022 khi vượt).',
      pendingOrderLimit: 'Số đơn đang mở của nhà giao dịch ở bất kỳ phía nào (lỗi 5023 khi vượt).',
    },
  },
  user: {
    title: 'Hạn mức giao dịch',
    belowOpen:
      'Có thể đặt hạn mức thấp hơn số đang mở hiện tại: những gì đang mở vẫn giữ nguyên, quảng cáo hoặc đơn mới bị từ chối cho đến khi số lượng xuống dưới hạn mức.',
    save: 'Lưu hạn mức',
  },
};
