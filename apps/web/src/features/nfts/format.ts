// What the NFT pages read from their links and show of the index's values: the id or address of the query
// string (spec §2: query parameters), an item's name, and a figure that may be missing. Decimal strings are
// shown as the API gives them (never through a float).
import { ERC20_ADDRESS_PATTERN, ID_MAX_LENGTH, ID_PATTERN } from '@p2p/contracts';

/** Shown where a figure is not known (no price yet). */
export const NO_FIGURE = '\u2014';

/** The `id` of the query string when it can name a row, else null (the page then says not found). */
export function readId(search: URLSearchParams): string | null {
  const id = search.get('id')?.trim() ?? '';
  return id.length > 0 && id.length <= ID_MAX_LENGTH && ID_PATTERN.test(id) ? id : null;
}

/** The `address` of the query string when it is an EVM address, else null. */
export function readAddress(search: URLSearchParams): string | null {
  const address = search.get('address')?.trim() ?? '';
  return ERC20_ADDRESS_PATTERN.test(address) ? address : null;
}

/** An item's name, or its token id while the metadata has none. */
export function itemName(item: { name: string | null; tokenId: string }): string {
  return item.name?.trim() ? item.name : `#${item.tokenId}`;
}

/** A decimal string as is, or the dash. */
export function figure(value: string | null | undefined): string {
  return value ?? NO_FIGURE;
}
