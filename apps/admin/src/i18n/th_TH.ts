import type { AdminTexts } from './en';
import { audit_th_TH } from './audit/th_TH';
import { staffAdmin_th_TH } from './staffAdmin/th_TH';
import { chain_th_TH } from './chain/th_TH';
import { caseRequests_th_TH } from './caseRequests/th_TH';
import { desk_th_TH } from './desk/th_TH';
import { payouts_th_TH } from './payouts/th_TH';
import { nfts_th_TH } from './nfts/th_TH';
import { ops_th_TH } from './ops/th_TH';
import { merchants_th_TH } from './merchants/th_TH';
import { support_th_TH } from './support/th_TH';
import { trading_th_TH } from './trading/th_TH';
import { settings_th_TH } from './settings/th_TH';

export const th_TH: AdminTexts = {
  consoleName: 'คอนโซลพนักงาน',
  loading: 'กำลังโหลด…',
  roles: {
    APPEAL_OFFICER: 'เจ้าหน้าที่พิจารณาข้อร้องเรียน',
    CUSTOMER_SERVICE: 'ฝ่ายบริการลูกค้า',
    ADMIN: 'ผู้ดูแลระบบ',
    unknown: 'บทบาทที่ไม่รู้จัก',
  },
  roleSummary: {
    APPEAL_OFFICER: 'ตรวจสอบและตัดสินข้อร้องเรียนการซื้อขาย',
    CUSTOMER_SERVICE: 'ช่วยเหลือผู้ซื้อขาย ติดตามข้อร้องเรียน และดูแลบัญชี โฆษณา และคำสั่งซื้อ',
    ADMIN: 'มีสิทธิ์ทั้งหมด รวมถึงการตั้งค่าและการดำเนินงานของตลาด',
    unknown: 'คอนโซลไม่รู้จักบทบาทนี้ จึงไม่สามารถเปิดส่วนใดได้',
  },
  login: {
    title: 'เข้าสู่ระบบพนักงาน',
    subtitle: 'เข้าสู่ระบบด้วยบัญชีพนักงานของคุณเพื่อเปิดคอนโซล',
    email: 'อีเมล',
    emailPlaceholder: 'name@company.com',
    emailRequired: 'กรุณากรอกอีเมล',
    emailInvalid: 'กรุณากรอกที่อยู่อีเมลที่ถูกต้อง',
    password: 'รหัสผ่าน',
    passwordPlaceholder: 'รหัสผ่านของคุณ',
    passwordRequired: 'กรุณากรอกรหัสผ่าน',
    submit: 'เข้าสู่ระบบ',
    restricted: 'สำหรับพนักงานที่ได้รับอนุญาตเท่านั้น การเข้าสู่ระบบทุกครั้งจะถูกบันทึก',
    totp: {
      enrolTitle: 'ตั้งค่าการยืนยันตัวตนแบบสองขั้นตอน',
      enrolHint: 'สแกนคิวอาร์โค้ดนี้ด้วยแอปยืนยันตัวตน แล้วกรอกรหัส 6 หลักที่แอปแสดง',
      secretLabel: 'หรือกรอกคีย์นี้ด้วยตนเอง',
      qrAlt: 'คิวอาร์โค้ดสำหรับแอปยืนยันตัวตน',
      codeTitle: 'การยืนยันตัวตนแบบสองขั้นตอน',
      codeHint: 'กรอกรหัส 6 หลักจากแอปยืนยันตัวตนของคุณ',
      code: 'รหัสยืนยัน',
      codeRequired: 'โปรดกรอกรหัส 6 หลัก',
      confirm: 'ยืนยัน',
      back: 'กลับไปหน้าเข้าสู่ระบบ',
      expired: 'ขั้นตอนการเข้าสู่ระบบนี้หมดอายุแล้ว โปรดเข้าสู่ระบบอีกครั้ง',
    },
  },
  nav: {
    audit: audit_th_TH.nav,
    staff: staffAdmin_th_TH.nav,
    dashboard: 'แดชบอร์ด',
    appeals: 'ข้อร้องเรียน',
    users: 'ผู้ใช้',
    trading: 'โฆษณาและคำสั่งซื้อ',
    config: 'การตั้งค่า',
    operations: 'การดำเนินงาน',
  },
  header: {
    language: 'ภาษา',
    signOut: 'ออกจากระบบ',
    signOutTitle: 'ออกจากคอนโซลหรือไม่?',
    signOutMessage: 'คุณจะต้องเข้าสู่ระบบอีกครั้งเพื่อใช้งานต่อ',
    cancel: 'ยกเลิก',
    signedOut: 'คุณออกจากระบบแล้ว',
    collapse: 'ย่อเมนู',
    expand: 'ขยายเมนู',
  },
  dashboard: {
    welcome: 'ยินดีต้อนรับ {{name}}',
    signedInAs: 'เข้าสู่ระบบในชื่อ {{email}}',
    role: 'บทบาท',
    areasTitle: 'ส่วนงานของคุณ',
    areasHint: 'บทบาทของคุณเปิดได้เฉพาะส่วนที่มีปุ่มเปิด ส่วนอื่นจะถูกล็อกไว้',
    open: 'เปิด',
    locked: 'ไม่มีสิทธิ์',
    healthTitle: 'สถานะระบบ',
    healthApi: 'API',
    healthDatabase: 'ฐานข้อมูล',
    healthRedis: 'Redis',
    up: 'ทำงาน',
    down: 'หยุดทำงาน',
    ok: 'ทำงานปกติ',
    degraded: 'ทำงานบางส่วน',
    unreachable: 'เชื่อมต่อไม่ได้',
    unknown: 'ไม่ทราบ',
    checkedAt: 'ตรวจสอบเมื่อ {{time}}',
    refresh: 'รีเฟรช',
  },
  reserves: {
    title: 'หลักฐานทุนสำรอง',
    hint: 'ยอดคงเหลือบนเชนของกระเป๋าเอสโครว์เทียบกับยอดที่แพลตฟอร์มค้างชำระ แยกตามเชนและโทเค็น ส่วนต่างต้องเป็นศูนย์',
    token: 'โทเค็น',
    onChain: 'บนเชน',
    owed: 'ยอดค้างชำระ',
    heldForDeposits: 'กันไว้สำหรับการฝาก',
    tempBalances: 'ยอดคงเหลือชั่วคราว',
    pendingPayouts: 'การจ่ายที่รอดำเนินการ',
    unattributed: 'ยังไม่ระบุเจ้าของ',
    unconfirmedDeposits: 'การฝากที่ยังไม่ยืนยัน',
    platformFees: 'ค่าธรรมเนียมแพลตฟอร์ม',
    difference: 'ส่วนต่าง',
    block: 'บล็อก',
    balanced: 'สมดุล',
    mismatch: 'ไม่ตรงกัน',
    readAt: 'อ่านเมื่อ {{time}}',
    empty: 'ยังไม่ได้กำหนดค่าเชนใด',
    failed: 'อ่านทุนสำรองไม่ได้ จะลองใหม่ทุก 30 วินาที',
    alertTitle: 'ทุนสำรองไม่ตรงกับเชน',
    alertLine: '{{token}} บน {{chain}}: ส่วนต่าง {{difference}} (บล็อก {{block}})',
    alertAction: 'ดูทุนสำรอง',
    alertUnreadableTitle: 'อ่านทุนสำรองจากเชนไม่ได้',
    unreadable: 'อ่านไม่ได้',
    unreadableTitle: 'ยอดคงเหลือที่อ่านจากเชนไม่ได้',
    unreadableLine: '{{token}} บน {{chain}} ({{address}}): {{reason}}',
    drainingTitle: 'การหมุนเวียนคีย์: ที่อยู่เอสโครว์ที่เลิกใช้ยังมีเงินอยู่',
    drainingLine:
      '{{token}} บน {{chain}}: {{amount}} ที่ {{address}} กำลังย้ายไปยัง {{current}} การจ่ายเงินจะรอจนกว่าจะย้ายเสร็จ',
    reasons: {
      CHAIN_UNREACHABLE: 'โหนดของเชนไม่ตอบสนอง',
      BALANCE_UNREADABLE: 'อ่านยอดคงเหลือที่ที่อยู่สัญญานี้ไม่ได้',
    },
  },
  areas: {
    audit: audit_th_TH.area,
    staff: staffAdmin_th_TH.area,
    comingSoon: 'เครื่องมือของส่วนนี้จะมาในรุ่นถัดไป ก่อนหน้านั้นจะไม่มีข้อมูลแสดงที่นี่',
    plannedTitle: 'สิ่งที่ส่วนนี้จะมี',
    forRoleTitle: 'สำหรับคุณในฐานะ{{role}}',
    appeals: {
      description: 'ข้อพิพาทที่ผู้ซื้อหรือผู้ขายยื่นเมื่อคำสั่งซื้อมีปัญหา',
      planned: {
        queue: 'คิวข้อร้องเรียนที่เปิดอยู่ พร้อมคำสั่งซื้อ คู่กรณี และกำหนดเวลา',
        evidence: 'แชต หลักฐานการชำระเงิน และลำดับเหตุการณ์ของคำสั่งซื้อแสดงคู่กัน',
        decision: 'คำตัดสินปล่อยหรือคืนเหรียญที่ฝากค้ำไว้ พร้อมหักคะแนนเครดิต',
      },
      forRole: {
        APPEAL_OFFICER: 'คุณจะตรวจสอบข้อร้องเรียนที่ได้รับมอบหมายและตัดสิน',
        CUSTOMER_SERVICE: 'คุณจะติดตามข้อร้องเรียน ติดต่อทั้งสองฝ่าย รวบรวมหลักฐาน และตัดสิน',
        ADMIN: 'คุณจะกำกับดูแลข้อร้องเรียนทั้งหมด มอบหมายใหม่เมื่อจำเป็น และตัดสิน',
      },
    },
    users: {
      description: 'บัญชีผู้ซื้อขาย การยืนยันตัวตน และข้อจำกัดของพวกเขา',
      planned: {
        search: 'ค้นหาผู้ซื้อขายด้วยอีเมล ชื่อเล่น ID หรือที่อยู่กระเป๋าเงิน',
        profile: 'โปรไฟล์พร้อมการยืนยันตัวตน คะแนนเครดิต และสถานะร้านค้า',
        bans: 'การห้ามเข้าสู่ระบบ ถอนเงิน ซื้อ C2C หรือขาย C2C พร้อมเหตุผล',
      },
      forRole: {
        CUSTOMER_SERVICE: 'คุณจะค้นหาผู้ซื้อขายเพื่อตอบคำถาม และตั้งหรือยกเลิกการห้าม',
        ADMIN: 'คุณจะจัดการทุกบัญชี รวมถึงการรับรองร้านค้าและการแก้ไขคะแนนเครดิต',
      },
    },
    trading: {
      description: 'โฆษณาทั้งหมดในตลาดและคำสั่งซื้อทั้งหมดระหว่างผู้ซื้อขาย',
      planned: {
        ads: 'โฆษณาตามเหรียญ ราคา วงเงิน และสถานะ รวมถึงการปิดโฆษณา',
        orders: 'คำสั่งซื้อพร้อมประวัติสถานะทั้งหมดและกำหนดเวลา',
        escrow: 'การฝากค้ำและการจ่ายออกบนเชนของแต่ละคำสั่งซื้อ',
      },
      forRole: {
        CUSTOMER_SERVICE: 'คุณจะติดตามโฆษณาและคำสั่งซื้อเมื่อผู้ซื้อขายขอความช่วยเหลือ',
        ADMIN: 'คุณจะเฝ้าดูตลาดและเข้าแทรกแซงโฆษณาหรือคำสั่งซื้อที่ผิดกฎ',
      },
    },
    config: {
      description: 'กฎและข้อมูลอ้างอิงที่ตลาดใช้ในการทำงาน',
      planned: {
        coins: 'เหรียญ คู่เหรียญ ค่าธรรมเนียม และวงเงิน',
        payments: 'วิธีการชำระเงิน และประเทศหรือภูมิภาคที่เปิดซื้อขายด้วยเงินเฟียต',
        content: 'บทความช่วยเหลือ ประกาศการซื้อขาย และช่วงปิดปรับปรุง',
      },
      forRole: {
        ADMIN: 'คุณจะเปลี่ยนการตั้งค่าของตลาด และทุกการเปลี่ยนแปลงจะถูกบันทึก',
      },
    },
    operations: {
      description: 'สุขภาพของระบบที่กำลังทำงาน และพนักงานที่ใช้คอนโซลนี้',
      planned: {
        queues: 'คิวงานสำหรับตัวจับเวลาคำสั่งซื้อ ข้อร้องเรียน บล็อกเชน และอีเมล',
        chain: 'ตัวเฝ้าดูเชน จำนวนการยืนยัน และยอดคงเหลือของกระเป๋าเงินฝากค้ำ',
        staff: 'บัญชีพนักงาน บทบาท และบันทึกการตรวจสอบ',
      },
      forRole: {
        ADMIN: 'คุณจะเฝ้าดูระบบ ลองงานที่ค้างใหม่ และจัดการบัญชีพนักงาน',
      },
    },
  },
  ops: ops_th_TH,
  nfts: nfts_th_TH,
  audit: audit_th_TH.page,
  staffAdmin: staffAdmin_th_TH.page,
  chainWatch: chain_th_TH,
  support: support_th_TH,
  trading: trading_th_TH,
  settings: settings_th_TH,
  merchants: merchants_th_TH,
  desk: desk_th_TH,
  caseRequests: caseRequests_th_TH,
  payouts: payouts_th_TH,
  forbidden: {
    title: 'ไม่มีสิทธิ์',
    message: 'บทบาทของคุณ ({{role}}) ไม่สามารถเปิดส่วนนี้ได้ หากต้องการ โปรดติดต่อผู้ดูแลระบบ',
    back: 'กลับไปที่แดชบอร์ด',
  },
  notFound: {
    title: 'ไม่พบหน้า',
    message: 'ไม่มีหน้าที่ที่อยู่นี้',
  },
  sessionError: {
    title: 'ไม่สามารถตรวจสอบเซสชันของคุณได้',
    message: 'เซิร์ฟเวอร์ไม่ตอบสนอง ลองอีกครั้ง หรือเข้าสู่ระบบใหม่',
    retry: 'ลองอีกครั้ง',
    signIn: 'เข้าสู่ระบบอีกครั้ง',
  },
};
