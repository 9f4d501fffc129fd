import type { AdminTexts } from './en';
import { audit_vi_VN } from './audit/vi_VN';
import { staffAdmin_vi_VN } from './staffAdmin/vi_VN';
import { chain_vi_VN } from './chain/vi_VN';
import { caseRequests_vi_VN } from './caseRequests/vi_VN';
import { desk_vi_VN } from './desk/vi_VN';
import { payouts_vi_VN } from './payouts/vi_VN';
import { nfts_vi_VN } from './nfts/vi_VN';
import { ops_vi_VN } from './ops/vi_VN';
import { merchants_vi_VN } from './merchants/vi_VN';
import { support_vi_VN } from './support/vi_VN';
import { trading_vi_VN } from './trading/vi_VN';
import { settings_vi_VN } from './settings/vi_VN';

export const vi_VN: AdminTexts = {
  consoleName: 'Bảng điều khiển nhân viên',
  loading: 'Đang tải…',
  roles: {
    APPEAL_OFFICER: 'Nhân viên xử lý khiếu nại',
    CUSTOMER_SERVICE: 'Chăm sóc khách hàng',
    ADMIN: 'Quản trị viên',
    unknown: 'Vai trò không xác định',
  },
  roleSummary: {
    APPEAL_OFFICER: 'Xem xét và quyết định các khiếu nại giao dịch.',
    CUSTOMER_SERVICE: 'Hỗ trợ người giao dịch, theo dõi khiếu nại và quản lý tài khoản, quảng cáo, đơn hàng.',
    ADMIN: 'Toàn quyền, bao gồm cấu hình và vận hành chợ.',
    unknown: 'Bảng điều khiển không nhận ra vai trò này nên không thể mở khu vực nào.',
  },
  login: {
    title: 'Đăng nhập nhân viên',
    subtitle: 'Đăng nhập bằng tài khoản nhân viên để mở bảng điều khiển.',
    email: 'Email',
    emailPlaceholder: 'name@company.com',
    emailRequired: 'Vui lòng nhập email',
    emailInvalid: 'Vui lòng nhập địa chỉ email hợp lệ',
    password: 'Mật khẩu',
    passwordPlaceholder: 'Mật khẩu của bạn',
    passwordRequired: 'Vui lòng nhập mật khẩu',
    submit: 'Đăng nhập',
    restricted: 'Chỉ dành cho nhân viên được ủy quyền. Mọi lần đăng nhập đều được ghi lại.',
    totp: {
      enrolTitle: 'Thiết lập xác minh hai bước',
      enrolHint: 'Quét mã QR này bằng ứng dụng xác thực, rồi nhập mã 6 chữ số mà ứng dụng hiển thị.',
      secretLabel: 'Hoặc nhập khóa này theo cách thủ công',
      qrAlt: 'Mã QR cho ứng dụng xác thực của bạn',
      codeTitle: 'Xác minh hai bước',
      codeHint: 'Nhập mã 6 chữ số từ ứng dụng xác thực của bạn.',
      code: 'Mã xác minh',
      codeRequired: 'Vui lòng nhập mã 6 chữ số',
      confirm: 'Xác minh',
      back: 'Quay lại đăng nhập',
      expired: 'Bước đăng nhập này đã hết hạn. Vui lòng đăng nhập lại.',
    },
  },
  nav: {
    audit: audit_vi_VN.nav,
    staff: staffAdmin_vi_VN.nav,
    dashboard: 'Tổng quan',
    appeals: 'Khiếu nại',
    users: 'Người dùng',
    trading: 'Quảng cáo & Đơn hàng',
    config: 'Cấu hình',
    operations: 'Vận hành',
  },
  header: {
    language: 'Ngôn ngữ',
    signOut: 'Đăng xuất',
    signOutTitle: 'Đăng xuất khỏi bảng điều khiển?',
    signOutMessage: 'Bạn sẽ cần đăng nhập lại để tiếp tục.',
    cancel: 'Hủy',
    signedOut: 'Bạn đã đăng xuất',
    collapse: 'Thu gọn menu',
    expand: 'Mở rộng menu',
  },
  dashboard: {
    welcome: 'Xin chào, {{name}}',
    signedInAs: 'Đang đăng nhập với {{email}}',
    role: 'Vai trò',
    areasTitle: 'Khu vực của bạn',
    areasHint: 'Vai trò của bạn mở được các khu vực có nút Mở; các khu vực khác bị khóa.',
    open: 'Mở',
    locked: 'Không có quyền',
    healthTitle: 'Trạng thái hệ thống',
    healthApi: 'API',
    healthDatabase: 'Cơ sở dữ liệu',
    healthRedis: 'Redis',
    up: 'Hoạt động',
    down: 'Ngừng',
    ok: 'Hoạt động bình thường',
    degraded: 'Suy giảm',
    unreachable: 'Không kết nối được',
    unknown: 'Không rõ',
    checkedAt: 'Kiểm tra lúc {{time}}',
    refresh: 'Làm mới',
  },
  reserves: {
    title: 'Bằng chứng dự trữ',
    hint: 'Số dư trên chuỗi của ví ký quỹ bên cạnh số nền tảng đang nợ, theo từng chuỗi và token. Chênh lệch phải bằng 0.',
    token: 'Token',
    onChain: 'Trên chuỗi',
    owed: 'Phải trả',
    heldForDeposits: 'Giữ cho khoản nạp',
    tempBalances: 'Số dư tạm thời',
    pendingPayouts: 'Khoản chi đang chờ',
    unattributed: 'Chưa xác định chủ',
    unconfirmedDeposits: 'Khoản nạp chưa xác nhận',
    platformFees: 'Phí nền tảng',
    difference: 'Chênh lệch',
    block: 'Khối',
    balanced: 'Cân bằng',
    mismatch: 'Không khớp',
    readAt: 'Đọc lúc {{time}}',
    empty: 'Chưa cấu hình chuỗi nào.',
    failed: 'Không đọc được dự trữ. Thử lại sau mỗi 30 giây.',
    alertTitle: 'Dự trữ không khớp với chuỗi',
    alertLine: '{{token}} trên {{chain}}: chênh lệch {{difference}} (khối {{block}})',
    alertAction: 'Xem dự trữ',
    alertUnreadableTitle: 'Không đọc được dự trữ trên chuỗi',
    unreadable: 'Không đọc được',
    unreadableTitle: 'Số dư không đọc được trên chuỗi',
    unreadableLine: '{{token}} trên {{chain}} ({{address}}): {{reason}}',
    drainingTitle: 'Xoay khóa: các địa chỉ ký quỹ đã ngừng dùng vẫn còn tiền',
    drainingLine:
      '{{token}} trên {{chain}}: {{amount}} tại {{address}}, đang chuyển sang {{current}}. Các khoản chi trả chờ đến khi chuyển xong.',
    reasons: {
      CHAIN_UNREACHABLE: 'nút của chuỗi không phản hồi',
      BALANCE_UNREADABLE: 'không đọc được số dư tại địa chỉ hợp đồng này',
    },
  },
  areas: {
    audit: audit_vi_VN.area,
    staff: staffAdmin_vi_VN.area,
    comingSoon:
      'Công cụ của khu vực này sẽ có trong bản phát hành sau. Cho đến lúc đó, nơi này không hiển thị gì.',
    plannedTitle: 'Khu vực này sẽ gồm',
    forRoleTitle: 'Dành cho bạn với vai trò {{role}}',
    appeals: {
      description: 'Tranh chấp do người mua hoặc người bán đưa ra khi đơn hàng gặp sự cố.',
      planned: {
        queue: 'Hàng đợi khiếu nại đang mở kèm đơn hàng, các bên và thời hạn',
        evidence: 'Trò chuyện, chứng từ thanh toán và dòng thời gian của đơn hàng đặt cạnh nhau',
        decision: 'Quyết định giải phóng hoặc hoàn trả coin ký quỹ, kèm trừ điểm tín nhiệm',
      },
      forRole: {
        APPEAL_OFFICER: 'Bạn sẽ xem xét các khiếu nại được giao và đưa ra quyết định.',
        CUSTOMER_SERVICE:
          'Bạn sẽ theo dõi khiếu nại, liên hệ hai bên, thu thập bằng chứng và đưa ra quyết định.',
        ADMIN: 'Bạn sẽ giám sát mọi khiếu nại, giao lại khi cần và đưa ra quyết định.',
      },
    },
    users: {
      description: 'Tài khoản người giao dịch, xác minh danh tính và các hạn chế của họ.',
      planned: {
        search: 'Tìm người giao dịch theo email, biệt danh, ID hoặc địa chỉ ví',
        profile: 'Hồ sơ gồm xác minh danh tính, điểm tín nhiệm và trạng thái thương nhân',
        bans: 'Cấm đăng nhập, rút tiền, mua C2C hoặc bán C2C, kèm lý do',
      },
      forRole: {
        CUSTOMER_SERVICE: 'Bạn sẽ tra cứu người giao dịch để trả lời câu hỏi, áp dụng hoặc gỡ lệnh cấm.',
        ADMIN: 'Bạn sẽ quản lý mọi tài khoản, kể cả chứng nhận thương nhân và điều chỉnh điểm tín nhiệm.',
      },
    },
    trading: {
      description: 'Mọi quảng cáo trên chợ và mọi đơn hàng giữa những người giao dịch.',
      planned: {
        ads: 'Quảng cáo theo coin, giá, hạn mức và trạng thái; gỡ quảng cáo xuống',
        orders: 'Đơn hàng với toàn bộ lịch sử trạng thái và thời hạn',
        escrow: 'Khoản ký quỹ nạp vào và chi trả trên chuỗi cho từng đơn hàng',
      },
      forRole: {
        CUSTOMER_SERVICE: 'Bạn sẽ truy vết quảng cáo và đơn hàng khi người giao dịch cần hỗ trợ.',
        ADMIN: 'Bạn sẽ theo dõi thị trường và can thiệp vào quảng cáo hoặc đơn hàng vi phạm quy định.',
      },
    },
    config: {
      description: 'Các quy tắc và dữ liệu tham chiếu mà chợ vận hành theo.',
      planned: {
        coins: 'Coin, cặp coin, phí và hạn mức',
        payments: 'Phương thức thanh toán và các quốc gia, khu vực được giao dịch fiat',
        content: 'Bài viết trợ giúp, thông báo giao dịch và thời gian bảo trì',
      },
      forRole: {
        ADMIN: 'Bạn sẽ thay đổi cấu hình của chợ; mọi thay đổi đều được ghi lại.',
      },
    },
    operations: {
      description: 'Tình trạng của hệ thống đang chạy và nhân viên sử dụng bảng điều khiển này.',
      planned: {
        queues: 'Hàng đợi tác vụ cho bộ hẹn giờ đơn hàng, khiếu nại, chuỗi khối và email',
        chain: 'Trình theo dõi chuỗi, số xác nhận và số dư ví ký quỹ',
        staff: 'Tài khoản nhân viên, vai trò và nhật ký kiểm tra',
      },
      forRole: {
        ADMIN: 'Bạn sẽ theo dõi hệ thống, chạy lại tác vụ bị kẹt và quản lý tài khoản nhân viên.',
      },
    },
  },
  ops: ops_vi_VN,
  nfts: nfts_vi_VN,
  audit: audit_vi_VN.page,
  staffAdmin: staffAdmin_vi_VN.page,
  chainWatch: chain_vi_VN,
  support: support_vi_VN,
  trading: trading_vi_VN,
  settings: settings_vi_VN,
  merchants: merchants_vi_VN,
  desk: desk_vi_VN,
  caseRequests: caseRequests_vi_VN,
  payouts: payouts_vi_VN,
  forbidden: {
    title: 'Không có quyền',
    message: 'Vai trò của bạn ({{role}}) không được mở khu vực này. Hãy liên hệ quản trị viên nếu bạn cần.',
    back: 'Quay lại tổng quan',
  },
  notFound: {
    title: 'Không tìm thấy trang',
    message: 'Không có trang nào ở địa chỉ này.',
  },
  sessionError: {
    title: 'Không thể kiểm tra phiên đăng nhập',
    message: 'Máy chủ không phản hồi. Hãy thử lại hoặc đăng nhập lại.',
    retry: 'Thử lại',
    signIn: 'Đăng nhập lại',
  },
};
