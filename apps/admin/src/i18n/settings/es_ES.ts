import type { SettingsTexts } from './en';

export const settings_es_ES: SettingsTexts = {
  tab: 'Crédito',
  userTab: 'Límites',
  saved: 'Guardado. Se aplica desde la siguiente solicitud.',
  cancel: 'Cancelar',
  loadFailed: 'No se pudieron cargar los ajustes.',
  retry: 'Reintentar',
  credit: {
    title: 'Reglas de crédito',
    hint: 'Puntos que se restan de la puntuación de crédito de un comerciante (100 al empezar; por debajo de 60 no puede publicar anuncios). Una regla guardada se aplica de inmediato a la siguiente cancelación o apelación.',
    rule: 'Regla',
    deduct: 'Puntos restados',
    free: 'Cancelaciones gratuitas al día',
    description: 'Descripción',
    edit: 'Editar',
    editTitle: 'Editar la regla: {{rule}}',
    save: 'Guardar',
    cancellationTag: 'Regla de cancelación',
    deductInvalid: 'Introduce un número entero de {{min}} a {{max}}',
    freeInvalid: 'Introduce un número entero de 0 a {{max}}',
    freeOnlyCancellation: 'Solo la regla de cancelación tiene cancelaciones gratuitas.',
    types: {
      CANCEL_ORDER: 'Cancelar una orden',
      DEPOSIT_TIMEOUT: 'El vendedor no depositó a tiempo',
      PAY_TIMEOUT: 'El comprador no pagó a tiempo',
      APPEAL_LOST: 'Apelación perdida',
      MALICIOUS_APPEAL: 'Apelación malintencionada',
    },
    effects: {
      CANCEL_ORDER:
        'Se aplica a toda cancelación, incluidos los vencimientos: las primeras de un día UTC son gratuitas y cada una de las siguientes cuesta estos puntos.',
      DEPOSIT_TIMEOUT:
        'Cuenta como una cancelación: se aplican las cifras de la regla de cancelación, no estas.',
      PAY_TIMEOUT: 'Cuenta como una cancelación: se aplican las cifras de la regla de cancelación, no estas.',
      APPEAL_LOST: 'Se restan a la parte que pierde una apelación (al menos 1 punto).',
      MALICIOUS_APPEAL:
        'Una apelación malintencionada quita toda la puntuación; los puntos de aquí son solo de referencia.',
    },
  },
  defaults: {
    title: 'Límites de operación de las cuentas nuevas',
    hint: 'Las cuentas creadas a partir de ahora reciben estos límites. Las cuentas existentes conservan los suyos; cambia los de un comerciante en su pestaña Límites.',
    builtIn: 'Valores predeterminados del sistema',
    save: 'Guardar los valores predeterminados',
  },
  limits: {
    buyAdLimit: 'Anuncios de compra a la vez',
    sellAdLimit: 'Anuncios de venta a la vez',
    initiatedBuyLimit: 'Órdenes abiertas iniciadas como comprador',
    initiatedSellLimit: 'Órdenes abiertas iniciadas como vendedor',
    pendingOrderLimit: 'Órdenes abiertas en total',
    invalid: 'Introduce un número entero de 0 a {{max}}',
    hints: {
      buyAdLimit:
        'Anuncios de compra que el comerciante ha publicado y no ha cerrado (error 5019 al superarlo).',
      sellAdLimit:
        'Anuncios de venta que el comerciante ha publicado y no ha cerrado (error 5020 al superarlo).',
      initiatedBuyLimit:
        'Órdenes abiertas que el comerciante inició como comprador (error 5021 al superarlo).',
      initiatedSellLimit:
        'Órdenes abiertas que el comerciante inició como vendedor (error 5022 al superarlo).',
      pendingOrderLimit: 'Órdenes abiertas del comerciante en cualquier lado (error 5023 al superarlo).',
    },
  },
  user: {
    title: 'Límites de operación',
    belowOpen:
      'Se puede fijar un límite por debajo de lo que el comerciante tiene abierto ahora: lo abierto sigue, y los anuncios u órdenes nuevos se rechazan hasta que la cantidad vuelva a estar por debajo del límite.',
    save: 'Guardar los límites',
  },
};
