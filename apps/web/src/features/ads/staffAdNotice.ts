// Customer service took one of the trader's ads offline or cancelled it (the console's Ads & Orders, issue
// 25): the AD_STATUS_CHANGE message then says what staff did and why, and the app tells the trader at
// once (a mail says it too). A change the trader made has no staff action and shows nothing.
import { SocketMessageType, type AdChange, type SocketMessage } from '@p2p/contracts/socket';

export type StaffAdChange = AdChange & { staffAction: 'OFFLINE' | 'CANCELLED'; staffReason: string };

/** The staff action of an AD_STATUS_CHANGE message, or null for any other message or a trader's own change. */
export function staffAdChangeOf(message: SocketMessage): StaffAdChange | null {
  if (message.type !== SocketMessageType.AD_STATUS_CHANGE) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(message.message);
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null) return null;
  const change = parsed as Partial<AdChange>;
  const { adId, staffAction, staffReason } = change;
  if (typeof adId !== 'string' || typeof staffReason !== 'string') return null;
  if (staffAction !== 'OFFLINE' && staffAction !== 'CANCELLED') return null;
  return { ...(change as AdChange), staffAction, staffReason };
}
