// Officers' messages to the parties and requests for evidence on the case page (issue 25; namespace
// `admin`, key `caseRequests`).
import type { CaseRequestsTexts } from './en';

export const caseRequests_pt_PT: CaseRequestsTexts = {
  message: {
    title: 'Escrever às partes',
    hint: 'As duas partes veem-na no chat da encomenda, marcada como equipa. Um modelo é enviado no idioma de cada parte.',
    mode: {
      TEXT: 'Texto livre',
      TEMPLATE: 'Modelo',
    },
    text: 'Mensagem',
    textPlaceholder: 'Escreva às duas partes',
    textRequired: 'Escreva de 1 a 1000 caracteres',
    template: 'Modelo',
    templateRequired: 'Escolha um modelo',
    templates: {
      PAYMENT_RECEIPT: 'Carregue o comprovativo de pagamento',
      BANK_STATEMENT: 'Carregue o extrato bancário que mostra o crédito',
      UNDER_REVIEW: 'O caso está em análise',
      REPLY_WITHIN: 'Responda dentro de um prazo',
    },
    hours: 'Horas para responder',
    send: 'Enviar às duas partes',
    sent: 'Mensagem enviada às duas partes',
    closed: 'O caso está encerrado: não é possível enviar mais mensagens.',
  },
  request: {
    title: 'Pedir provas',
    side: 'A quem',
    note: 'O que é necessário',
    notePlaceholder: 'p. ex., o extrato bancário do dia do pagamento',
    noteRequired: 'Escreva de 1 a 500 caracteres',
    hours: 'Prazo (horas)',
    hoursRange: 'De 1 a 72 horas',
    send: 'Pedir provas',
    sent: 'Pedido enviado: a parte vê-o na aplicação e por e-mail',
    notOpen: 'Só é possível pedir provas enquanto o caso está aberto.',
  },
  list: {
    title: 'Pedidos de provas',
    empty: 'Ainda não há pedidos.',
    state: {
      OPEN: 'Aberto',
      ANSWERED: 'Respondido',
      OVERDUE: 'Vencido',
    },
    due: 'Prazo {{time}}',
    answered: 'Respondido {{time}}',
    by: 'Pedido por {{name}}',
  },
  staff: 'Equipa · {{name}}',
};
