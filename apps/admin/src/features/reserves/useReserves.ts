// The proof of reserves as the console reads it: one query (the dashboard's table and the layout's alert
// share it), refreshed every 30 s, which lines do not match the chain and which tokens could not be read.
import type { ReserveLineDto, ReservesDto, UnreadableReserveDto } from '@p2p/contracts';
import { useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { fetchReserves } from '../../api/reserves';
import { queryKeys } from '../../queryKeys';

export const RESERVES_REFETCH_MS = 30_000;

export function useReserves() {
  return useQuery({
    queryKey: queryKeys.reserves,
    queryFn: ({ signal }) => fetchReserves(signal),
    refetchInterval: RESERVES_REFETCH_MS,
    staleTime: 10_000,
  });
}

/** Whether a decimal string is zero (`0`, `-0`, `0.000`); the API sends decimals, never floats. */
export function isZeroDecimal(value: string): boolean {
  return /^[-+]?0*(\.0*)?$/.test(value.trim()) && /\d/.test(value);
}

/** The lines whose difference (on chain - owed) is not zero. */
export function mismatchedLines(reserves: ReservesDto | undefined): ReserveLineDto[] {
  return reserves ? reserves.lines.filter((line) => !isZeroDecimal(line.difference)) : [];
}

/** The tokens whose balance on chain could not be read (their chain's node is down, or no contract answers). */
export function unreadableTokens(reserves: ReservesDto | undefined): UnreadableReserveDto[] {
  return reserves ? reserves.unreadable : [];
}

/** How a token that could not be read is listed: token, chain, address and the translated reason. */
export function unreadableText(t: TFunction, token: UnreadableReserveDto): string {
  return t('admin.reserves.unreadableLine', {
    token: token.token,
    chain: token.chain,
    address: token.tokenAddress,
    reason: t(`admin.reserves.reasons.${token.reason}`),
  });
}

/** A retired escrow address (a key rotation's earlier one) that still holds a token: it drains into the current one. */
export interface DrainingHolder {
  line: ReserveLineDto;
  address: string;
  amount: string;
  current: string;
}

/** Every retired escrow address still holding something, per line (issue 27: key rotation). */
export function drainingHolders(reserves: ReservesDto | undefined): DrainingHolder[] {
  if (!reserves) return [];
  return reserves.lines.flatMap((line) => {
    const current = line.holders.find((h) => !h.retired)?.address ?? '';
    return line.holders
      .filter((h) => h.retired && !isZeroDecimal(h.onChain))
      .map((h) => ({ line, address: h.address, amount: h.onChain, current }));
  });
}
