// The mail the platform sends, in all 10 interface languages. `{{app}}` is the product name of the
// language (`common.appName` of @p2p/i18n); `{{code}}` and `{{minutes}}` are filled in when sending.
import type { EmailCodeScene } from '@p2p/contracts';
import { interpolate, t, type Language } from '@p2p/i18n';

export interface EmailCodeTemplate {
  subject: string;
  greeting: string;
  /** Why the code was sent, one line per scene. */
  purpose: Record<EmailCodeScene, string>;
  /** Holds `{{code}}` and `{{minutes}}`. */
  body: string;
  warning: string;
  signature: string;
}

export interface MailTemplates {
  emailCode: EmailCodeTemplate;
}

export const MAIL_TEMPLATE_NAMES = ['emailCode'] as const satisfies readonly (keyof MailTemplates)[];

export const MAIL_TEMPLATES: Readonly<Record<Language, MailTemplates>> = {
  en: {
    emailCode: {
      subject: '{{app}} verification code',
      greeting: 'Hello,',
      purpose: {
        REGISTER: 'You are registering a {{app}} account.',
        RESET_PASSWORD: 'You asked to reset your {{app}} password.',
        BIND: 'You are binding this email address to your {{app}} account.',
        CHANGE_EMAIL: 'You are changing the email address of your {{app}} account.',
      },
      body: 'Your verification code is {{code}}. It is valid for {{minutes}} minutes and can be used once.',
      warning:
        'If you did not ask for this code, ignore this email. Never share the code with anyone, not even our staff.',
      signature: 'The {{app}} team',
    },
  },
  zh_TW: {
    emailCode: {
      subject: '{{app}} 驗證碼',
      greeting: '您好：',
      purpose: {
        REGISTER: '您正在註冊 {{app}} 帳戶。',
        RESET_PASSWORD: '您申請重設 {{app}} 的登入密碼。',
        BIND: '您正在將此電子郵件地址綁定到您的 {{app}} 帳戶。',
        CHANGE_EMAIL: '您正在變更 {{app}} 帳戶的電子郵件地址。',
      },
      body: '您的驗證碼是 {{code}}，{{minutes}} 分鐘內有效，僅能使用一次。',
      warning: '如果這不是您本人的操作，請忽略此郵件。請勿將驗證碼告訴任何人，包括我們的工作人員。',
      signature: '{{app}} 團隊',
    },
  },
  zh_CN: {
    emailCode: {
      subject: '{{app}} 验证码',
      greeting: '您好：',
      purpose: {
        REGISTER: '您正在注册 {{app}} 账户。',
        RESET_PASSWORD: '您申请重置 {{app}} 的登录密码。',
        BIND: '您正在将此邮箱地址绑定到您的 {{app}} 账户。',
        CHANGE_EMAIL: '您正在更改 {{app}} 账户的邮箱地址。',
      },
      body: '您的验证码是 {{code}}，{{minutes}} 分钟内有效，仅可使用一次。',
      warning: '如果这不是您本人的操作，请忽略此邮件。请勿将验证码告诉任何人，包括我们的工作人员。',
      signature: '{{app}} 团队',
    },
  },
  ko_KR: {
    emailCode: {
      subject: '{{app}} 인증 코드',
      greeting: '안녕하세요.',
      purpose: {
        REGISTER: '{{app}} 계정을 등록하고 있습니다.',
        RESET_PASSWORD: '{{app}} 비밀번호 재설정을 요청하셨습니다.',
        BIND: '이 이메일 주소를 {{app}} 계정에 연결하고 있습니다.',
        CHANGE_EMAIL: '{{app}} 계정의 이메일 주소를 변경하고 있습니다.',
      },
      body: '인증 코드는 {{code}}입니다. {{minutes}}분 동안 유효하며 한 번만 사용할 수 있습니다.',
      warning:
        '본인이 요청하지 않았다면 이 메일을 무시하세요. 저희 직원을 포함해 누구에게도 코드를 알려 주지 마세요.',
      signature: '{{app}} 팀',
    },
  },
  ko_KP: {
    emailCode: {
      subject: '{{app}} 확인번호',
      greeting: '안녕하십니까.',
      purpose: {
        REGISTER: '{{app}} 계정을 등록하고 있습니다.',
        RESET_PASSWORD: '{{app}} 통행암호를 다시 설정할것을 요청하였습니다.',
        BIND: '이 전자우편주소를 {{app}} 계정에 련결하고 있습니다.',
        CHANGE_EMAIL: '{{app}} 계정의 전자우편주소를 변경하고 있습니다.',
      },
      body: '확인번호는 {{code}}입니다. {{minutes}}분동안 유효하며 한번만 리용할수 있습니다.',
      warning:
        '본인이 요청하지 않았다면 이 전자우편을 무시하십시오. 우리 직원을 포함하여 누구에게도 확인번호를 알려주지 마십시오.',
      signature: '{{app}} 봉사팀',
    },
  },
  vi_VN: {
    emailCode: {
      subject: 'Mã xác minh {{app}}',
      greeting: 'Xin chào,',
      purpose: {
        REGISTER: 'Bạn đang đăng ký tài khoản {{app}}.',
        RESET_PASSWORD: 'Bạn đã yêu cầu đặt lại mật khẩu {{app}}.',
        BIND: 'Bạn đang liên kết địa chỉ email này với tài khoản {{app}} của mình.',
        CHANGE_EMAIL: 'Bạn đang thay đổi địa chỉ email của tài khoản {{app}}.',
      },
      body: 'Mã xác minh của bạn là {{code}}. Mã có hiệu lực trong {{minutes}} phút và chỉ dùng được một lần.',
      warning:
        'Nếu bạn không yêu cầu mã này, hãy bỏ qua email này. Không bao giờ chia sẻ mã với bất kỳ ai, kể cả nhân viên của chúng tôi.',
      signature: 'Đội ngũ {{app}}',
    },
  },
  th_TH: {
    emailCode: {
      subject: 'รหัสยืนยัน {{app}}',
      greeting: 'สวัสดีค่ะ/ครับ',
      purpose: {
        REGISTER: 'คุณกำลังสมัครบัญชี {{app}}',
        RESET_PASSWORD: 'คุณได้ขอรีเซ็ตรหัสผ่าน {{app}}',
        BIND: 'คุณกำลังผูกที่อยู่อีเมลนี้กับบัญชี {{app}} ของคุณ',
        CHANGE_EMAIL: 'คุณกำลังเปลี่ยนที่อยู่อีเมลของบัญชี {{app}}',
      },
      body: 'รหัสยืนยันของคุณคือ {{code}} ใช้ได้ภายใน {{minutes}} นาที และใช้ได้เพียงครั้งเดียว',
      warning: 'หากคุณไม่ได้ขอรหัสนี้ โปรดละเว้นอีเมลฉบับนี้ และอย่าบอกรหัสแก่ผู้ใด รวมถึงเจ้าหน้าที่ของเรา',
      signature: 'ทีมงาน {{app}}',
    },
  },
  tr_TR: {
    emailCode: {
      subject: '{{app}} doğrulama kodu',
      greeting: 'Merhaba,',
      purpose: {
        REGISTER: '{{app}} hesabı oluşturuyorsunuz.',
        RESET_PASSWORD: '{{app}} şifrenizi sıfırlamak istediniz.',
        BIND: 'Bu e-posta adresini {{app}} hesabınıza bağlıyorsunuz.',
        CHANGE_EMAIL: '{{app}} hesabınızın e-posta adresini değiştiriyorsunuz.',
      },
      body: 'Doğrulama kodunuz {{code}}. Kod {{minutes}} dakika geçerlidir ve yalnızca bir kez kullanılabilir.',
      warning:
        'Bu kodu siz istemediyseniz bu e-postayı dikkate almayın. Kodu, çalışanlarımız dahil hiç kimseyle paylaşmayın.',
      signature: '{{app}} ekibi',
    },
  },
  es_ES: {
    emailCode: {
      subject: 'Código de verificación de {{app}}',
      greeting: 'Hola:',
      purpose: {
        REGISTER: 'Estás registrando una cuenta en {{app}}.',
        RESET_PASSWORD: 'Has solicitado restablecer tu contraseña de {{app}}.',
        BIND: 'Estás vinculando esta dirección de correo a tu cuenta de {{app}}.',
        CHANGE_EMAIL: 'Estás cambiando la dirección de correo de tu cuenta de {{app}}.',
      },
      body: 'Tu código de verificación es {{code}}. Es válido durante {{minutes}} minutos y solo puede usarse una vez.',
      warning:
        'Si no has solicitado este código, ignora este correo. No compartas nunca el código con nadie, ni siquiera con nuestro personal.',
      signature: 'El equipo de {{app}}',
    },
  },
  pt_PT: {
    emailCode: {
      subject: 'Código de verificação do {{app}}',
      greeting: 'Olá,',
      purpose: {
        REGISTER: 'Está a registar uma conta no {{app}}.',
        RESET_PASSWORD: 'Pediu para repor a sua palavra-passe do {{app}}.',
        BIND: 'Está a associar este endereço de email à sua conta do {{app}}.',
        CHANGE_EMAIL: 'Está a alterar o endereço de email da sua conta do {{app}}.',
      },
      body: 'O seu código de verificação é {{code}}. É válido durante {{minutes}} minutos e só pode ser utilizado uma vez.',
      warning:
        'Se não pediu este código, ignore este email. Nunca partilhe o código com ninguém, nem mesmo com a nossa equipa.',
      signature: 'A equipa do {{app}}',
    },
  },
};

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

/** The verification-code mail of `scene` in `lang` (English for a language without templates). */
export function renderEmailCodeMail(
  lang: Language,
  scene: EmailCodeScene,
  code: string,
  minutes: number,
): RenderedMail {
  const tpl = (MAIL_TEMPLATES[lang] ?? MAIL_TEMPLATES.en).emailCode;
  const vars = { app: t(lang, 'common.appName'), code, minutes };
  const fill = (text: string) => interpolate(text, vars);
  const subject = fill(tpl.subject);
  const lines = [fill(tpl.greeting), fill(tpl.purpose[scene]), fill(tpl.body), fill(tpl.warning)];
  const text = `${lines.join('\n\n')}\n\n${fill(tpl.signature)}\n`;
  const body = escapeHtml(lines[2]!).replace(code, `<strong style="font-size:20px">${code}</strong>`);
  const html = [
    `<!doctype html><html lang="${htmlLang(lang)}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>`,
    '<body style="font-family:sans-serif;line-height:1.5">',
    `<p>${escapeHtml(lines[0]!)}</p>`,
    `<p>${escapeHtml(lines[1]!)}</p>`,
    `<p>${body}</p>`,
    `<p style="color:#666">${escapeHtml(lines[3]!)}</p>`,
    `<p>${escapeHtml(fill(tpl.signature))}</p>`,
    '</body></html>',
  ].join('');
  return { subject, text, html };
}

/** `zh_TW` -> `zh-TW`: the mail's Content-Language and the HTML lang attribute. */
export function htmlLang(lang: Language): string {
  return lang.replace('_', '-');
}

/** Text made safe inside HTML elements and quoted attributes. */
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}
