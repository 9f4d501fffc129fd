// Officers' messages to the parties and requests for evidence on the case page (issue 25; namespace
// `admin`, key `caseRequests`).
import type { CaseRequestsTexts } from './en';

export const caseRequests_vi_VN: CaseRequestsTexts = {
  message: {
    title: 'Nhắn cho hai bên',
    hint: 'Hai bên thấy tin nhắn trong trò chuyện của đơn, được đánh dấu là nhân viên. Mẫu được gửi bằng ngôn ngữ của từng bên.',
    mode: {
      TEXT: 'Tự nhập',
      TEMPLATE: 'Mẫu',
    },
    text: 'Tin nhắn',
    textPlaceholder: 'Viết cho hai bên',
    textRequired: 'Nhập từ 1 đến 1000 ký tự',
    template: 'Mẫu',
    templateRequired: 'Chọn một mẫu',
    templates: {
      PAYMENT_RECEIPT: 'Vui lòng tải lên biên lai thanh toán',
      BANK_STATEMENT: 'Vui lòng tải lên sao kê ngân hàng cho thấy tiền đã vào',
      UNDER_REVIEW: 'Vụ việc đang được xem xét',
      REPLY_WITHIN: 'Vui lòng trả lời trong thời hạn',
    },
    hours: 'Số giờ để trả lời',
    send: 'Gửi cho hai bên',
    sent: 'Đã gửi tin nhắn cho hai bên',
    closed: 'Vụ việc đã đóng: không thể nhắn thêm.',
  },
  request: {
    title: 'Yêu cầu bằng chứng',
    side: 'Yêu cầu',
    note: 'Cần gì',
    notePlaceholder: 'vd: sao kê ngân hàng ngày thanh toán',
    noteRequired: 'Nhập từ 1 đến 500 ký tự',
    hours: 'Thời hạn (giờ)',
    hoursRange: 'Từ 1 đến 72 giờ',
    send: 'Yêu cầu bằng chứng',
    sent: 'Đã gửi yêu cầu: bên đó thấy trong ứng dụng và qua email',
    notOpen: 'Chỉ có thể yêu cầu bằng chứng khi vụ việc đang mở.',
  },
  list: {
    title: 'Yêu cầu bằng chứng',
    empty: 'Chưa có yêu cầu.',
    state: {
      OPEN: 'Đang chờ',
      ANSWERED: 'Đã trả lời',
      OVERDUE: 'Quá hạn',
    },
    due: 'Hạn {{time}}',
    answered: 'Trả lời lúc {{time}}',
    by: 'Yêu cầu bởi {{name}}',
  },
  staff: 'Nhân viên · {{name}}',
};
