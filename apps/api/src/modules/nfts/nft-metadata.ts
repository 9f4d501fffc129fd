// What an NFT's metadata document says (ERC-721 metadata JSON: name, description, image, attributes),
// read defensively: a document that is not a JSON object is refused; a field of the wrong type, or text
// that is not well-formed (NUL, lone surrogates), is left out; texts are cut to what the columns hold.
import { isWellFormedText, type NftAttributeDto } from '@p2p/contracts';
import { FetchRefused } from './nft-fetch.js';

export const METADATA_NAME_MAX = 128;
export const METADATA_DESCRIPTION_MAX = 2000;
export const METADATA_ATTRIBUTES_MAX = 64;
const TRAIT_MAX = 64;
const VALUE_MAX = 256;
/** The column `metadata_url` holds 500 characters; a longer URI (a data: URI) is kept as a summary. */
const URL_MAX = 500;

export interface ParsedMetadata {
  name: string | null;
  description: string | null;
  /** The image URI as the document gave it (fetched next, never shown as is). */
  image: string | null;
  attributes: NftAttributeDto[];
}

function text(value: unknown, max: number): string | null {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  if (trimmed === '' || !isWellFormedText(trimmed)) return null;
  return [...trimmed].slice(0, max).join('');
}

function scalar(value: unknown, max: number): string | null {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value === 'boolean') return String(value);
  return text(value, max);
}

/** Parses a metadata document (UTF-8 JSON object); anything else is refused. */
export function parseMetadata(bytes: Buffer): ParsedMetadata {
  let doc: unknown;
  try {
    doc = JSON.parse(bytes.toString('utf8'));
  } catch {
    throw new FetchRefused('metadata is not JSON');
  }
  if (typeof doc !== 'object' || doc === null || Array.isArray(doc))
    throw new FetchRefused('metadata is not a JSON object');
  const o = doc as Record<string, unknown>;
  const attributes: NftAttributeDto[] = [];
  if (Array.isArray(o.attributes)) {
    for (const a of o.attributes.slice(0, METADATA_ATTRIBUTES_MAX)) {
      if (typeof a !== 'object' || a === null) continue;
      const entry = a as Record<string, unknown>;
      const value = scalar(entry.value, VALUE_MAX);
      if (value === null) continue;
      attributes.push({ traitType: text(entry.trait_type, TRAIT_MAX), value });
    }
  }
  const image = text(o.image, 100_000) ?? text(o.image_url, 100_000);
  return {
    name: text(o.name, METADATA_NAME_MAX),
    description: text(o.description, METADATA_DESCRIPTION_MAX),
    image,
    attributes,
  };
}

/** The token URI as stored and shown: itself when it fits, else (a data: URI) its media type and size. */
export function storedUri(uri: string): string {
  if (uri.length <= URL_MAX) return uri;
  const head = /^data:([^,;]*)/i.exec(uri);
  if (head) return `data:${head[1] || 'text/plain'} (${uri.length} characters)`;
  return `${uri.slice(0, URL_MAX - 1)}…`;
}
