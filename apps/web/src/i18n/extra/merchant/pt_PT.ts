import type { MerchantTexts } from './en';

export const merchantPtPT: MerchantTexts = {
  title: 'Certificação de comerciante',
  intro:
    'Os comerciantes certificados têm o selo, publicam anúncios em moeda fiduciária e garantem as suas transações com um depósito de garantia em custódia.',
  rules: {
    kyc: 'Verificação de identidade',
    kycNeed: 'Avançada',
    orders: 'Ordens concluídas',
    rate: 'Taxa de conclusão',
    age: 'Idade da conta',
    guarantee: 'Depósito de garantia',
  },
  kyc: {
    NONE: 'Nenhuma',
    BASIC: 'Básica',
    ADVANCED: 'Avançada',
  },
  days: '{{n}} dias',
  yours: 'o seu: {{value}}',
  apply: 'Pedir a certificação',
  status: {
    AWAITING_DEPOSIT: 'Pedido recebido: pague o depósito de garantia para o enviar para revisão.',
    PENDING_REVIEW: 'Garantia recebida: o apoio ao cliente está a rever o seu pedido.',
    APPROVED: 'É comerciante certificado.',
    REFUSED: 'O seu pedido foi recusado.',
    REVOKED: 'A sua certificação foi revogada.',
    WITHDRAWN: 'Desistiu da certificação.',
  },
  reason: 'Motivo: {{reason}}',
  guarantee: 'Garantia retida: {{held}} de {{amount}} {{coin}}',
  topUp:
    'Foi paga uma compensação com a sua garantia. Reponha-a antes de voltar a publicar anúncios em moeda fiduciária.',
  pay: 'Pagar o depósito de garantia',
  payTopUp: 'Repor a garantia',
  giveUp: 'Desistir da certificação',
  giveUpTitle: 'Desistir da certificação?',
  giveUpText:
    'Os seus anúncios em moeda fiduciária ficam offline. A garantia volta para o seu endereço quando não houver ordens nem recursos abertos.',
  gaveUp: 'Feito: a garantia está a caminho.',
};
