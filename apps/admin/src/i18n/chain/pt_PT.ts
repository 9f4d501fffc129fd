import type { ChainTexts } from './en';

export const chain_pt_PT: ChainTexts = {
  title: 'Vigilante da cadeia',
  hint: 'Avisa com mais de {{blocks}} blocos de atraso em relação ao nó ou {{seconds}} s sem uma ronda.',
  chain: 'Cadeia',
  head: 'Bloco atual',
  cursor: 'Lido até',
  lag: 'Atraso (blocos)',
  lastRound: 'Última ronda',
  status: 'Estado',
  ok: 'Em dia',
  late: 'Atrasado',
  unreadable: 'Nó ilegível',
  never: 'Ainda sem rondas',
  secondsAgo: 'há {{count}} s',
  failed: 'Não foi possível ler o vigilante da cadeia. Nova tentativa a cada 30 segundos.',
  none: 'Nenhuma cadeia está configurada.',
};
