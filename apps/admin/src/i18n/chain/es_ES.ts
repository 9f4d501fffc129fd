import type { ChainTexts } from './en';

export const chain_es_ES: ChainTexts = {
  title: 'Vigilante de la cadena',
  hint: 'Avisa con más de {{blocks}} bloques de retraso respecto al nodo o {{seconds}} s sin una ronda.',
  chain: 'Cadena',
  head: 'Bloque actual',
  cursor: 'Leído hasta',
  lag: 'Retraso (bloques)',
  lastRound: 'Última ronda',
  status: 'Estado',
  ok: 'Al día',
  late: 'Retrasado',
  unreadable: 'Nodo ilegible',
  never: 'Aún sin rondas',
  secondsAgo: 'hace {{count}} s',
  failed: 'No se pudo leer el vigilante de la cadena. Se reintenta cada 30 segundos.',
  none: 'No hay ninguna cadena configurada.',
};
