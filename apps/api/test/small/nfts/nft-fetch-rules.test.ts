// The NFT metadata fetcher's pure decisions (issue 23): which addresses are never reached, how a token URI
// is resolved, what a metadata document yields, and the NFT settings' checks.
import { loadNftSettings } from '../../../src/core/config/nft-config.js';
import { FetchRefused, isSpecialAddress, resolveUri } from '../../../src/modules/nfts/nft-fetch.js';
import { parseMetadata, storedUri } from '../../../src/modules/nfts/nft-metadata.js';

describe('small/nfts/nft-fetch-rules', () => {
  const limits = {
    ipfsGateway: 'https://gateway.example/ipfs/',
    maxBytes: 1024,
    privateHosts: ['localhost'],
  };

  describe('special addresses are never reached', () => {
    it.each([
      '127.0.0.1',
      '10.1.2.3',
      '172.16.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '224.0.0.1',
      '::1',
      '::',
      'fe80::1',
      'fd00::1',
      '::ffff:127.0.0.1',
      'not-an-ip',
    ])('%s is refused', (address) => {
      expect(isSpecialAddress(address)).toBe(true);
    });

    it.each(['93.184.216.34', '1.1.1.1', '2606:4700:4700::1111'])('%s is a public address', (address) => {
      expect(isSpecialAddress(address)).toBe(false);
    });
  });

  describe('resolving a token URI', () => {
    it('reads ipfs:// through the configured gateway', () => {
      const r = resolveUri('ipfs://QmHash123/meta/1.json', limits);
      expect(r.kind === 'url' && r.url.href).toBe('https://gateway.example/ipfs/QmHash123/meta/1.json');
      const legacy = resolveUri('ipfs://ipfs/QmHash123', limits);
      expect(legacy.kind === 'url' && legacy.url.href).toBe('https://gateway.example/ipfs/QmHash123');
    });

    it('decodes data: URIs, base64 and percent-encoded, with their media type', () => {
      const b64 = resolveUri(
        `data:application/json;base64,${Buffer.from('{"a":1}').toString('base64')}`,
        limits,
      );
      expect(b64.kind === 'data' && [b64.mime, b64.bytes.toString()]).toEqual([
        'application/json',
        '{"a":1}',
      ]);
      const plain = resolveUri('data:,%7B%7D', limits);
      expect(plain.kind === 'data' && [plain.mime, plain.bytes.toString()]).toEqual([null, '{}']);
    });

    it('refuses a data: URI over the size limit before decoding it', () => {
      expect(() => resolveUri(`data:;base64,${'A'.repeat(4000)}`, limits)).toThrow(
        new FetchRefused('too large'),
      );
    });

    it('takes https:// anywhere, http:// only for hosts the development setting names', () => {
      expect(resolveUri('https://example.com/x.json', limits).kind).toBe('url');
      expect(resolveUri('http://localhost:8080/x.json', limits).kind).toBe('url');
      expect(() => resolveUri('http://example.com/x.json', limits)).toThrow('scheme http: refused');
    });

    it('refuses other schemes, credentials in the URL and what is not a URL', () => {
      expect(() => resolveUri('file:///etc/passwd', limits)).toThrow('scheme file: refused');
      expect(() => resolveUri('ftp://example.com/x', limits)).toThrow('scheme ftp: refused');
      expect(() => resolveUri('https://user:pw@example.com/x', limits)).toThrow('credentials in the URL');
      expect(() => resolveUri('no url', limits)).toThrow('not a URL');
      expect(() => resolveUri('ipfs://../../etc', limits)).toThrow('not an IPFS path');
    });
  });

  describe('a metadata document', () => {
    const parse = (doc: unknown) => parseMetadata(Buffer.from(JSON.stringify(doc)));

    it('yields its name, description, image and attributes (numbers and booleans as text)', () => {
      expect(
        parse({
          name: ' Item ',
          description: 'Text',
          image: 'ipfs://QmX',
          attributes: [
            { trait_type: 'Level', value: 3 },
            { trait_type: 'Shiny', value: true },
            { value: 'untyped' },
            { trait_type: 'Empty' },
            'not an object',
          ],
        }),
      ).toEqual({
        name: 'Item',
        description: 'Text',
        image: 'ipfs://QmX',
        attributes: [
          { traitType: 'Level', value: '3' },
          { traitType: 'Shiny', value: 'true' },
          { traitType: null, value: 'untyped' },
        ],
      });
    });

    it('leaves out text that is not well-formed (NUL, lone surrogates) and fields of the wrong type', () => {
      expect(parse({ name: 'a\u0000b', description: '\ud800x', image: 42 })).toEqual({
        name: null,
        description: null,
        image: null,
        attributes: [],
      });
    });

    it('cuts texts to what the columns hold', () => {
      expect(parse({ name: 'n'.repeat(500) }).name).toHaveLength(128);
    });

    it('refuses a document that is not a JSON object', () => {
      expect(() => parseMetadata(Buffer.from('[1,2]'))).toThrow('metadata is not a JSON object');
      expect(() => parseMetadata(Buffer.from('{'))).toThrow('metadata is not JSON');
    });

    it('keeps a long data: URI as its media type and length (the column holds 500 characters)', () => {
      expect(storedUri(`data:application/json;base64,${'A'.repeat(600)}`)).toBe(
        'data:application/json (629 characters)',
      );
      expect(storedUri('https://example.com/1.json')).toBe('https://example.com/1.json');
    });
  });

  describe('the NFT settings', () => {
    it('refuse the private-hosts development setting in production', () => {
      expect(() => loadNftSettings({ NFT_METADATA_PRIVATE_HOSTS: 'localhost' }, true)).toThrow(
        'NFT_METADATA_PRIVATE_HOSTS: is a development setting',
      );
      expect(loadNftSettings({ NFT_METADATA_PRIVATE_HOSTS: ' LocalHost ' }, false).privateHosts).toEqual([
        'localhost',
      ]);
    });

    it('want an https gateway ending in / and bounded limits', () => {
      expect(() => loadNftSettings({ NFT_IPFS_GATEWAY: 'http://gw/ipfs/' }, false)).toThrow(
        'NFT_IPFS_GATEWAY',
      );
      expect(() => loadNftSettings({ NFT_METADATA_TIMEOUT_MS: '5' }, false)).toThrow(
        'NFT_METADATA_TIMEOUT_MS',
      );
      expect(loadNftSettings({}, true)).toEqual({
        ipfsGateway: 'https://ipfs.io/ipfs/',
        maxBytes: 1024 * 1024,
        timeoutMs: 5000,
        privateHosts: [],
      });
    });
  });
});
