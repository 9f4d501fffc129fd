import type { CommonTexts } from '../en/common.js';

/** Price records and latest prices (`common.prices`; issue 14). */
export const prices: CommonTexts['prices'] = {
  pair: 'Par de monedas',
  pending: 'Precio pendiente',
  lastTrade: 'Última operación {{time}}',
  change: 'Desde las 00:00 UTC',
  high: 'Máximo 24 h',
  low: 'Mínimo 24 h',
  average: 'Promedio 24 h',
  volume: 'Volumen 24 h',
  turnover: 'Importe 24 h',
  ranges: {
    label: 'Periodo',
    '7D': '7 días',
    '30D': '30 días',
    '3M': '3 meses',
    '6M': '6 meses',
    '1Y': '1 año',
  },
  chart: 'Precio de {{pair}} en {{range}}',
  chartFailed: 'No se pudo dibujar el gráfico',
  noTrades: 'Aún no hay operaciones en este periodo',
  latest: 'Últimos precios',
  noPairs: 'Todavía no hay ningún par de monedas abierto a la negociación',
  loadFailed: 'No se pudieron cargar los precios',
  retry: 'Reintentar',
  credit: 'Gráficos de {{name}}',
};
