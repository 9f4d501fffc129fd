// The dashboard's chain watcher card (namespace `admin`, key `chainWatch`), English: the reference.
export const chainEn = {
  title: 'Chain watcher',
  hint: 'Warns past {{blocks}} blocks behind the node or {{seconds}} s without a round.',
  chain: 'Chain',
  head: 'Head block',
  cursor: 'Read up to',
  lag: 'Lag (blocks)',
  lastRound: 'Last round',
  status: 'Status',
  ok: 'Keeping up',
  late: 'Behind',
  unreadable: 'Node unreadable',
  never: 'No round yet',
  secondsAgo: '{{count}} s ago',
  failed: 'The chain watcher could not be read. Retrying every 30 seconds.',
  none: 'No chain is configured.',
};

export type ChainTexts = typeof chainEn;
