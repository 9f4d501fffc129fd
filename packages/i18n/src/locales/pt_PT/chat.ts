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
  // Messages of appeal officers (issue 25), marked as staff; the templates are rendered by the API.
  staff: 'Equipa',
  staffName: 'Responsável de recursos {{name}}',
  staffTemplates: {
    PAYMENT_RECEIPT:
      'Carregue o comprovativo de pagamento (uma captura ou um PDF da transferência concluída) como prova no recurso.',
    BANK_STATEMENT: 'Carregue o extrato bancário que mostra se o pagamento foi creditado na sua conta.',
    UNDER_REVIEW:
      'Um responsável de recursos está a analisar o seu caso. Escreveremos aqui se precisarmos de mais alguma coisa.',
    REPLY_WITHIN:
      'Responda no prazo de {{hours}} horas; depois disso, o caso é decidido com as provas apresentadas.',
  },
  staffRequest: {
    BUYER: 'São pedidas provas ao comprador até {{due}}: {{note}}',
    SELLER: 'São pedidas provas ao vendedor até {{due}}: {{note}}',
  },
  // The chat history (/chatList; issue 26): every order's chat, the newest first.
  list: {
    buying: 'Compra',
    selling: 'Venda',
    image: 'Imagem',
    mine: 'Eu: {{text}}',
    empty: 'Ainda não tem conversas',
    emptyHint: 'Aqui aparecem as suas mensagens com a outra parte de cada ordem',
    end: 'Não há mais conversas',
    unread_one: '{{count}} mensagem por ler',
    unread_other: '{{count}} mensagens por ler',
  },
};
