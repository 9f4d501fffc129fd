import type { CommonTexts } from '../en/common.js';

/** The order chat texts (`common.chat`; issue 12). */
export const chat: CommonTexts['chat'] = {
  counterparty: 'Contraparte',
  order: 'Ordem {{id}}',
  viewOrder: 'Ver ordem',
  evidence:
    'As mensagens ficam guardadas com a ordem como prova em caso de recurso. Nunca partilhe as suas palavras-passe.',
  loading: 'A carregar mensagens…',
  loadingOlder: 'A carregar mensagens anteriores…',
  start: 'Este é o início da conversa',
  empty: 'Ainda não há mensagens',
  emptyHint: 'Diga olá ou envie o comprovativo de pagamento como imagem',
  loadFailed: 'Não foi possível carregar as mensagens',
  retry: 'Tentar novamente',
  noOrder: 'Nenhuma ordem escolhida',
  toOrders: 'As minhas ordens',
  placeholder: 'Escreva uma mensagem',
  send: 'Enviar',
  image: 'Enviar uma imagem',
  imageAlt: 'Imagem enviada no chat',
  imageLoading: 'A carregar imagem…',
  imageFailed: 'Não foi possível carregar a imagem',
  close: 'Fechar',
  uploading: 'A enviar a imagem…',
  wrongType: 'Só é possível enviar imagens JPG, JPEG, PNG ou BMP',
  tooLarge: 'A imagem tem de ter menos de 1 MB',
  sendFailed: 'A mensagem não foi enviada, tente novamente',
  tooLong: 'Demasiado longa: {{length}} de {{max}} caracteres',
  read: 'Lida',
  sent: 'Enviada',
};
