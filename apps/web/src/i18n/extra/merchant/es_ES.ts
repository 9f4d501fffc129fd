import type { MerchantTexts } from './en';

export const merchantEsES: MerchantTexts = {
  title: 'Certificación de comerciante',
  intro:
    'Los comerciantes certificados llevan la insignia, publican anuncios fiduciarios y respaldan sus operaciones con un depósito de garantía en custodia.',
  rules: {
    kyc: 'Verificación de identidad',
    kycNeed: 'Avanzada',
    orders: 'Pedidos completados',
    rate: 'Tasa de finalización',
    age: 'Antigüedad de la cuenta',
    guarantee: 'Depósito de garantía',
  },
  kyc: {
    NONE: 'Ninguna',
    BASIC: 'Básica',
    ADVANCED: 'Avanzada',
  },
  days: '{{n}} días',
  yours: 'usted: {{value}}',
  apply: 'Solicitar la certificación',
  status: {
    AWAITING_DEPOSIT: 'Solicitud recibida: pague el depósito de garantía para enviarla a revisión.',
    PENDING_REVIEW: 'Garantía recibida: atención al cliente revisa su solicitud.',
    APPROVED: 'Es comerciante certificado.',
    REFUSED: 'Su solicitud fue rechazada.',
    REVOKED: 'Su certificación fue revocada.',
    WITHDRAWN: 'Renunció a la certificación.',
  },
  reason: 'Motivo: {{reason}}',
  guarantee: 'Garantía retenida: {{held}} de {{amount}} {{coin}}',
  topUp:
    'Se pagó una compensación con su garantía. Repóngala antes de volver a publicar anuncios fiduciarios.',
  pay: 'Pagar el depósito de garantía',
  payTopUp: 'Reponer la garantía',
  giveUp: 'Renunciar a la certificación',
  giveUpTitle: '¿Renunciar a la certificación?',
  giveUpText:
    'Sus anuncios fiduciarios pasan a fuera de línea. La garantía vuelve a su dirección cuando no tenga pedidos ni apelaciones abiertos.',
  gaveUp: 'Hecho: la garantía está de vuelta en camino.',
};
