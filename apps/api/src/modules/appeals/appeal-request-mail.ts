// The mail to a party an appeal officer asks for evidence (issue 25), in all 10 interface languages.
// `{{app}}` is the product name of the language; `{{order}}`, `{{note}}` (the officer's words) and `{{due}}`
// (the deadline, UTC) are filled in when sending.
import { interpolate, t, type Language } from '@p2p/i18n';
import { escapeHtml, htmlLang, type RenderedMail } from '../email/templates.js';

interface Texts {
  subject: string;
  greeting: string;
  /** Holds `{{order}}`. */
  asked: string;
  /** Holds `{{note}}`. */
  note: string;
  /** Holds `{{due}}`. */
  due: string;
  signature: string;
}

const KOREAN: Texts = {
  subject: '{{app}} 주문 {{order}}: 이의 제기 증거를 요청합니다',
  greeting: '안녕하세요.',
  asked: '이의 제기 담당자가 주문 {{order}}의 이의 제기에 대해 증거를 요청했습니다.',
  note: '요청 내용: {{note}}',
  due: '{{due}}까지 앱의 주문 화면에서 이의 제기에 증거를 추가해 주세요.',
  signature: '{{app}} 팀',
};

export const APPEAL_REQUEST_MAIL: Readonly<Record<Language, Texts>> = {
  en: {
    subject: '{{app}} order {{order}}: evidence requested for the appeal',
    greeting: 'Hello,',
    asked: 'The appeal officer handling order {{order}} asks you for evidence.',
    note: 'What is needed: {{note}}',
    due: 'Please add it to the appeal on the order page of the app by {{due}}.',
    signature: 'The {{app}} team',
  },
  zh_TW: {
    subject: '{{app}} 訂單 {{order}}：申訴需要您提供證據',
    greeting: '您好：',
    asked: '處理訂單 {{order}} 的申訴專員請您提供證據。',
    note: '需要的資料：{{note}}',
    due: '請於 {{due}} 前在 App 的訂單頁面將證據加入申訴。',
    signature: '{{app}} 團隊',
  },
  zh_CN: {
    subject: '{{app}} 订单 {{order}}：申诉需要您提供证据',
    greeting: '您好：',
    asked: '处理订单 {{order}} 的申诉专员请您提供证据。',
    note: '需要的资料：{{note}}',
    due: '请于 {{due}} 前在 App 的订单页面将证据添加到申诉中。',
    signature: '{{app}} 团队',
  },
  ko_KR: KOREAN,
  ko_KP: {
    ...KOREAN,
    subject: '{{app}} 주문 {{order}}: 신소 증거를 요청합니다',
    greeting: '안녕하십니까.',
    due: '{{due}}까지 앱의 주문화면에서 신소에 증거를 추가하여 주십시오.',
  },
  vi_VN: {
    subject: '{{app}} đơn {{order}}: yêu cầu bằng chứng cho khiếu nại',
    greeting: 'Xin chào,',
    asked: 'Cán bộ xử lý khiếu nại của đơn {{order}} yêu cầu bạn cung cấp bằng chứng.',
    note: 'Cần có: {{note}}',
    due: 'Vui lòng thêm bằng chứng vào khiếu nại trên trang đơn hàng của ứng dụng trước {{due}}.',
    signature: 'Đội ngũ {{app}}',
  },
  th_TH: {
    subject: '{{app}} คำสั่งซื้อ {{order}}: ขอหลักฐานสำหรับคำร้อง',
    greeting: 'สวัสดี',
    asked: 'เจ้าหน้าที่ที่พิจารณาคำร้องของคำสั่งซื้อ {{order}} ขอหลักฐานจากคุณ',
    note: 'สิ่งที่ต้องการ: {{note}}',
    due: 'โปรดเพิ่มหลักฐานในคำร้องที่หน้าคำสั่งซื้อในแอปภายใน {{due}}',
    signature: 'ทีมงาน {{app}}',
  },
  tr_TR: {
    subject: '{{app}} sipariş {{order}}: itiraz için kanıt isteniyor',
    greeting: 'Merhaba,',
    asked: '{{order}} numaralı siparişin itirazını inceleyen görevli sizden kanıt istiyor.',
    note: 'Gereken: {{note}}',
    due: 'Lütfen {{due}} tarihine kadar uygulamanın sipariş sayfasından itiraza ekleyin.',
    signature: '{{app}} ekibi',
  },
  es_ES: {
    subject: '{{app}} pedido {{order}}: se piden pruebas para la apelación',
    greeting: 'Hola:',
    asked: 'El responsable de la apelación del pedido {{order}} te pide pruebas.',
    note: 'Lo que se necesita: {{note}}',
    due: 'Añádelas a la apelación en la página del pedido de la aplicación antes del {{due}}.',
    signature: 'El equipo de {{app}}',
  },
  pt_PT: {
    subject: '{{app}} encomenda {{order}}: são pedidas provas para o recurso',
    greeting: 'Olá,',
    asked: 'O responsável pelo recurso da encomenda {{order}} pede-lhe provas.',
    note: 'O que é necessário: {{note}}',
    due: 'Adicione-as ao recurso na página da encomenda da aplicação até {{due}}.',
    signature: 'A equipa {{app}}',
  },
};

/** `2026-11-28 14:05 UTC`: the deadline as the mail and the chat message state it. */
export function dueText(at: Date): string {
  return `${at.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

/** The evidence request mail in `lang` (English for a language without texts). */
export function renderAppealRequestMail(
  lang: Language,
  vars: { orderId: string; note: string; dueAt: Date },
): RenderedMail {
  const tpl = APPEAL_REQUEST_MAIL[lang] ?? APPEAL_REQUEST_MAIL.en;
  const fill = (text: string) =>
    interpolate(text, {
      app: t(lang, 'common.appName'),
      order: vars.orderId,
      note: vars.note,
      due: dueText(vars.dueAt),
    });
  const subject = fill(tpl.subject);
  const lines = [tpl.greeting, tpl.asked, tpl.note, tpl.due].map(fill);
  const text = `${lines.join('\n\n')}\n\n${fill(tpl.signature)}\n`;
  const html = [
    `<!doctype html><html lang="${htmlLang(lang)}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>`,
    '<body style="font-family:sans-serif;line-height:1.5">',
    ...lines.map((l, i) =>
      i === 2 ? `<p><strong>${escapeHtml(l)}</strong></p>` : `<p>${escapeHtml(l)}</p>`,
    ),
    `<p>${escapeHtml(fill(tpl.signature))}</p>`,
    '</body></html>',
  ].join('');
  return { subject, text, html };
}
