/// <reference types="jest" />
// The namespaces of `common` that the trader app loads with their screens, outside `resources` (orders,
// issue 12; appeals, issue 13; credit, issue 14; NFTs, issue 23; the setup checklist, issue 26): the checks the locales test makes of `common` are made
// here for them, in every locale (ko_KP reuses ko_KR's files).
import { APPEAL_RESULTS, CHAIN_TYPES, CREDIT_REASONS, NFT_TRANSFER_KINDS } from '@p2p/contracts';
import { appeals } from './locales/en/appeals.js';
import { credit } from './locales/en/credit.js';
import { nfts } from './locales/en/nfts.js';

type Tree = { readonly [key: string]: string | Tree };

const NAMESPACES = ['orders', 'appeals', 'credit', 'nfts', 'setup'] as const;
const OTHERS = ['es_ES', 'ko_KR', 'pt_PT', 'th_TH', 'tr_TR', 'vi_VN', 'zh_CN', 'zh_TW'] as const;

function leaves(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([k, v]) =>
    typeof v === 'string' ? [[prefix + k, v] as [string, string]] : leaves(v, `${prefix}${k}.`),
  );
}

const vars = (text: string) =>
  [...text.matchAll(/\{\{\s*([\w.]+)\s*\}\}/g)]
    .map((m) => m[1]!)
    .sort()
    .join();

async function textsOf(lang: string, ns: string): Promise<Tree> {
  const mod = (await import(`./locales/${lang}/${ns}.js`)) as Record<string, Tree>;
  return mod[ns]!;
}

const CASES = NAMESPACES.flatMap((ns) => OTHERS.map((lang) => [ns, lang] as const));

describe('texts loaded with their screens, in every locale', () => {
  it('name every appeal result (spec §4) and every reason a credit record can have', () => {
    expect(Object.keys(appeals.result).sort()).toEqual([...APPEAL_RESULTS].sort());
    expect(Object.keys(credit.record.reasons).sort()).toEqual([...CREDIT_REASONS].sort());
  });

  it('name every kind of NFT transfer and every chain an item can be on (issue 23)', () => {
    expect(Object.keys(nfts.records.kinds).sort()).toEqual([...NFT_TRANSFER_KINDS].sort());
    expect(Object.keys(nfts.chains).sort()).toEqual([...CHAIN_TYPES].sort());
  });

  it.each(CASES)('%s in %s: every key of en, none empty, with the same variables', async (ns, lang) => {
    const enLeaves = new Map(leaves(await textsOf('en', ns)));
    const mine = leaves(await textsOf(lang, ns));
    expect(mine.map(([k]) => k).sort()).toEqual([...enLeaves.keys()].sort());
    expect(mine.filter(([, v]) => v.trim() === '')).toEqual([]);
    expect(mine.filter(([k, v]) => vars(v) !== vars(enLeaves.get(k)!)).map(([k]) => k)).toEqual([]);
  });

  it.each(CASES)('%s in %s is translated, not an English copy', async (ns, lang) => {
    const enLeaves = new Map(leaves(await textsOf('en', ns)));
    const copies = leaves(await textsOf(lang, ns)).filter(
      ([k, v]) => enLeaves.get(k) === v && !/^[{}\w\s/]+$/.test(v.replace(/\{\{\w+\}\}/g, '')),
    );
    expect(copies.map(([k]) => k)).toEqual([]);
  });
});
