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
};
