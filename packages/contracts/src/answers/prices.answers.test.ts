/// <reference types="jest" />
import { shapeProblems } from './conforms.js';
import { LatestPriceAnswer, LatestPricePageAnswer, PriceHistoryAnswer } from './prices.answers.js';

const latest = {
  coinPairId: '1',
  coin: 'MEC',
  quote: 'USDT',
  priceScale: 4,
  price: '1.2345',
  lastTradeAt: '2026-11-25T10:00:00.000Z',
  high24h: '1.3',
  low24h: '1.1',
  volume24h: '1500.5',
  turnover24h: '1850.75',
  average24h: '1.2334',
  trades24h: 12,
  baseAverage: '1.25',
  change: '-0.0155',
  changePercent: '-1.24',
  referencePrice: '1.2334',
  asOf: '2026-11-25T12:00:00.000Z',
};

const pending = {
  ...latest,
  price: null,
  lastTradeAt: null,
  high24h: null,
  low24h: null,
  volume24h: '0',
  turnover24h: '0',
  average24h: null,
  trades24h: 0,
  baseAverage: null,
  change: null,
  changePercent: null,
  referencePrice: null,
};

describe('price answers (issue 14)', () => {
  it('describe the latest price with its 24h statistics and a signed change, all decimal strings', () => {
    expect(shapeProblems(LatestPriceAnswer.node, latest)).toEqual([]);
    expect(shapeProblems(LatestPriceAnswer.node, pending)).toEqual([]);
    expect(shapeProblems(LatestPriceAnswer.node, { ...latest, price: 1.2345 })).toEqual([
      '$.price: expected a string',
    ]);
    expect(shapeProblems(LatestPriceAnswer.node, { ...latest, changePercent: '1e2' })).toHaveLength(1);
    expect(
      shapeProblems(LatestPricePageAnswer.node, { list: [latest], total: 1, pageNo: 1, pageSize: 10 }),
    ).toEqual([]);
  });

  it('describe a range history as candles of a known width', () => {
    const candle = {
      time: '2026-11-25T00:00:00.000Z',
      open: '1.2',
      high: '1.3',
      low: '1.1',
      close: '1.25',
      volume: '10',
      turnover: '12.3',
      average: '1.23',
      trades: 3,
    };
    const history = {
      coinPairId: '1',
      range: '30D',
      interval: '4h',
      from: '2026-10-26T00:00:00.000Z',
      to: '2026-11-25T12:00:00.000Z',
      candles: [candle],
      latest,
    };
    expect(shapeProblems(PriceHistoryAnswer.node, history)).toEqual([]);
    expect(shapeProblems(PriceHistoryAnswer.node, { ...history, range: '2W' })).toHaveLength(1);
    expect(shapeProblems(PriceHistoryAnswer.node, { ...history, interval: '15m' })).toHaveLength(1);
    expect(
      shapeProblems(PriceHistoryAnswer.node, { ...history, candles: [{ ...candle, trades: '3' }] }),
    ).toHaveLength(1);
  });
});
