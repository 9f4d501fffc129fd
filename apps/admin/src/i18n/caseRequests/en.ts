// Officers' messages to the parties and requests for evidence on the case page (issue 25; namespace
// `admin`, key `caseRequests`), English: the reference.
import type { Texts } from '../shape';

export const caseRequestsEn = {
  message: {
    title: 'Message the parties',
    hint: "Both parties see it in the order chat, marked as staff. A template is sent in each party's language.",
    mode: {
      TEXT: 'Free text',
      TEMPLATE: 'Template',
    },
    text: 'Message',
    textPlaceholder: 'Write to both parties',
    textRequired: 'Write 1 to 1000 characters',
    template: 'Template',
    templateRequired: 'Choose a template',
    templates: {
      PAYMENT_RECEIPT: 'Please upload your payment receipt',
      BANK_STATEMENT: 'Please upload the bank statement showing the credit',
      UNDER_REVIEW: 'The case is under review',
      REPLY_WITHIN: 'Please reply within a time limit',
    },
    hours: 'Hours to reply',
    send: 'Send to both parties',
    sent: 'Message sent to both parties',
    closed: 'The case is closed: no more messages.',
  },
  request: {
    title: 'Ask for evidence',
    side: 'Ask',
    note: 'What is needed',
    notePlaceholder: 'e.g. the bank statement of the day of the payment',
    noteRequired: 'Write 1 to 500 characters',
    hours: 'Time limit (hours)',
    hoursRange: '1 to 72 hours',
    send: 'Ask for evidence',
    sent: 'Request sent: the party sees it in the app and by mail',
    notOpen: 'Evidence can be asked for only while the case is open.',
  },
  list: {
    title: 'Evidence requests',
    empty: 'No request yet.',
    state: {
      OPEN: 'Open',
      ANSWERED: 'Answered',
      OVERDUE: 'Overdue',
    },
    due: 'Due {{time}}',
    answered: 'Answered {{time}}',
    by: 'Asked by {{name}}',
  },
  staff: 'Staff · {{name}}',
};

export type CaseRequestsTexts = Texts<typeof caseRequestsEn>;
