import type { PayoutsTexts } from './en';

export const payouts_es_ES: PayoutsTexts = {
  title: 'Pagos',
  empty: 'No se ha puesto en cola ningún pago para este pedido.',
  loadFailed: 'No se pudieron cargar los pagos.',
  retry: 'Reintentar',
  kind: {
    RELEASE: 'Liberación al comprador',
    REFUND: 'Reembolso al vendedor',
    WITHDRAWAL: 'Retirada',
    RETURN: 'Devuelto al remitente',
  },
  status: {
    QUEUED: 'En cola',
    SENT: 'Enviado, confirmando',
    CONFIRMED: 'Confirmado',
    FAILED: 'Fallido definitivamente',
  },
  amount: 'Cantidad',
  to: 'Dirección de destino',
  txHashes: 'Hashes de transacción',
  noTx: 'Aún no se ha firmado ninguna transacción',
  lastError: 'Último error',
  attempts: 'Transacciones firmadas',
  confirmations: 'Confirmaciones',
  updated: 'Actualizado',
  failedHint:
    'La moneda de este pedido no se paga a nadie hasta que el pago se envíe de nuevo. Corrija antes la causa (por ejemplo, recargue el monedero de custodia): consulte el manual de operaciones, «Pago fallido definitivamente».',
  requeue: 'Volver a poner en cola…',
  requeueTitle: '¿Enviar este pago de nuevo?',
  requeueBody:
    'El mismo pago ({{ref}}) vuelve a la cola y se firma de nuevo; en una liberación, el pedido vuelve a esperar la confirmación en cadena.',
  remarks: 'Por qué se envía de nuevo (queda en el registro de auditoría)',
  confirm: 'Volver a poner el pago en cola',
  cancel: 'Volver',
  done: 'Pago puesto de nuevo en cola: se firmará y enviará otra vez.',
  refused:
    'No se ha vuelto a poner en cola: el pago no ha fallado definitivamente o el pedido ya no está revocado. La vista muestra ahora su estado actual.',
  adminOnly: 'Solo un administrador puede volver a poner en cola un pago fallido definitivamente.',
};
