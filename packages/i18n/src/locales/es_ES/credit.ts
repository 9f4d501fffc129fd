import type { CreditTexts } from '../en/credit.js';

/** Credit texts (`common.credit`; issue 14), loaded with /reputationScore (see ../en/credit.ts). */
export const credit: CreditTexts = {
  score: {
    label: 'Puntuación de crédito actual',
    points: '{{score}} puntos',
    canPost: 'Puedes publicar anuncios y operar',
  },
  rules: {
    title: 'Reglas de crédito',
    minimum: 'Se necesita una puntuación de {{min}} o más para publicar anuncios',
    cancellation:
      'Las primeras {{free}} cancelaciones de cada día son gratuitas; cada una más cuesta {{deduct}} puntos',
    appealLost: 'Perder una apelación cuesta {{points}} puntos',
    malicious: 'Una apelación malintencionada puede costar toda la puntuación',
  },
  cancellations: {
    title: 'Cancelaciones gratuitas que quedan hoy',
    left: '{{remaining}} de {{free}}',
  },
  figures: {
    title: 'Tu historial de operaciones',
    orders: 'Órdenes contadas',
    completion: 'Tasa de finalización',
    note: 'Estas cifras cuentan las órdenes completadas y las que fallaron por ti: tu cancelación después de aceptada la orden, tu plazo vencido (depósito o pago), una apelación que perdiste. Una orden que canceló la otra parte, o rechazada antes de aceptarse, no cuenta para nadie.',
  },
  record: {
    title: 'Historial de crédito',
    empty: 'Todavía no hay cambios de crédito',
    emptyHint: 'Aquí aparecen las cancelaciones, los resultados de apelaciones y los ajustes',
    end: 'No hay más registros',
    after: 'Puntuación después: {{score}}',
    order: 'Orden {{id}}',
    free: 'Cancelación gratuita',
    reasons: {
      CANCELLED: 'Orden cancelada',
      DEPOSIT_TIMEOUT: 'Depósito no realizado a tiempo',
      PAY_TIMEOUT: 'Pago no realizado a tiempo',
      APPEAL_LOST: 'Apelación perdida',
      MALICIOUS_APPEAL: 'Apelación malintencionada',
      ADJUSTMENT: 'Ajuste del servicio de atención al cliente',
    },
  },
  retry: 'Reintentar',
};
