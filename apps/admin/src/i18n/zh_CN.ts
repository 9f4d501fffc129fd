import type { AdminTexts } from './en';
import { audit_zh_CN } from './audit/zh_CN';
import { staffAdmin_zh_CN } from './staffAdmin/zh_CN';
import { chain_zh_CN } from './chain/zh_CN';
import { caseRequests_zh_CN } from './caseRequests/zh_CN';
import { desk_zh_CN } from './desk/zh_CN';
import { payouts_zh_CN } from './payouts/zh_CN';
import { nfts_zh_CN } from './nfts/zh_CN';
import { ops_zh_CN } from './ops/zh_CN';
import { merchants_zh_CN } from './merchants/zh_CN';
import { support_zh_CN } from './support/zh_CN';
import { trading_zh_CN } from './trading/zh_CN';
import { settings_zh_CN } from './settings/zh_CN';

export const zh_CN: AdminTexts = {
  consoleName: '员工管理后台',
  loading: '加载中…',
  roles: {
    APPEAL_OFFICER: '申诉专员',
    CUSTOMER_SERVICE: '客服',
    ADMIN: '管理员',
    unknown: '未知角色',
  },
  roleSummary: {
    APPEAL_OFFICER: '审查并裁决交易申诉。',
    CUSTOMER_SERVICE: '协助交易者、跟进申诉，并管理账户、广告与订单。',
    ADMIN: '拥有全部权限，包括交易市场的配置与运维。',
    unknown: '后台无法识别该角色，因此无法打开任何区域。',
  },
  login: {
    title: '员工登录',
    subtitle: '请使用您的员工账号登录后台。',
    email: '邮箱',
    emailPlaceholder: 'name@company.com',
    emailRequired: '请输入邮箱',
    emailInvalid: '请输入有效的邮箱地址',
    password: '密码',
    passwordPlaceholder: '您的密码',
    passwordRequired: '请输入密码',
    submit: '登录',
    restricted: '仅限授权员工使用，所有登录都会被记录。',
    totp: {
      enrolTitle: '设置两步验证',
      enrolHint: '请用身份验证器应用扫描此二维码，然后输入应用显示的 6 位验证码。',
      secretLabel: '或手动输入此密钥',
      qrAlt: '身份验证器应用的二维码',
      codeTitle: '两步验证',
      codeHint: '请输入身份验证器应用中的 6 位验证码。',
      code: '验证码',
      codeRequired: '请输入 6 位验证码',
      confirm: '验证',
      back: '返回登录',
      expired: '此登录步骤已过期，请重新登录。',
    },
  },
  nav: {
    audit: audit_zh_CN.nav,
    staff: staffAdmin_zh_CN.nav,
    dashboard: '概览',
    appeals: '申诉',
    users: '用户',
    trading: '广告与订单',
    config: '配置',
    operations: '运维',
  },
  header: {
    language: '语言',
    signOut: '退出登录',
    signOutTitle: '要退出后台吗？',
    signOutMessage: '退出后需要重新登录才能继续。',
    cancel: '取消',
    signedOut: '您已退出登录',
    collapse: '收起菜单',
    expand: '展开菜单',
  },
  dashboard: {
    welcome: '欢迎，{{name}}',
    signedInAs: '当前登录：{{email}}',
    role: '角色',
    areasTitle: '您的区域',
    areasHint: '标记为“打开”的区域可供您的角色使用，其余保持锁定。',
    open: '打开',
    locked: '无权限',
    healthTitle: '系统状态',
    healthApi: 'API',
    healthDatabase: '数据库',
    healthRedis: 'Redis',
    up: '正常',
    down: '中断',
    ok: '运行正常',
    degraded: '部分异常',
    unreachable: '无法连接',
    unknown: '未知',
    checkedAt: '检查时间 {{time}}',
    refresh: '刷新',
  },
  reserves: {
    title: '储备证明',
    hint: '按链和代币列出托管钱包的链上余额与平台应付金额，差额必须为零。',
    token: '代币',
    onChain: '链上',
    owed: '应付',
    heldForDeposits: '充值占用',
    tempBalances: '临时余额',
    pendingPayouts: '待处理付款',
    unattributed: '未归属',
    unconfirmedDeposits: '未确认充值',
    platformFees: '平台手续费',
    difference: '差额',
    block: '区块',
    balanced: '平衡',
    mismatch: '不一致',
    readAt: '读取时间 {{time}}',
    empty: '尚未配置任何链。',
    failed: '无法读取储备，每 30 秒重试一次。',
    alertTitle: '储备与链上不一致',
    alertLine: '{{chain}} 上的 {{token}}：差额 {{difference}}（区块 {{block}}）',
    alertAction: '查看储备',
    alertUnreadableTitle: '无法从链上读取储备',
    unreadable: '无法读取',
    unreadableTitle: '无法从链上读取的余额',
    unreadableLine: '{{chain}} 上的 {{token}}（{{address}}）：{{reason}}',
    drainingTitle: '密钥轮换：已停用的托管地址仍持有资金',
    drainingLine:
      '{{chain}} 上的 {{token}}：{{address}} 持有 {{amount}}，正在转入 {{current}}。转移完成前付款等待。',
    reasons: {
      CHAIN_UNREACHABLE: '链节点无响应',
      BALANCE_UNREADABLE: '无法读取该合约地址的余额',
    },
  },
  areas: {
    audit: audit_zh_CN.area,
    staff: staffAdmin_zh_CN.area,
    comingSoon: '该区域的工具将在后续版本中推出，在此之前这里不会显示任何数据。',
    plannedTitle: '该区域将包含',
    forRoleTitle: '您作为{{role}}',
    appeals: {
      description: '订单出现问题时，由买方或卖方发起的争议。',
      planned: {
        queue: '待处理申诉队列，含订单、双方当事人与期限',
        evidence: '并排显示订单的聊天记录、付款凭证与时间线',
        decision: '放行或退回托管币的裁决，并执行信用扣分',
      },
      forRole: {
        APPEAL_OFFICER: '您将审查分配给您的申诉并作出裁决。',
        CUSTOMER_SERVICE: '您将跟进申诉、联系双方、收集证据并作出裁决。',
        ADMIN: '您将监督所有申诉，必要时重新分配并作出裁决。',
      },
    },
    users: {
      description: '交易者账户、其身份认证与限制。',
      planned: {
        search: '按邮箱、昵称、ID 或钱包地址搜索交易者',
        profile: '包含身份认证、信用分与商家状态的资料',
        bans: '禁止登录、提现、C2C 买入或 C2C 卖出，并注明原因',
      },
      forRole: {
        CUSTOMER_SERVICE: '您将查询交易者以答复其问题，并设置或解除禁令。',
        ADMIN: '您将管理所有账户，包括商家认证与信用分修正。',
      },
    },
    trading: {
      description: '市场上的所有广告，以及交易者之间的所有订单。',
      planned: {
        ads: '广告的币种、价格、限额与状态，并可将广告下架',
        orders: '订单的完整状态记录与期限',
        escrow: '每笔订单在链上的托管存入与支付',
      },
      forRole: {
        CUSTOMER_SERVICE: '当交易者寻求帮助时，您将追查广告与订单。',
        ADMIN: '您将监控市场，并介入违反规则的广告或订单。',
      },
    },
    config: {
      description: '交易市场运行所依据的规则与参考数据。',
      planned: {
        coins: '币种、交易对、手续费与限额',
        payments: '支付方式，以及开放法币交易的国家或地区',
        content: '帮助文章、交易须知与维护时段',
      },
      forRole: {
        ADMIN: '您将修改交易市场的配置，每次修改都会被记录。',
      },
    },
    operations: {
      description: '运行中系统的健康状况，以及使用本后台的员工。',
      planned: {
        queues: '订单计时、申诉、区块链与邮件的任务队列',
        chain: '链上监听、确认数与托管钱包余额',
        staff: '员工账号、角色与审计日志',
      },
      forRole: {
        ADMIN: '您将监控系统、重试卡住的任务并管理员工账号。',
      },
    },
  },
  ops: ops_zh_CN,
  nfts: nfts_zh_CN,
  audit: audit_zh_CN.page,
  staffAdmin: staffAdmin_zh_CN.page,
  chainWatch: chain_zh_CN,
  support: support_zh_CN,
  trading: trading_zh_CN,
  settings: settings_zh_CN,
  merchants: merchants_zh_CN,
  desk: desk_zh_CN,
  caseRequests: caseRequests_zh_CN,
  payouts: payouts_zh_CN,
  forbidden: {
    title: '无权限',
    message: '您的角色（{{role}}）无法打开该区域。如有需要，请联系管理员。',
    back: '返回概览',
  },
  notFound: {
    title: '页面不存在',
    message: '该地址没有对应的页面。',
  },
  sessionError: {
    title: '无法确认您的登录状态',
    message: '服务器没有响应。请重试，或重新登录。',
    retry: '重试',
    signIn: '重新登录',
  },
};
