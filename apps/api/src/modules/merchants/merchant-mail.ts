// The decision notices of merchant certification (issue 24) mailed to the trader, in all 10 interface
// languages. `{{app}}` is the product name of the language; `{{reason}}` the staff member's reason.
import { interpolate, t, type Language } from '@p2p/i18n';
import { escapeHtml, htmlLang, type RenderedMail } from '../email/templates.js';

/** What the trader is told of. */
export type MerchantNotice = 'APPROVED' | 'REFUSED' | 'REVOKED' | 'TOP_UP_REQUIRED';

type Texts = Record<MerchantNotice, { subject: string; body: string }> & {
  reason: string;
  signature: string;
};

const KOREAN: Texts = {
  APPROVED: {
    subject: '{{app}} 인증 판매자가 되었습니다',
    body: '판매자 인증 신청이 승인되었습니다. 이제 법정화폐 광고를 게시할 수 있습니다.',
  },
  REFUSED: {
    subject: '{{app}} 판매자 인증 신청이 거절되었습니다',
    body: '판매자 인증 신청이 거절되었습니다. 보증금은 등록된 주소로 반환됩니다.',
  },
  REVOKED: {
    subject: '{{app}} 판매자 인증이 취소되었습니다',
    body: '판매자 인증이 취소되었습니다. 법정화폐 광고는 오프라인으로 전환되었고 진행 중인 주문은 계속됩니다.',
  },
  TOP_UP_REQUIRED: {
    subject: '{{app}} 보증금에서 보상이 지급되었습니다',
    body: '이의 제기 결과에 따라 보증금에서 보상이 지급되었습니다. 법정화폐 광고를 다시 게시하려면 보증금을 충전하세요.',
  },
  reason: '사유: {{reason}}',
  signature: '{{app}} 팀',
};

export const MERCHANT_MAIL: Readonly<Record<Language, Texts>> = {
  en: {
    APPROVED: {
      subject: 'You are a certified merchant on {{app}}',
      body: 'Your merchant certification was approved. You can now post fiat ads.',
    },
    REFUSED: {
      subject: 'Your {{app}} merchant application was refused',
      body: 'Your merchant certification application was refused. Your guarantee deposit goes back to your address.',
    },
    REVOKED: {
      subject: 'Your {{app}} merchant certification was revoked',
      body: 'Your merchant certification was revoked. Your fiat ads are offline; open orders continue.',
    },
    TOP_UP_REQUIRED: {
      subject: 'Compensation was paid from your {{app}} guarantee',
      body: 'After an appeal, compensation was paid from your guarantee deposit. Top it up before posting fiat ads again.',
    },
    reason: 'Reason: {{reason}}',
    signature: 'The {{app}} team',
  },
  zh_TW: {
    APPROVED: {
      subject: '您已成為 {{app}} 認證商家',
      body: '您的商家認證申請已通過，現在可以發布法幣廣告。',
    },
    REFUSED: {
      subject: '您的 {{app}} 商家申請未通過',
      body: '您的商家認證申請未通過，保證金將退回您的地址。',
    },
    REVOKED: {
      subject: '您的 {{app}} 商家認證已被撤銷',
      body: '您的商家認證已被撤銷，法幣廣告已下線，進行中的訂單將繼續。',
    },
    TOP_UP_REQUIRED: {
      subject: '已從您的 {{app}} 保證金支付賠償',
      body: '申訴裁決後已從您的保證金支付賠償。請補足保證金後再發布法幣廣告。',
    },
    reason: '原因：{{reason}}',
    signature: '{{app}} 團隊',
  },
  zh_CN: {
    APPROVED: {
      subject: '您已成为 {{app}} 认证商家',
      body: '您的商家认证申请已通过，现在可以发布法币广告。',
    },
    REFUSED: {
      subject: '您的 {{app}} 商家申请未通过',
      body: '您的商家认证申请未通过，保证金将退回您的地址。',
    },
    REVOKED: {
      subject: '您的 {{app}} 商家认证已被撤销',
      body: '您的商家认证已被撤销，法币广告已下线，进行中的订单将继续。',
    },
    TOP_UP_REQUIRED: {
      subject: '已从您的 {{app}} 保证金支付赔偿',
      body: '申诉裁决后已从您的保证金支付赔偿。请补足保证金后再发布法币广告。',
    },
    reason: '原因：{{reason}}',
    signature: '{{app}} 团队',
  },
  ko_KR: KOREAN,
  ko_KP: KOREAN,
  vi_VN: {
    APPROVED: {
      subject: 'Bạn đã là thương nhân được chứng nhận trên {{app}}',
      body: 'Đơn chứng nhận thương nhân của bạn đã được duyệt. Giờ bạn có thể đăng quảng cáo pháp định.',
    },
    REFUSED: {
      subject: 'Đơn thương nhân {{app}} của bạn bị từ chối',
      body: 'Đơn chứng nhận thương nhân của bạn bị từ chối. Tiền ký quỹ được trả về địa chỉ của bạn.',
    },
    REVOKED: {
      subject: 'Chứng nhận thương nhân {{app}} của bạn bị thu hồi',
      body: 'Chứng nhận thương nhân của bạn bị thu hồi. Quảng cáo pháp định đã ngoại tuyến; các đơn đang mở vẫn tiếp tục.',
    },
    TOP_UP_REQUIRED: {
      subject: 'Đã bồi thường từ tiền ký quỹ {{app}} của bạn',
      body: 'Sau một khiếu nại, khoản bồi thường đã được trả từ tiền ký quỹ. Hãy nạp thêm trước khi đăng quảng cáo pháp định.',
    },
    reason: 'Lý do: {{reason}}',
    signature: 'Đội ngũ {{app}}',
  },
  th_TH: {
    APPROVED: {
      subject: 'คุณเป็นร้านค้าที่ได้รับการรับรองบน {{app}} แล้ว',
      body: 'ใบสมัครร้านค้าของคุณได้รับอนุมัติ ตอนนี้คุณลงโฆษณาเงินเฟียตได้แล้ว',
    },
    REFUSED: {
      subject: 'ใบสมัครร้านค้า {{app}} ของคุณถูกปฏิเสธ',
      body: 'ใบสมัครร้านค้าของคุณถูกปฏิเสธ เงินค้ำประกันจะคืนไปยังที่อยู่ของคุณ',
    },
    REVOKED: {
      subject: 'การรับรองร้านค้า {{app}} ของคุณถูกเพิกถอน',
      body: 'การรับรองร้านค้าของคุณถูกเพิกถอน โฆษณาเงินเฟียตออฟไลน์แล้ว คำสั่งซื้อที่เปิดอยู่ดำเนินต่อไป',
    },
    TOP_UP_REQUIRED: {
      subject: 'มีการจ่ายค่าชดเชยจากเงินค้ำประกัน {{app}} ของคุณ',
      body: 'หลังการอุทธรณ์ มีการจ่ายค่าชดเชยจากเงินค้ำประกันของคุณ โปรดเติมก่อนลงโฆษณาเงินเฟียตอีกครั้ง',
    },
    reason: 'เหตุผล: {{reason}}',
    signature: 'ทีม {{app}}',
  },
  tr_TR: {
    APPROVED: {
      subject: '{{app}} üzerinde artık onaylı satıcısınız',
      body: 'Satıcı onay başvurunuz kabul edildi. Artık itibari para ilanı verebilirsiniz.',
    },
    REFUSED: {
      subject: '{{app}} satıcı başvurunuz reddedildi',
      body: 'Satıcı onay başvurunuz reddedildi. Teminatınız adresinize iade edilir.',
    },
    REVOKED: {
      subject: '{{app}} satıcı onayınız iptal edildi',
      body: 'Satıcı onayınız iptal edildi. İtibari para ilanlarınız çevrimdışı; açık siparişler devam eder.',
    },
    TOP_UP_REQUIRED: {
      subject: '{{app}} teminatınızdan tazminat ödendi',
      body: 'Bir itirazın ardından teminatınızdan tazminat ödendi. Yeniden itibari para ilanı vermeden önce tamamlayın.',
    },
    reason: 'Gerekçe: {{reason}}',
    signature: '{{app}} ekibi',
  },
  es_ES: {
    APPROVED: {
      subject: 'Ya es comerciante certificado en {{app}}',
      body: 'Su certificación de comerciante fue aprobada. Ya puede publicar anuncios en moneda fiduciaria.',
    },
    REFUSED: {
      subject: 'Su solicitud de comerciante en {{app}} fue rechazada',
      body: 'Su solicitud de certificación de comerciante fue rechazada. Su depósito de garantía vuelve a su dirección.',
    },
    REVOKED: {
      subject: 'Su certificación de comerciante en {{app}} fue revocada',
      body: 'Su certificación de comerciante fue revocada. Sus anuncios en moneda fiduciaria están fuera de línea; los pedidos abiertos continúan.',
    },
    TOP_UP_REQUIRED: {
      subject: 'Se pagó una compensación de su garantía en {{app}}',
      body: 'Tras una apelación se pagó una compensación de su depósito de garantía. Repóngalo antes de volver a publicar anuncios en moneda fiduciaria.',
    },
    reason: 'Motivo: {{reason}}',
    signature: 'El equipo de {{app}}',
  },
  pt_PT: {
    APPROVED: {
      subject: 'Já é comerciante certificado na {{app}}',
      body: 'A sua certificação de comerciante foi aprovada. Já pode publicar anúncios em moeda fiduciária.',
    },
    REFUSED: {
      subject: 'O seu pedido de comerciante na {{app}} foi recusado',
      body: 'O seu pedido de certificação de comerciante foi recusado. O depósito de garantia volta para o seu endereço.',
    },
    REVOKED: {
      subject: 'A sua certificação de comerciante na {{app}} foi revogada',
      body: 'A sua certificação de comerciante foi revogada. Os seus anúncios em moeda fiduciária estão offline; as ordens abertas continuam.',
    },
    TOP_UP_REQUIRED: {
      subject: 'Foi paga uma compensação da sua garantia na {{app}}',
      body: 'Após um recurso, foi paga uma compensação do seu depósito de garantia. Reponha-o antes de voltar a publicar anúncios em moeda fiduciária.',
    },
    reason: 'Motivo: {{reason}}',
    signature: 'A equipa {{app}}',
  },
};

/** The notice `notice` in `lang`, with the staff member's reason when there is one. */
export function renderMerchantMail(
  lang: Language,
  notice: MerchantNotice,
  reason: string | null,
): RenderedMail {
  const texts = MERCHANT_MAIL[lang] ?? MERCHANT_MAIL.en;
  const fill = (text: string) => interpolate(text, { app: t(lang, 'common.appName'), reason: reason ?? '' });
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
