import type { PayoutsTexts } from './en';

export const payouts_vi_VN: PayoutsTexts = {
  title: 'Khoản chi',
  empty: 'Không có khoản chi nào được xếp hàng cho đơn hàng này.',
  loadFailed: 'Không thể tải các khoản chi.',
  retry: 'Thử lại',
  kind: {
    RELEASE: 'Giải phóng cho người mua',
    REFUND: 'Hoàn tiền cho người bán',
    WITHDRAWAL: 'Rút tiền',
    RETURN: 'Trả lại người gửi',
  },
  status: {
    QUEUED: 'Đang xếp hàng',
    SENT: 'Đã gửi, đang xác nhận',
    CONFIRMED: 'Đã xác nhận',
    FAILED: 'Thất bại hoàn toàn',
  },
  amount: 'Số lượng',
  to: 'Địa chỉ nhận',
  txHashes: 'Mã băm giao dịch',
  noTx: 'Chưa ký giao dịch nào',
  lastError: 'Lỗi gần nhất',
  attempts: 'Số giao dịch đã ký',
  confirmations: 'Số xác nhận',
  updated: 'Cập nhật',
  failedHint:
    'Coin của đơn hàng này không thuộc về ai cho đến khi khoản chi được gửi lại. Hãy khắc phục nguyên nhân trước (ví dụ nạp thêm vào ví ký quỹ): xem sổ tay vận hành, mục "Khoản chi thất bại hoàn toàn".',
  requeue: 'Xếp hàng lại…',
  requeueTitle: 'Gửi lại khoản chi này?',
  requeueBody:
    'Cùng khoản chi ({{ref}}) quay lại hàng đợi và được ký lại; với khoản giải phóng, đơn hàng quay về chờ xác nhận trên chuỗi.',
  remarks: 'Lý do gửi lại (lưu trong nhật ký kiểm toán)',
  confirm: 'Xếp hàng lại khoản chi',
  cancel: 'Quay lại',
  done: 'Đã xếp hàng lại khoản chi: sẽ được ký và gửi lại.',
  refused:
    'Chưa xếp hàng lại: khoản chi chưa thất bại hoàn toàn, hoặc đơn hàng không còn ở trạng thái bị thu hồi. Màn hình hiện hiển thị trạng thái hiện tại.',
  adminOnly: 'Chỉ quản trị viên mới có thể xếp hàng lại khoản chi đã thất bại hoàn toàn.',
};
