import type { CommonTexts } from '../en/common.js';

/** Price records and latest prices (`common.prices`; issue 14). */
export const prices: CommonTexts['prices'] = {
  pair: 'Par de moedas',
  pending: 'Preço pendente',
  lastTrade: 'Última transação {{time}}',
  change: 'Desde as 00:00 UTC',
  high: 'Máximo 24 h',
  low: 'Mínimo 24 h',
  average: 'Média 24 h',
  volume: 'Volume 24 h',
  turnover: 'Montante 24 h',
  ranges: {
    label: 'Período',
    '7D': '7 dias',
    '30D': '30 dias',
    '3M': '3 meses',
    '6M': '6 meses',
    '1Y': '1 ano',
  },
  chart: 'Preço de {{pair}} em {{range}}',
  chartFailed: 'Não foi possível desenhar o gráfico',
  noTrades: 'Ainda não há transações neste período',
  latest: 'Preços mais recentes',
  noPairs: 'Ainda não há nenhum par de moedas aberto para negociação',
  loadFailed: 'Não foi possível carregar os preços',
  retry: 'Tentar novamente',
  credit: 'Gráficos de {{name}}',
};
