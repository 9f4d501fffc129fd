// DESIGN.md §1, "a module owns its tables": only its `<area>.repository.ts` touches them, other modules
// call its service. A text scan of apps/api/src (the ESLint rule refuses the database handles' imports;
// this also catches a repository that reaches into another module's table).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

describe('core/table-ownership', () => {
  const SRC = fileURLToPath(new URL('../../src', import.meta.url));

  /** Owner of each table: the Prisma delegate name and the SQL table name. */
  const OWNERS: Record<string, { delegates: string[]; tables: string[] }> = {
    'modules/users': {
      delegates: ['user', 'emailChangeUndo'],
      tables: ['users', 'email_change_undos'],
    },
    'modules/auth': { delegates: ['session', 'userBan'], tables: ['sessions', 'user_bans'] },
    'modules/email': { delegates: ['emailCode'], tables: ['email_codes'] },
    'modules/wallet-auth': {
      delegates: ['walletChallenge', 'qrScanEvent'],
      tables: ['wallet_challenges', 'qr_scan_events'],
    },
    'modules/staff-auth': { delegates: ['staffUser'], tables: ['staff_users'] },
    'core/audit': { delegates: ['auditLog'], tables: ['audit_logs'] },
    'modules/catalog': {
      delegates: [
        'coin',
        'coinChain',
        'coinPair',
        'country',
        'creditSetting',
        'dictEntry',
        'document',
        'documentContent',
        'sensitiveWord',
      ],
      tables: [
        'coins',
        'coin_chains',
        'coin_pairs',
        'countries',
        'credit_settings',
        'dict_entries',
        'documents',
        'document_contents',
        'sensitive_words',
      ],
    },
    'core/maintenance': { delegates: ['systemSetting'], tables: ['system_settings'] },
    'core/uptime': { delegates: ['heartbeat', 'outage'], tables: ['heartbeats', 'outages'] },
    'modules/payment-methods': { delegates: ['paymentMethod'], tables: ['payment_methods'] },
    'modules/files': { delegates: ['uploadedFile'], tables: ['uploaded_files'] },
    // The ads and their market (modules/ads/market) read advertisers through the users module's view.
    'modules/ads': { delegates: ['ad', 'adPaymentMethod'], tables: ['ads', 'ad_payment_methods'] },
    // The order chat: who may read it comes from the orders module's OrderParties.
    'modules/chat': { delegates: ['chatMessage'], tables: ['chat_messages'] },
    'modules/orders': { delegates: ['order', 'orderEvent'], tables: ['orders', 'order_events'] },
    'modules/credit': { delegates: ['creditRecord'], tables: ['credit_records'] },
    // Appeals: the orders they are on are read and moved through the orders module's OrderDesk and OrderEngine.
    'modules/appeals': {
      delegates: ['appeal', 'appealEvidence', 'appealEvidenceRequest'],
      tables: ['appeals', 'appeal_evidence', 'appeal_evidence_requests'],
    },
    // Merchant certification (issue 24): its guarantee is escrow's deposits, read through EscrowService.
    'modules/merchants': {
      delegates: ['merchantApplication', 'merchantCompensation'],
      tables: ['merchant_applications', 'merchant_compensations'],
    },
    'modules/prices': { delegates: ['priceTick', 'priceCandle'], tables: ['price_ticks', 'price_candles'] },
    'modules/escrow': {
      delegates: [
        'depositIntent',
        'chainTransfer',
        'chainCursor',
        'chainBlock',
        'tempBalance',
        'tempBalanceEntry',
        'fundRecord',
        'payout',
      ],
      tables: [
        'deposit_intents',
        'chain_transfers',
        'chain_cursors',
        'chain_blocks',
        'temp_balances',
        'temp_balance_entries',
        'fund_records',
        'payouts',
      ],
    },
  };

  /** Where the database handles may be used without a repository's name: the handles themselves, the ping. */
  const HANDLE_HOMES = ['core/infra/', 'core/health/'];

  const PRISMA_CALL =
    /\.(\w+)\.(?:findUnique|findUniqueOrThrow|findFirst|findFirstOrThrow|findMany|create|createMany|createManyAndReturn|update|updateMany|upsert|delete|deleteMany|count|aggregate|groupBy)\(/g;
  const SQL_TABLE = /\b(?:from|join|into|update)\s+"?([a-z_]+)"?/gi;

  const ownerOfDelegate = new Map<string, string>();
  const ownerOfTable = new Map<string, string>();
  for (const [owner, { delegates, tables }] of Object.entries(OWNERS)) {
    for (const d of delegates) ownerOfDelegate.set(d, owner);
    for (const t of tables) ownerOfTable.set(t, owner);
  }

  /** `modules/<area>` or `core/<part>` of a path relative to src. */
  function moduleOf(file: string): string {
    return file.split('/').slice(0, 2).join('/');
  }

  /** What a file breaks of the rule; empty when it keeps it. `file` is relative to src. */
  function violations(file: string, text: string): string[] {
    const found: string[] = [];
    const isRepository = file.endsWith('.repository.ts');
    if (!isRepository && !HANDLE_HOMES.some((home) => file.startsWith(home))) {
      if (/\b(?:PrismaService|SqlService|ReadSqlService)\b/.test(text))
        found.push('uses a database handle outside a repository');
      if (/\bprisma\.client\b/.test(text)) found.push('reads prisma.client outside a repository');
    }
    const mine = moduleOf(file);
    for (const [, delegate] of text.matchAll(PRISMA_CALL)) {
      const owner = ownerOfDelegate.get(delegate!);
      if (owner && owner !== mine) found.push(`touches ${delegate} (owned by ${owner})`);
    }
    if (isRepository) {
      for (const [, table] of text.matchAll(SQL_TABLE)) {
        const owner = ownerOfTable.get(table!.toLowerCase());
        if (owner && owner !== mine) found.push(`queries ${table} (owned by ${owner})`);
      }
    }
    return found;
  }

  function sourceFiles(dir: string): string[] {
    return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return sourceFiles(full);
      return entry.name.endsWith('.ts') ? [path.relative(SRC, full).split(path.sep).join('/')] : [];
    });
  }

  describe('a module owns its tables (DESIGN §1: only its repository touches them)', () => {
    it("finds what breaks the rule: a handle in a service, another module's table in a repository (table ownership)", () => {
      expect(
        violations('modules/email/email-code.service.ts', 'this.prisma.client.user.findUnique({'),
      ).toEqual(['reads prisma.client outside a repository', 'touches user (owned by modules/users)']);
      expect(violations('modules/auth/auth.service.ts', "import { SqlService } from 'x';")).toEqual([
        'uses a database handle outside a repository',
      ]);
      expect(violations('modules/auth/auth.repository.ts', 'await tx`update users set x = 1`')).toEqual([
        'queries users (owned by modules/users)',
      ]);
      expect(
        violations('modules/users/users.repository.ts', 'select 1 from users; db.user.findFirst('),
      ).toEqual([]);
      // A Redis client is not a database handle.
      expect(violations('modules/slider/slider.service.ts', 'await this.redis.client.set(key, v)')).toEqual(
        [],
      );
    });

    it('holds for every file of apps/api/src (table ownership)', () => {
      const files = sourceFiles(SRC);
      expect(files.length).toBeGreaterThan(50);
      const broken = files.flatMap((file) =>
        violations(file, readFileSync(path.join(SRC, file), 'utf8')).map((v) => `${file}: ${v}`),
      );
      expect(broken).toEqual([]);
    });
  });
});
