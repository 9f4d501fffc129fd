/** The order chat texts (`common.chat`; issue 12). English is the reference. */
export const chat = {
  counterparty: 'Counterparty',
  order: 'Order {{id}}',
  viewOrder: 'View order',
  evidence: 'Messages are kept with the order as evidence for appeals. Never share your passwords.',
  loading: 'Loading messages…',
  loadingOlder: 'Loading earlier messages…',
  start: 'This is the start of the conversation',
  empty: 'No messages yet',
  emptyHint: 'Say hello, or send your payment proof as an image',
  loadFailed: 'The messages could not be loaded',
  retry: 'Try again',
  noOrder: 'No order chosen',
  toOrders: 'My orders',
  placeholder: 'Type a message',
  send: 'Send',
  image: 'Send an image',
  imageAlt: 'Image sent in the chat',
  imageLoading: 'Loading image…',
  imageFailed: 'The image could not be loaded',
  close: 'Close',
  uploading: 'Sending the image…',
  wrongType: 'Only JPG, JPEG, PNG or BMP images can be sent',
  tooLarge: 'The image must be under 1 MB',
  sendFailed: 'The message was not sent, please try again',
  tooLong: 'Too long: {{length}} of {{max}} characters',
  read: 'Read',
  sent: 'Sent',
  // Messages of appeal officers (issue 25), marked as staff; the templates are rendered by the API.
  staff: 'Staff',
  staffName: 'Appeal officer {{name}}',
  staffTemplates: {
    PAYMENT_RECEIPT:
      'Please upload your payment receipt (a screenshot or PDF of the completed transfer) as evidence in the appeal.',
    BANK_STATEMENT:
      'Please upload the bank statement showing whether the payment was credited to your account.',
    UNDER_REVIEW:
      'Your case is under review by an appeal officer. We will write here if we need anything else.',
    REPLY_WITHIN:
      'Please reply within {{hours}} hours; after that the case is decided on the evidence given.',
  },
  staffRequest: {
    BUYER: 'Evidence requested from the buyer by {{due}}: {{note}}',
    SELLER: 'Evidence requested from the seller by {{due}}: {{note}}',
  },
  // The chat history (/chatList; issue 26): every order's chat, the newest first.
  list: {
    buying: 'Buying',
    selling: 'Selling',
    image: 'Image',
    mine: 'You: {{text}}',
    empty: 'No chats yet',
    emptyHint: 'Your messages with the other party of each order show here',
    end: 'No more chats',
    unread_one: '{{count}} unread message',
    unread_other: '{{count}} unread messages',
  },
};
