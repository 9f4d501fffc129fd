import type { AdminTexts } from './en';
import { audit_zh_TW } from './audit/zh_TW';
import { staffAdmin_zh_TW } from './staffAdmin/zh_TW';
import { chain_zh_TW } from './chain/zh_TW';
import { caseRequests_zh_TW } from './caseRequests/zh_TW';
import { desk_zh_TW } from './desk/zh_TW';
import { payouts_zh_TW } from './payouts/zh_TW';
import { nfts_zh_TW } from './nfts/zh_TW';
import { ops_zh_TW } from './ops/zh_TW';
import { merchants_zh_TW } from './merchants/zh_TW';
import { support_zh_TW } from './support/zh_TW';
import { trading_zh_TW } from './trading/zh_TW';
import { settings_zh_TW } from './settings/zh_TW';

export const zh_TW: AdminTexts = {
  consoleName: '員工管理後台',
  loading: '載入中…',
  roles: {
    APPEAL_OFFICER: '申訴專員',
    CUSTOMER_SERVICE: '客服',
    ADMIN: '管理員',
    unknown: '未知角色',
  },
  roleSummary: {
    APPEAL_OFFICER: '審查並裁決交易申訴。',
    CUSTOMER_SERVICE: '協助交易者、跟進申訴，並管理帳戶、廣告與訂單。',
    ADMIN: '擁有全部權限，包括交易市場的設定與營運。',
    unknown: '後台無法識別此角色，因此無法開啟任何區域。',
  },
  login: {
    title: '員工登入',
    subtitle: '請使用您的員工帳號登入後台。',
    email: '電子郵件',
    emailPlaceholder: 'name@company.com',
    emailRequired: '請輸入電子郵件',
    emailInvalid: '請輸入有效的電子郵件地址',
    password: '密碼',
    passwordPlaceholder: '您的密碼',
    passwordRequired: '請輸入密碼',
    submit: '登入',
    restricted: '僅限授權員工使用，所有登入均會被記錄。',
    totp: {
      enrolTitle: '設定兩步驟驗證',
      enrolHint: '請用驗證器應用程式掃描此 QR 碼，然後輸入應用程式顯示的 6 位數驗證碼。',
      secretLabel: '或手動輸入此金鑰',
      qrAlt: '驗證器應用程式的 QR 碼',
      codeTitle: '兩步驟驗證',
      codeHint: '請輸入驗證器應用程式中的 6 位數驗證碼。',
      code: '驗證碼',
      codeRequired: '請輸入 6 位數驗證碼',
      confirm: '驗證',
      back: '返回登入',
      expired: '此登入步驟已過期，請重新登入。',
    },
  },
  nav: {
    audit: audit_zh_TW.nav,
    staff: staffAdmin_zh_TW.nav,
    dashboard: '總覽',
    appeals: '申訴',
    users: '用戶',
    trading: '廣告與訂單',
    config: '設定',
    operations: '營運',
  },
  header: {
    language: '語言',
    signOut: '登出',
    signOutTitle: '要登出後台嗎？',
    signOutMessage: '登出後需重新登入才能繼續。',
    cancel: '取消',
    signedOut: '您已登出',
    collapse: '收合選單',
    expand: '展開選單',
  },
  dashboard: {
    welcome: '歡迎，{{name}}',
    signedInAs: '目前登入：{{email}}',
    role: '角色',
    areasTitle: '您的區域',
    areasHint: '標示「開啟」的區域可供您的角色使用，其餘保持鎖定。',
    open: '開啟',
    locked: '無權限',
    healthTitle: '系統狀態',
    healthApi: 'API',
    healthDatabase: '資料庫',
    healthRedis: 'Redis',
    up: '正常',
    down: '中斷',
    ok: '運作正常',
    degraded: '部分異常',
    unreachable: '無法連線',
    unknown: '未知',
    checkedAt: '檢查時間 {{time}}',
    refresh: '重新整理',
  },
  reserves: {
    title: '儲備證明',
    hint: '按鏈和代幣列出託管錢包的鏈上餘額與平台應付金額，差額必須為零。',
    token: '代幣',
    onChain: '鏈上',
    owed: '應付',
    heldForDeposits: '儲值占用',
    tempBalances: '臨時餘額',
    pendingPayouts: '待處理付款',
    unattributed: '未歸屬',
    unconfirmedDeposits: '未確認儲值',
    platformFees: '平台手續費',
    difference: '差額',
    block: '區塊',
    balanced: '平衡',
    mismatch: '不一致',
    readAt: '讀取時間 {{time}}',
    empty: '尚未設定任何鏈。',
    failed: '無法讀取儲備，每 30 秒重試一次。',
    alertTitle: '儲備與鏈上不一致',
    alertLine: '{{chain}} 上的 {{token}}：差額 {{difference}}（區塊 {{block}}）',
    alertAction: '查看儲備',
    alertUnreadableTitle: '無法從鏈上讀取儲備',
    unreadable: '無法讀取',
    unreadableTitle: '無法從鏈上讀取的餘額',
    unreadableLine: '{{chain}} 上的 {{token}}（{{address}}）：{{reason}}',
    drainingTitle: '金鑰輪替：已停用的託管地址仍持有資金',
    drainingLine:
      '{{chain}} 上的 {{token}}：{{address}} 持有 {{amount}}，正在轉入 {{current}}。轉移完成前付款等待。',
    reasons: {
      CHAIN_UNREACHABLE: '鏈節點無回應',
      BALANCE_UNREADABLE: '無法讀取該合約地址的餘額',
    },
  },
  areas: {
    audit: audit_zh_TW.area,
    staff: staffAdmin_zh_TW.area,
    comingSoon: '此區域的工具將於後續版本推出，在此之前這裡不會顯示任何資料。',
    plannedTitle: '此區域將包含',
    forRoleTitle: '您作為{{role}}',
    appeals: {
      description: '訂單出現問題時，由買方或賣方提出的爭議。',
      planned: {
        queue: '待處理申訴佇列，含訂單、雙方當事人與期限',
        evidence: '並列顯示訂單的聊天紀錄、付款憑證與時間軸',
        decision: '放行或退回託管幣的裁決，並套用信用扣分',
      },
      forRole: {
        APPEAL_OFFICER: '您將審查分派給您的申訴並作出裁決。',
        CUSTOMER_SERVICE: '您將跟進申訴、聯繫雙方、收集證據並作出裁決。',
        ADMIN: '您將監督所有申訴，必要時重新分派並作出裁決。',
      },
    },
    users: {
      description: '交易者帳戶、其身分驗證與限制。',
      planned: {
        search: '依電子郵件、暱稱、ID 或錢包地址搜尋交易者',
        profile: '包含身分驗證、信用分數與商家狀態的個人資料',
        bans: '禁止登入、提領、C2C 買入或 C2C 賣出，並附上原因',
      },
      forRole: {
        CUSTOMER_SERVICE: '您將查詢交易者以回覆其問題，並設定或解除禁令。',
        ADMIN: '您將管理所有帳戶，包括商家認證與信用分數修正。',
      },
    },
    trading: {
      description: '市場上的所有廣告，以及交易者之間的所有訂單。',
      planned: {
        ads: '廣告的幣種、價格、限額與狀態，並可將廣告下架',
        orders: '訂單的完整狀態紀錄與期限',
        escrow: '每筆訂單在鏈上的託管存入與撥付',
      },
      forRole: {
        CUSTOMER_SERVICE: '當交易者請求協助時，您將追查廣告與訂單。',
        ADMIN: '您將監看市場，並介入違反規則的廣告或訂單。',
      },
    },
    config: {
      description: '交易市場運作所依據的規則與參考資料。',
      planned: {
        coins: '幣種、交易對、手續費與限額',
        payments: '付款方式，以及開放法幣交易的國家或地區',
        content: '說明文章、交易須知與維護時段',
      },
      forRole: {
        ADMIN: '您將變更交易市場的設定，每次變更都會被記錄。',
      },
    },
    operations: {
      description: '運行中系統的健康狀況，以及使用本後台的員工。',
      planned: {
        queues: '訂單計時、申訴、區塊鏈與郵件的工作佇列',
        chain: '區塊鏈監聽、確認數與託管錢包餘額',
        staff: '員工帳號、角色與稽核紀錄',
      },
      forRole: {
        ADMIN: '您將監看系統、重試卡住的工作並管理員工帳號。',
      },
    },
  },
  ops: ops_zh_TW,
  nfts: nfts_zh_TW,
  audit: audit_zh_TW.page,
  staffAdmin: staffAdmin_zh_TW.page,
  chainWatch: chain_zh_TW,
  support: support_zh_TW,
  trading: trading_zh_TW,
  settings: settings_zh_TW,
  merchants: merchants_zh_TW,
  desk: desk_zh_TW,
  caseRequests: caseRequests_zh_TW,
  payouts: payouts_zh_TW,
  forbidden: {
    title: '無權限',
    message: '您的角色（{{role}}）無法開啟此區域。如有需要，請聯繫管理員。',
    back: '返回總覽',
  },
  notFound: {
    title: '找不到頁面',
    message: '此網址沒有對應的頁面。',
  },
  sessionError: {
    title: '無法確認您的登入狀態',
    message: '伺服器沒有回應。請重試，或重新登入。',
    retry: '重試',
    signIn: '重新登入',
  },
};
