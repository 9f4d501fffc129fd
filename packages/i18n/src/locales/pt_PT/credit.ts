import type { CreditTexts } from '../en/credit.js';

/** Credit texts (`common.credit`; issue 14), loaded with /reputationScore (see ../en/credit.ts). */
export const credit: CreditTexts = {
  score: {
    label: 'Pontuação de crédito atual',
    points: '{{score}} pontos',
    canPost: 'Pode publicar anúncios e negociar',
  },
  rules: {
    title: 'Regras de crédito',
    minimum: 'É necessária uma pontuação de {{min}} ou mais para publicar anúncios',
    cancellation:
      'Os primeiros {{free}} cancelamentos de cada dia são gratuitos; cada um a mais custa {{deduct}} pontos',
    appealLost: 'Perder um recurso custa {{points}} pontos',
    malicious: 'Um recurso de má-fé pode custar toda a pontuação',
  },
  cancellations: {
    title: 'Cancelamentos gratuitos restantes hoje',
    left: '{{remaining}} de {{free}}',
  },
  figures: {
    title: 'O seu histórico de negociação',
    orders: 'Ordens contadas',
    completion: 'Taxa de conclusão',
    note: 'Estes números contam as ordens concluídas e as que falharam por sua causa: o seu cancelamento depois de a ordem ser aceite, o seu prazo excedido (depósito ou pagamento), um recurso que perdeu. Uma ordem que a outra parte cancelou, ou rejeitada antes de ser aceite, não conta para ninguém.',
  },
  record: {
    title: 'Histórico de crédito',
    empty: 'Ainda sem alterações de crédito',
    emptyHint: 'Aqui aparecem os cancelamentos, os resultados de recursos e os ajustes',
    end: 'Não há mais registos',
    after: 'Pontuação depois: {{score}}',
    order: 'Ordem {{id}}',
    free: 'Cancelamento gratuito',
    reasons: {
      CANCELLED: 'Ordem cancelada',
      DEPOSIT_TIMEOUT: 'Depósito não feito a tempo',
      PAY_TIMEOUT: 'Pagamento não feito a tempo',
      APPEAL_LOST: 'Recurso perdido',
      MALICIOUS_APPEAL: 'Recurso de má-fé',
      ADJUSTMENT: 'Ajuste do apoio ao cliente',
    },
  },
  retry: 'Tentar novamente',
};
