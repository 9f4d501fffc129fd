// The seeded documents (prisma/seed/documents.json): help articles 1-5, and the trading notice.
export const HELP_DOCUMENT_IDS: readonly string[] = ['1', '2', '3', '4', '5'];
export const TRADING_NOTICE_DOCUMENT_ID = '103';
