import type { CommonTexts } from '../en/common.js';

/** The order chat texts (`common.chat`; issue 12). */
export const chat: CommonTexts['chat'] = {
  counterparty: 'Contraparte',
  order: 'Orden {{id}}',
  viewOrder: 'Ver orden',
  evidence:
    'Los mensajes se guardan con la orden como prueba en caso de reclamación. Nunca compartas tus contraseñas.',
  loading: 'Cargando mensajes…',
  loadingOlder: 'Cargando mensajes anteriores…',
  start: 'Este es el inicio de la conversación',
  empty: 'Aún no hay mensajes',
  emptyHint: 'Saluda o envía tu comprobante de pago como imagen',
  loadFailed: 'No se pudieron cargar los mensajes',
  retry: 'Reintentar',
  noOrder: 'No se ha elegido ninguna orden',
  toOrders: 'Mis órdenes',
  placeholder: 'Escribe un mensaje',
  send: 'Enviar',
  image: 'Enviar una imagen',
  imageAlt: 'Imagen enviada en el chat',
  imageLoading: 'Cargando imagen…',
  imageFailed: 'No se pudo cargar la imagen',
  close: 'Cerrar',
  uploading: 'Enviando la imagen…',
  wrongType: 'Solo se pueden enviar imágenes JPG, JPEG, PNG o BMP',
  tooLarge: 'La imagen debe pesar menos de 1 MB',
  sendFailed: 'El mensaje no se envió, inténtalo de nuevo',
  tooLong: 'Demasiado largo: {{length}} de {{max}} caracteres',
  read: 'Leído',
  sent: 'Enviado',
  // Messages of appeal officers (issue 25), marked as staff; the templates are rendered by the API.
  staff: 'Personal',
  staffName: 'Responsable de apelaciones {{name}}',
  staffTemplates: {
    PAYMENT_RECEIPT:
      'Sube tu comprobante de pago (una captura o un PDF de la transferencia completada) como prueba en la apelación.',
    BANK_STATEMENT: 'Sube el extracto bancario que muestre si el pago se abonó en tu cuenta.',
    UNDER_REVIEW:
      'Un responsable de apelaciones está revisando tu caso. Te escribiremos aquí si necesitamos algo más.',
    REPLY_WITHIN:
      'Responde en un plazo de {{hours}} horas; después, el caso se decidirá con las pruebas aportadas.',
  },
  staffRequest: {
    BUYER: 'Se piden pruebas al comprador antes del {{due}}: {{note}}',
    SELLER: 'Se piden pruebas al vendedor antes del {{due}}: {{note}}',
  },
  // The chat history (/chatList; issue 26): every order's chat, the newest first.
  list: {
    buying: 'Compra',
    selling: 'Venta',
    image: 'Imagen',
    mine: 'Tú: {{text}}',
    empty: 'Aún no tienes conversaciones',
    emptyHint: 'Aquí aparecen tus mensajes con la otra parte de cada orden',
    end: 'No hay más conversaciones',
    unread_one: '{{count}} mensaje sin leer',
    unread_other: '{{count}} mensajes sin leer',
  },
};
