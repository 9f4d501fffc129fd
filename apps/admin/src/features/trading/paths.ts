// Where Ads & Orders lives in the console: the area (`/trading`) and one order under it.
/** The path of an order's page, relative to the layout (`trading/orders/:orderId`). */
export const TRADING_ORDER_PATH = 'trading/orders/:orderId';

export const orderPath = (id: string): string => `/trading/orders/${id}`;
