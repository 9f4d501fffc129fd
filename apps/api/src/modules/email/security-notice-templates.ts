// The notice mailed to the old address after an email change, in all 10 interface languages. `{{app}}`
// is the product name of the language; `{{email}}` (the new address, masked), `{{hours}}`, `{{link}}`
// and `{{token}}` are filled in when sending.
import { interpolate, t, type Language } from '@p2p/i18n';
import { escapeHtml, htmlLang, type RenderedMail } from './templates.js';

export interface EmailChangedTemplate {
  subject: string;
  greeting: string;
  /** Holds `{{email}}`. */
  changed: string;
  /** Holds `{{hours}}` and `{{link}}`. */
  undo: string;
  /** Holds `{{token}}`. */
  token: string;
  warning: string;
  signature: string;
}

const KOREAN: EmailChangedTemplate = {
  subject: '{{app}} 계정의 이메일이 변경되었습니다',
  greeting: '안녕하세요.',
  changed: '{{app}} 계정의 이메일 주소가 {{email}}(으)로 변경되었습니다.',
  undo: '본인이 변경하지 않았다면 {{hours}}시간 안에 다음 링크를 열어 되돌리세요: {{link}}',
  token: '되돌리기 코드: {{token}} (한 번만 사용 가능)',
  warning: '되돌리면 이전 주소가 복원되고 모든 로그인 세션이 종료됩니다. 이 코드를 누구와도 공유하지 마세요.',
  signature: '{{app}} 팀',
};

export const EMAIL_CHANGED_TEMPLATES: Readonly<Record<Language, EmailChangedTemplate>> = {
  en: {
    subject: 'The email of your {{app}} account was changed',
    greeting: 'Hello,',
    changed: 'The email address of your {{app}} account was changed to {{email}}.',
    undo: 'If you did not do this, open this link within {{hours}} hours to undo it: {{link}}',
    token: 'Undo code: {{token}} (it works once).',
    warning: 'Undoing restores this address and ends every session. Never share this code with anyone.',
    signature: 'The {{app}} team',
  },
  zh_TW: {
    subject: '您的 {{app}} 帳戶信箱已變更',
    greeting: '您好：',
    changed: '您的 {{app}} 帳戶信箱已變更為 {{email}}。',
    undo: '若這不是您本人的操作，請於 {{hours}} 小時內開啟此連結復原：{{link}}',
    token: '復原碼：{{token}}（僅可使用一次）。',
    warning: '復原後將恢復此信箱並登出所有裝置。切勿將此碼告訴任何人。',
    signature: '{{app}} 團隊',
  },
  zh_CN: {
    subject: '您的 {{app}} 账户邮箱已更改',
    greeting: '您好：',
    changed: '您的 {{app}} 账户邮箱已更改为 {{email}}。',
    undo: '如果这不是您本人的操作，请在 {{hours}} 小时内打开此链接撤销：{{link}}',
    token: '撤销码：{{token}}（仅可使用一次）。',
    warning: '撤销后将恢复此邮箱并退出所有登录。切勿将此码告诉任何人。',
    signature: '{{app}} 团队',
  },
  ko_KR: KOREAN,
  ko_KP: KOREAN,
  vi_VN: {
    subject: 'Email của tài khoản {{app}} đã được thay đổi',
    greeting: 'Xin chào,',
    changed: 'Địa chỉ email của tài khoản {{app}} đã được đổi thành {{email}}.',
    undo: 'Nếu không phải bạn, hãy mở liên kết này trong vòng {{hours}} giờ để hoàn tác: {{link}}',
    token: 'Mã hoàn tác: {{token}} (chỉ dùng được một lần).',
    warning: 'Hoàn tác sẽ khôi phục địa chỉ này và đăng xuất mọi phiên. Không chia sẻ mã này với bất kỳ ai.',
    signature: 'Đội ngũ {{app}}',
  },
  th_TH: {
    subject: 'อีเมลของบัญชี {{app}} ของคุณถูกเปลี่ยนแล้ว',
    greeting: 'สวัสดี',
    changed: 'อีเมลของบัญชี {{app}} ของคุณถูกเปลี่ยนเป็น {{email}}',
    undo: 'หากคุณไม่ได้ทำรายการนี้ ให้เปิดลิงก์นี้ภายใน {{hours}} ชั่วโมงเพื่อยกเลิก: {{link}}',
    token: 'รหัสยกเลิก: {{token}} (ใช้ได้ครั้งเดียว)',
    warning: 'การยกเลิกจะคืนอีเมลนี้และออกจากระบบทุกเซสชัน อย่าแชร์รหัสนี้กับใคร',
    signature: 'ทีมงาน {{app}}',
  },
  tr_TR: {
    subject: '{{app}} hesabınızın e-postası değiştirildi',
    greeting: 'Merhaba,',
    changed: '{{app}} hesabınızın e-posta adresi {{email}} olarak değiştirildi.',
    undo: 'Bunu siz yapmadıysanız, geri almak için bu bağlantıyı {{hours}} saat içinde açın: {{link}}',
    token: 'Geri alma kodu: {{token}} (bir kez kullanılabilir).',
    warning: 'Geri alma bu adresi geri yükler ve tüm oturumları kapatır. Bu kodu kimseyle paylaşmayın.',
    signature: '{{app}} ekibi',
  },
  es_ES: {
    subject: 'Se cambió el correo de tu cuenta de {{app}}',
    greeting: 'Hola:',
    changed: 'El correo electrónico de tu cuenta de {{app}} se cambió a {{email}}.',
    undo: 'Si no fuiste tú, abre este enlace en un plazo de {{hours}} horas para deshacerlo: {{link}}',
    token: 'Código para deshacer: {{token}} (sirve una sola vez).',
    warning:
      'Deshacerlo restaura esta dirección y cierra todas las sesiones. No compartas este código con nadie.',
    signature: 'El equipo de {{app}}',
  },
  pt_PT: {
    subject: 'O e-mail da sua conta {{app}} foi alterado',
    greeting: 'Olá,',
    changed: 'O endereço de e-mail da sua conta {{app}} foi alterado para {{email}}.',
    undo: 'Se não foi você, abra esta ligação dentro de {{hours}} horas para anular: {{link}}',
    token: 'Código para anular: {{token}} (funciona uma vez).',
    warning: 'Anular repõe este endereço e termina todas as sessões. Nunca partilhe este código com ninguém.',
    signature: 'A equipa {{app}}',
  },
};

/** `jane.doe@example.com` -> `j***e@example.com`: enough for the owner to recognise, little for others. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  const local = email.slice(0, at);
  const shown = local.length <= 2 ? `${local[0]}***` : `${local[0]}***${local[local.length - 1]}`;
  return `${shown}${email.slice(at)}`;
}

/** The "your email was changed" notice for the old address, in `lang`. */
export function renderEmailChangedMail(
  lang: Language,
  vars: { newEmail: string; hours: number; link: string; token: string },
): RenderedMail {
  const tpl = EMAIL_CHANGED_TEMPLATES[lang] ?? EMAIL_CHANGED_TEMPLATES.en;
  const fill = (text: string) =>
    interpolate(text, {
      app: t(lang, 'common.appName'),
      email: maskEmail(vars.newEmail),
      hours: vars.hours,
      link: vars.link,
      token: vars.token,
    });
  const subject = fill(tpl.subject);
  const lines = [tpl.greeting, tpl.changed, tpl.undo, tpl.token, tpl.warning].map(fill);
  const text = `${lines.join('\n\n')}\n\n${fill(tpl.signature)}\n`;
  const escaped = lines.map(escapeHtml);
  const link = escapeHtml(vars.link);
  const html = [
    `<!doctype html><html lang="${htmlLang(lang)}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>`,
    '<body style="font-family:sans-serif;line-height:1.5">',
    ...escaped.slice(0, 2).map((l) => `<p>${l}</p>`),
    `<p>${escaped[2]!.replace(link, `<a href="${link}">${link}</a>`)}</p>`,
    `<p>${escaped[3]}</p>`,
    `<p style="color:#666">${escaped[4]}</p>`,
    `<p>${escapeHtml(fill(tpl.signature))}</p>`,
    '</body></html>',
  ].join('');
  return { subject, text, html };
}
