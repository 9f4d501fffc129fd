// The mail a staff member gets when a wrong second-factor code is entered after their password was right
// (issue 22: staff second factor), in all 10 interface languages (the language of the sign-in request).
// `{{app}}` is the product name of the language; `{{address}}` and `{{time}}` are filled in when sending.
import { interpolate, t, type Language } from '@p2p/i18n';
import { escapeHtml, htmlLang, type RenderedMail } from '../email/templates.js';

export interface StaffCodeAlertTemplate {
  subject: string;
  /** Holds `{{address}}` and `{{time}}`. */
  failed: string;
  advice: string;
  signature: string;
}

const KOREAN: StaffCodeAlertTemplate = {
  subject: '{{app}} 콘솔: 잘못된 인증 코드',
  failed: '{{time}}에 {{address}}에서 귀하의 비밀번호로 로그인한 뒤 잘못된 인증 코드가 입력되었습니다.',
  advice: '본인이 아니라면 즉시 비밀번호를 변경하고 관리자에게 알리세요.',
  signature: '{{app}} 팀',
};

export const STAFF_CODE_ALERT_TEMPLATES: Readonly<Record<Language, StaffCodeAlertTemplate>> = {
  en: {
    subject: '{{app}} console: wrong sign-in code',
    failed:
      'At {{time}} someone signed in with your password from {{address}} and then entered a wrong authenticator code.',
    advice: 'If this was not you, change your password now and tell an administrator.',
    signature: 'The {{app}} team',
  },
  zh_TW: {
    subject: '{{app}} 管理後台：驗證碼錯誤',
    failed: '{{time}} 有人從 {{address}} 以您的密碼登入，隨後輸入了錯誤的驗證器代碼。',
    advice: '若這不是您本人，請立即變更密碼並通知管理員。',
    signature: '{{app}} 團隊',
  },
  zh_CN: {
    subject: '{{app}} 管理后台：验证码错误',
    failed: '{{time}} 有人从 {{address}} 使用您的密码登录，随后输入了错误的验证器代码。',
    advice: '如果这不是您本人，请立即修改密码并通知管理员。',
    signature: '{{app}} 团队',
  },
  ko_KR: KOREAN,
  ko_KP: KOREAN,
  vi_VN: {
    subject: 'Bảng điều khiển {{app}}: mã đăng nhập sai',
    failed: 'Lúc {{time}}, ai đó đã đăng nhập bằng mật khẩu của bạn từ {{address}} rồi nhập sai mã xác thực.',
    advice: 'Nếu không phải bạn, hãy đổi mật khẩu ngay và báo cho quản trị viên.',
    signature: 'Đội ngũ {{app}}',
  },
  th_TH: {
    subject: 'คอนโซล {{app}}: รหัสเข้าสู่ระบบไม่ถูกต้อง',
    failed: 'เมื่อ {{time}} มีผู้เข้าสู่ระบบด้วยรหัสผ่านของคุณจาก {{address}} แล้วป้อนรหัสยืนยันตัวตนผิด',
    advice: 'หากไม่ใช่คุณ ให้เปลี่ยนรหัสผ่านทันทีและแจ้งผู้ดูแลระบบ',
    signature: 'ทีมงาน {{app}}',
  },
  tr_TR: {
    subject: '{{app}} konsolu: yanlış giriş kodu',
    failed:
      '{{time}} tarihinde biri {{address}} adresinden şifrenizle giriş yaptı ve ardından yanlış doğrulama kodu girdi.',
    advice: 'Bu siz değilseniz şifrenizi hemen değiştirin ve bir yöneticiye bildirin.',
    signature: '{{app}} ekibi',
  },
  es_ES: {
    subject: 'Consola de {{app}}: código de acceso incorrecto',
    failed:
      'A las {{time}} alguien inició sesión con su contraseña desde {{address}} e introdujo un código de autenticación incorrecto.',
    advice: 'Si no fue usted, cambie su contraseña ahora y avise a un administrador.',
    signature: 'El equipo de {{app}}',
  },
  pt_PT: {
    subject: 'Consola {{app}}: código de acesso errado',
    failed:
      'Às {{time}} alguém entrou com a sua palavra-passe a partir de {{address}} e introduziu um código de autenticação errado.',
    advice: 'Se não foi você, altere já a sua palavra-passe e avise um administrador.',
    signature: 'A equipa {{app}}',
  },
};

/** The "a wrong code was entered after your password" notice, in `lang`. */
export function renderStaffCodeAlertMail(lang: Language, vars: { address: string; at: Date }): RenderedMail {
  const tpl = STAFF_CODE_ALERT_TEMPLATES[lang] ?? STAFF_CODE_ALERT_TEMPLATES.en;
  const fill = (text: string) =>
    interpolate(text, {
      app: t(lang, 'common.appName'),
      address: vars.address,
      time: `${vars.at.toISOString().replace('T', ' ').slice(0, 19)} UTC`,
    });
  const subject = fill(tpl.subject);
  const lines = [tpl.failed, tpl.advice, tpl.signature].map(fill);
  const html = [
    `<!doctype html><html lang="${htmlLang(lang)}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>`,
    '<body style="font-family:sans-serif;line-height:1.5">',
    ...lines.map((l) => `<p>${escapeHtml(l)}</p>`),
    '</body></html>',
  ].join('');
  return { subject, text: `${lines.join('\n\n')}\n`, html };
}
