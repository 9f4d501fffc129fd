// What the gateway asks before it joins a socket to an order's room: the orders module's `OrderParties`
// answers it (live.module.ts).
export interface OrderAccess {
  /** Whether the user is the buyer or the seller (maker or taker) of the order; false if it does not exist. */
  isParty(orderId: string, userId: string): Promise<boolean>;
}

export const ORDER_ACCESS = Symbol('ORDER_ACCESS');
