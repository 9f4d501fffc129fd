// Officers' messages to the parties and requests for evidence on the case page (issue 25; namespace
// `admin`, key `caseRequests`).
import type { CaseRequestsTexts } from './en';

export const caseRequests_es_ES: CaseRequestsTexts = {
  message: {
    title: 'Escribir a las partes',
    hint: 'Ambas partes lo ven en el chat del pedido, marcado como personal. Una plantilla se envía en el idioma de cada parte.',
    mode: {
      TEXT: 'Texto libre',
      TEMPLATE: 'Plantilla',
    },
    text: 'Mensaje',
    textPlaceholder: 'Escribe a ambas partes',
    textRequired: 'Escribe de 1 a 1000 caracteres',
    template: 'Plantilla',
    templateRequired: 'Elige una plantilla',
    templates: {
      PAYMENT_RECEIPT: 'Sube tu comprobante de pago',
      BANK_STATEMENT: 'Sube el extracto bancario que muestre el abono',
      UNDER_REVIEW: 'El caso está en revisión',
      REPLY_WITHIN: 'Responde dentro de un plazo',
    },
    hours: 'Horas para responder',
    send: 'Enviar a ambas partes',
    sent: 'Mensaje enviado a ambas partes',
    closed: 'El caso está cerrado: no se pueden enviar más mensajes.',
  },
  request: {
    title: 'Pedir pruebas',
    side: 'A quién',
    note: 'Qué se necesita',
    notePlaceholder: 'p. ej., el extracto bancario del día del pago',
    noteRequired: 'Escribe de 1 a 500 caracteres',
    hours: 'Plazo (horas)',
    hoursRange: 'De 1 a 72 horas',
    send: 'Pedir pruebas',
    sent: 'Solicitud enviada: la parte la ve en la aplicación y por correo',
    notOpen: 'Solo se pueden pedir pruebas mientras el caso está abierto.',
  },
  list: {
    title: 'Solicitudes de pruebas',
    empty: 'Aún no hay solicitudes.',
    state: {
      OPEN: 'Abierta',
      ANSWERED: 'Respondida',
      OVERDUE: 'Vencida',
    },
    due: 'Vence {{time}}',
    answered: 'Respondida {{time}}',
    by: 'Pedida por {{name}}',
  },
  staff: 'Personal · {{name}}',
};
