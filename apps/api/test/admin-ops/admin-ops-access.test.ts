// Issue 13, staff permissions: every Operations call checks the role, one test per (call, role).
// Administrators (the operators) may; customer service and appeal officers are refused (403) and change
// nothing; a trader's token and no token are refused (401) everywhere.
import { API_ENDPOINTS } from '@p2p/contracts';
import {
  MAINTENANCE_SETTING_KEY,
  MaintenanceService,
} from '../../src/core/maintenance/maintenance.service.js';
import { MERCHANT_TEST_THRESHOLDS } from '../merchants/merchant-fixtures.js';
import { describeStaffAccess, type AccessCall } from '../support/staff-access.js';
import { opsSuite, uniqueSlug } from './ops-fixtures.js';

describe('admin-ops/admin-ops-access', () => {
  const ops = API_ENDPOINTS.adminOps;
  const hour = 3_600_000;

  const suite = opsSuite(async (api) => {
    await api.prisma.document.deleteMany({ where: { slug: { startsWith: 'ops-test-' } } });
    await api.prisma.systemSetting.deleteMany({ where: { key: MAINTENANCE_SETTING_KEY } });
  });
  let documentId: string;

  beforeAll(async () => {
    const doc = await suite
      .post('/documents', { slug: uniqueSlug(), kind: 'HELP', title: 'Fixture', content: 'Fixture text' })
      .expect(200);
    documentId = doc.body.data.id as string;
  });

  afterEach(async () => {
    await suite.api.prisma.systemSetting.deleteMany({ where: { key: MAINTENANCE_SETTING_KEY } });
    suite.api.app.get(MaintenanceService).invalidate();
  });

  /** Every Operations call with a request an administrator may make. */
  const CALLS: Record<keyof typeof ops, () => AccessCall> = {
    maintenance: () => ({ def: ops.maintenance }),
    merchantThresholds: () => ({ def: ops.merchantThresholds }),
    // The values the merchant certification suites use (the run's test files share one database).
    setMerchantThresholds: () => ({ def: ops.setMerchantThresholds, body: MERCHANT_TEST_THRESHOLDS }),
    setMaintenance: () => ({
      def: ops.setMaintenance,
      body: {
        start: new Date(Date.now() + hour).toISOString(),
        end: new Date(Date.now() + 2 * hour).toISOString(),
      },
    }),
    clearMaintenance: () => ({ def: ops.clearMaintenance }),
    coins: () => ({ def: ops.coins }),
    updateCoin: () => ({ def: ops.updateCoin, params: { id: suite.rows.coinId }, body: { sort: 901 } }),
    coinPairs: () => ({ def: ops.coinPairs }),
    updateCoinPair: () => ({
      def: ops.updateCoinPair,
      params: { id: suite.rows.pairId },
      body: { payMinutes: 20 },
    }),
    countries: () => ({ def: ops.countries }),
    updateCountry: () => ({
      def: ops.updateCountry,
      params: { code: suite.rows.countryCode },
      body: { sort: 998 },
    }),
    dict: () => ({ def: ops.dict, query: { language: 'EN_US' } }),
    updateDict: () => ({
      def: ops.updateDict,
      params: { id: suite.rows.dictIds[0]! },
      body: { sort: 2 },
    }),
    documents: () => ({ def: ops.documents }),
    createDocument: () => ({
      def: ops.createDocument,
      body: { slug: uniqueSlug(), kind: 'HELP', title: 'Access test', content: '# Access' },
    }),
    document: () => ({ def: ops.document, params: { id: documentId } }),
    updateDocument: () => ({ def: ops.updateDocument, params: { id: documentId }, body: { sort: 7 } }),
    saveDocumentContent: () => ({
      def: ops.saveDocumentContent,
      params: { id: documentId, language: 'es_ES' },
      body: { title: 'Prueba', content: '# Acceso' },
    }),
  };

  describeStaffAccess(suite, {
    group: 'adminOps',
    pathPrefix: '/api/admin/ops/',
    calls: CALLS,
    allowed: ['ADMIN'],
    refused: ['CUSTOMER_SERVICE', 'APPEAL_OFFICER'],
  });
});
