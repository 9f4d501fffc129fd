// What the trader is mailed when staff take one of their ads offline or cancel it (issue 25), in all 10
// interface languages (ko_KP reads the Korean). `{{app}}` is the product name of the language, `{{id}}` the
// ad's id and `{{reason}}` the staff member's reason.
import { interpolate, t, type Language } from '@p2p/i18n';
import { escapeHtml, htmlLang, type RenderedMail } from '../email/templates.js';

/** What staff did to the ad. */
export type StaffAdNotice = 'OFFLINE' | 'CANCELLED';

type Texts = Record<StaffAdNotice, { subject: string; body: string }> & { reason: string; signature: string };

const KOREAN: Texts = {
  OFFLINE: {
    subject: '{{app}} 광고 {{id}}이(가) 오프라인으로 전환되었습니다',
    body: '고객 지원팀이 광고 {{id}}을(를) 시장에서 내렸습니다. 진행 중인 주문은 계속됩니다.',
  },
  CANCELLED: {
    subject: '{{app}} 광고 {{id}}이(가) 취소되었습니다',
    body: '고객 지원팀이 광고 {{id}}을(를) 취소했습니다. 에스크로에 남아 있던 코인은 등록된 주소로 반환됩니다.',
  },
  reason: '사유: {{reason}}',
  signature: '{{app}} 팀',
};

export const TRADING_MAIL: Readonly<Record<Language, Texts>> = {
  en: {
    OFFLINE: {
      subject: 'Your {{app}} ad {{id}} was taken offline',
      body: 'Customer service took your ad {{id}} off the market. Its open orders continue.',
    },
    CANCELLED: {
      subject: 'Your {{app}} ad {{id}} was cancelled',
      body: 'Customer service cancelled your ad {{id}}. Any coin escrow still held for it goes back to your address.',
    },
    reason: 'Reason: {{reason}}',
    signature: 'The {{app}} team',
  },
  zh_TW: {
    OFFLINE: {
      subject: '您的 {{app}} 廣告 {{id}} 已被下線',
      body: '客服已將您的廣告 {{id}} 從市場下線，進行中的訂單照常進行。',
    },
    CANCELLED: {
      subject: '您的 {{app}} 廣告 {{id}} 已被撤銷',
      body: '客服已撤銷您的廣告 {{id}}，託管中剩餘的幣將退回您的地址。',
    },
    reason: '原因：{{reason}}',
    signature: '{{app}} 團隊',
  },
  zh_CN: {
    OFFLINE: {
      subject: '您的 {{app}} 广告 {{id}} 已被下线',
      body: '客服已将您的广告 {{id}} 从市场下线，进行中的订单照常进行。',
    },
    CANCELLED: {
      subject: '您的 {{app}} 广告 {{id}} 已被撤销',
      body: '客服已撤销您的广告 {{id}}，托管中剩余的币将退回您的地址。',
    },
    reason: '原因：{{reason}}',
    signature: '{{app}} 团队',
  },
  ko_KR: KOREAN,
  ko_KP: KOREAN,
  vi_VN: {
    OFFLINE: {
      subject: 'Quảng cáo {{id}} của bạn trên {{app}} đã bị gỡ xuống',
      body: 'Bộ phận hỗ trợ đã gỡ quảng cáo {{id}} của bạn khỏi thị trường. Các lệnh đang mở vẫn tiếp tục.',
    },
    CANCELLED: {
      subject: 'Quảng cáo {{id}} của bạn trên {{app}} đã bị hủy',
      body: 'Bộ phận hỗ trợ đã hủy quảng cáo {{id}} của bạn. Số coin ký quỹ còn giữ sẽ được trả về địa chỉ của bạn.',
    },
    reason: 'Lý do: {{reason}}',
    signature: 'Đội ngũ {{app}}',
  },
  th_TH: {
    OFFLINE: {
      subject: 'โฆษณา {{id}} ของคุณบน {{app}} ถูกนำออฟไลน์',
      body: 'ฝ่ายบริการลูกค้านำโฆษณา {{id}} ของคุณออกจากตลาด คำสั่งซื้อที่เปิดอยู่ยังดำเนินต่อ',
    },
    CANCELLED: {
      subject: 'โฆษณา {{id}} ของคุณบน {{app}} ถูกยกเลิก',
      body: 'ฝ่ายบริการลูกค้ายกเลิกโฆษณา {{id}} ของคุณ เหรียญที่เอสโครว์ยังถือไว้จะคืนไปยังที่อยู่ของคุณ',
    },
    reason: 'เหตุผล: {{reason}}',
    signature: 'ทีมงาน {{app}}',
  },
  tr_TR: {
    OFFLINE: {
      subject: '{{app}} üzerindeki {{id}} numaralı ilanınız yayından kaldırıldı',
      body: 'Müşteri hizmetleri {{id}} numaralı ilanınızı pazardan kaldırdı. Açık siparişleri sürüyor.',
    },
    CANCELLED: {
      subject: '{{app}} üzerindeki {{id}} numaralı ilanınız iptal edildi',
      body: 'Müşteri hizmetleri {{id}} numaralı ilanınızı iptal etti. Emanette kalan coin adresinize iade edilir.',
    },
    reason: 'Gerekçe: {{reason}}',
    signature: '{{app}} ekibi',
  },
  es_ES: {
    OFFLINE: {
      subject: 'Su anuncio {{id}} de {{app}} se ha retirado',
      body: 'Atención al cliente ha retirado su anuncio {{id}} del mercado. Sus pedidos abiertos siguen.',
    },
    CANCELLED: {
      subject: 'Su anuncio {{id}} de {{app}} se ha cancelado',
      body: 'Atención al cliente ha cancelado su anuncio {{id}}. La moneda que aún guardaba la custodia vuelve a su dirección.',
    },
    reason: 'Motivo: {{reason}}',
    signature: 'El equipo de {{app}}',
  },
  pt_PT: {
    OFFLINE: {
      subject: 'O seu anúncio {{id}} na {{app}} foi retirado',
      body: 'O apoio ao cliente retirou o seu anúncio {{id}} do mercado. As ordens abertas continuam.',
    },
    CANCELLED: {
      subject: 'O seu anúncio {{id}} na {{app}} foi cancelado',
      body: 'O apoio ao cliente cancelou o seu anúncio {{id}}. A moeda que a custódia ainda guardava volta ao seu endereço.',
    },
    reason: 'Motivo: {{reason}}',
    signature: 'A equipa {{app}}',
  },
};

export function renderTradingMail(
  lang: Language,
  notice: StaffAdNotice,
  adId: string,
  reason: string | null,
): RenderedMail {
  const texts = TRADING_MAIL[lang] ?? TRADING_MAIL.en;
  const fill = (text: string) =>
    interpolate(text, { app: t(lang, 'common.appName'), id: adId, reason: reason ?? '' });
  const subject = fill(texts[notice].subject);
  const lines = [fill(texts[notice].body), ...(reason ? [fill(texts.reason)] : [])];
  const signature = fill(texts.signature);
  return {
    subject,
    text: `${lines.join('\n\n')}\n\n${signature}\n`,
    html: [
      `<!doctype html><html lang="${htmlLang(lang)}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>`,
      '<body style="font-family:sans-serif;line-height:1.5">',
      ...lines.map((l) => `<p>${escapeHtml(l)}</p>`),
      `<p>${escapeHtml(signature)}</p>`,
      '</body></html>',
    ].join(''),
  };
}
