// Answers of the appeal desk's calls for the console's tests, typed by the contracts' answers (and held
// against their shapes in the tests), and the desk API over one stored case as the server keeps it.
import type {
  AdminAppealCaseDto,
  AdminAppealSummaryDto,
  AppealPartyDto,
  ChatMessageDto,
  OrderEventDto,
  Page,
} from '@p2p/contracts';
import { envelope, type Answer } from '../../test/fetch';

const minute = 60_000;
export const ago = (ms: number) => new Date(Date.now() - ms).toISOString();
export const ahead = (ms: number) => new Date(Date.now() + ms).toISOString();
const hex = (c: string) => c.repeat(64);

export function summary(over: Partial<AdminAppealSummaryDto> = {}): AdminAppealSummaryDto {
  return {
    id: '71',
    orderId: '9001',
    orderStatus: 'IN_APPEAL',
    initiatorSide: 'BUYER',
    initiatorId: '501',
    buyerId: '501',
    sellerId: '502',
    buyerNickname: 'Bora',
    sellerNickname: 'Sami',
    coin: 'USDT',
    quote: 'USD',
    quantity: '150.5',
    amount: '150.5',
    reasonCode: 'SELLER_NOT_RELEASED',
    reasonText: null,
    result: 'PENDING',
    stage: 'OPEN',
    pendingDecision: null,
    malicious: false,
    reviewerId: null,
    reviewerName: null,
    evidenceCount: 2,
    createdAt: ago(3 * 60 * minute + 5 * minute),
    ageSeconds: (3 * 60 + 5) * 60,
    slaDueAt: ahead(20 * 60 * minute - 5 * minute),
    decidedAt: null,
    executeAt: null,
    holderId: null,
    holderName: null,
    claimedAt: null,
    ...over,
  };
}

export function page(list: AdminAppealSummaryDto[], over: Partial<Page<AdminAppealSummaryDto>> = {}) {
  return { list, total: list.length, pageNo: 1, pageSize: 20, ...over };
}

function event(seq: number, over: Partial<OrderEventDto>): OrderEventDto {
  return {
    id: `e${seq}`,
    orderId: '9001',
    seq,
    fromStatus: null,
    toStatus: 'WAIT_SELLER_ACCEPT',
    action: 'PLACE',
    actorType: 'BUYER',
    actorId: '501',
    data: {},
    note: null,
    createdAt: ago((10 - seq) * 60 * minute),
    hash: hex(String(seq)),
    prevHash: seq === 1 ? null : hex(String(seq - 1)),
    ...over,
  };
}

export const TIMELINE: OrderEventDto[] = [
  event(1, {}),
  event(2, {
    fromStatus: 'WAIT_SELLER_ACCEPT',
    toStatus: 'WAIT_BUYER_PAY',
    action: 'ACCEPT',
    actorType: 'SELLER',
    actorId: '502',
  }),
  event(3, { fromStatus: 'WAIT_BUYER_PAY', toStatus: 'WAIT_SELLER_CONFIRM', action: 'PAY' }),
  event(4, {
    fromStatus: 'WAIT_SELLER_CONFIRM',
    toStatus: 'IN_APPEAL',
    action: 'APPEAL',
    data: { appealId: '71' },
    note: 'Timers paused while the appeal is open',
  }),
];

function message(id: string, over: Partial<ChatMessageDto>): ChatMessageDto {
  return {
    id,
    orderId: '9001',
    kind: 'TEXT',
    senderId: '501',
    senderKind: over.kind === 'SYSTEM' ? 'SYSTEM' : 'USER',
    staffName: null,
    mine: false,
    text: null,
    fileId: null,
    imageUrl: null,
    read: true,
    readAt: null,
    createdAt: ago(5 * 60 * minute),
    ...over,
  };
}

export const CHAT: ChatMessageDto[] = [
  message('c1', { text: 'I sent the bank transfer, reference 88812.' }),
  message('c2', { kind: 'IMAGE', fileId: '301', imageUrl: '/api/file/301' }),
  message('c3', { senderId: '502', text: 'Nothing has arrived in my account.' }),
  message('c4', { kind: 'SYSTEM', senderId: null, text: 'The buyer opened an appeal.' }),
];

export function partyOf(over: Partial<AppealPartyDto> = {}): AppealPartyDto {
  return {
    userId: '501',
    nickname: 'Bora',
    email: 'bora@trader.test',
    creditScore: 92,
    orderCount: 40,
    completedOrderCount: 38,
    completionRate: '0.9500',
    certified: false,
    fastTrader: true,
    registeredAt: '2026-01-10T08:00:00.000Z',
    appealsFiled: 1,
    appealsLost: 0,
    creditRecords: [],
    recentOrders: [
      {
        id: '9001',
        role: 'BUYER',
        status: 'IN_APPEAL',
        quantity: '150.5',
        amount: '150.5',
        createdAt: ago(10 * 60 * minute),
      },
    ],
    ...over,
  };
}

export function appealCase(
  over: Partial<AdminAppealCaseDto> = {},
  appeal: Partial<AdminAppealCaseDto['appeal']> = {},
): AdminAppealCaseDto {
  return {
    appeal: {
      ...summary({ reasonCode: 'OTHER', reasonText: 'Paid by bank, the seller says nothing arrived.' }),
      reviewerRemarks: null,
      executedAt: null,
      cancelledAt: null,
      evidenceRequests: [],
      evidence: [
        {
          id: 'ev1',
          kind: 'IMAGE',
          fileId: '401',
          url: '/api/file/401',
          uploaderSide: 'BUYER',
          mine: false,
          createdAt: ago(3 * 60 * minute),
        },
        {
          id: 'ev2',
          kind: 'IMAGE',
          fileId: '402',
          url: '/api/file/402',
          uploaderSide: 'SELLER',
          mine: false,
          createdAt: ago(60 * minute),
        },
      ],
      ...appeal,
    },
    order: {
      id: '9001',
      adId: '77',
      type: 'SELL',
      mode: 'MANUAL',
      status: 'IN_APPEAL',
      statusBeforeAppeal: 'WAIT_SELLER_CONFIRM',
      coin: 'USDT',
      quote: 'USD',
      chain: 'ERC20',
      quantity: '150.5',
      unitPrice: '1',
      amount: '150.5',
      fee: '0.15',
      totalAmount: '150.5',
      buyerId: '501',
      sellerId: '502',
      makerId: '502',
      receivingAddress: `0x${'a'.repeat(40)}`,
      payment: {
        kind: 'BANK_CARD',
        name: 'Sami Seller',
        account: '6222 0000 1111 2222',
        bankName: 'First Test Bank',
        branch: 'Harbour Road',
        iban: null,
        exchangeName: null,
        accountInfo: null,
        qrFileId: '403',
        currency: 'USD',
        notes: null,
      },
      createdAt: ago(10 * 60 * minute),
      acceptedAt: ago(9 * 60 * minute),
      paidAt: ago(8 * 60 * minute),
      confirmedAt: null,
      completedAt: null,
      cancelledAt: null,
    },
    timeline: TIMELINE,
    chainValid: true,
    chainBrokenAt: null,
    chat: CHAT,
    buyer: partyOf(),
    seller: partyOf({
      userId: '502',
      nickname: 'Sami',
      email: 'sami@trader.test',
      creditScore: 41,
      orderCount: 12,
      completedOrderCount: 9,
      completionRate: '0.7500',
      certified: true,
      fastTrader: false,
      appealsFiled: 0,
      appealsLost: 2,
      creditRecords: [
        {
          id: 'cr1',
          delta: -20,
          scoreAfter: 41,
          reason: 'APPEAL_LOST',
          orderId: '8800',
          createdAt: ago(30 * 24 * 60 * minute),
        },
      ],
      recentOrders: [],
    }),
    history: [],
    deposits: [
      {
        id: '61',
        purpose: 'AD',
        status: 'SATISFIED',
        chain: 'ERC20',
        coin: 'USDT',
        amount: '500',
        receivedAmount: '500',
        heldAmount: '349.5',
        fromAddress: `0x${'5'.repeat(40)}`,
        expiresAt: null,
        createdAt: ago(30 * 60 * minute),
        txHashes: [`0x${'e7'.repeat(32)}`],
      },
    ],
    canDecide: true,
    executionDelayMinutes: 90,
    ...over,
  };
}

/** The case as the server holds it once `decision` was recorded by `reviewerName` (its delay running). */
export function decided(
  base: AdminAppealCaseDto,
  decision: 'BUYER_WINS' | 'SELLER_WINS',
  remarks: string,
  reviewerName = 'Ana Officer',
): AdminAppealCaseDto {
  const decidedAt = new Date().toISOString();
  return {
    ...base,
    appeal: {
      ...base.appeal,
      stage: 'DECIDED',
      pendingDecision: decision,
      reviewerId: 's-9',
      reviewerName,
      reviewerRemarks: remarks,
      decidedAt,
      executeAt: ahead(base.executionDelayMinutes * minute),
    },
  };
}

export interface DeskCalls {
  queueUrls: string[];
  bodies: { path: string; body: unknown }[];
}

/**
 * The desk API over one stored case: the queue answers `queue`, the case answers what is stored, a
 * decision stores its result (or answers `decideCode`), a cancellation reopens the case (or answers
 * `cancelCode`), and the case's images (`/admin/appeals/{id}/files/{fileId}`) answer PNG bytes.
 */
export function deskApi(
  stored: { queue?: Page<AdminAppealSummaryDto>; case?: AdminAppealCaseDto },
  options: { decideCode?: string; afterRefusal?: AdminAppealCaseDto; cancelCode?: string } = {},
) {
  let current = stored.case ?? appealCase();
  const calls: DeskCalls = { queueUrls: [], bodies: [] };
  const json = (init: RequestInit) => JSON.parse(String(init.body)) as Record<string, unknown>;
  const refuse = (code: string) => ({ status: 409, body: envelope(null, code, 'appeal already processed') });
  const caseId = current.appeal.id;
  const routes: Record<string, Answer> = {
    'GET /api/admin/appeals': ({ url }) => {
      calls.queueUrls.push(url);
      return { body: envelope(stored.queue ?? page([summary()])) };
    },
    [`GET /api/admin/appeals/${caseId}`]: () => ({ body: envelope(current) }),
    [`POST /api/admin/appeals/${caseId}/decide`]: ({ init }) => {
      const body = json(init);
      calls.bodies.push({ path: 'decide', body });
      if (options.decideCode) {
        if (options.afterRefusal) current = options.afterRefusal;
        return refuse(options.decideCode);
      }
      if (body.decision === 'REJECTED') {
        current = {
          ...current,
          appeal: {
            ...current.appeal,
            stage: 'CLOSED',
            result: 'REJECTED',
            reviewerRemarks: String(body.remarks),
          },
        };
      } else {
        current = decided(current, body.decision as 'BUYER_WINS' | 'SELLER_WINS', String(body.remarks));
      }
      return { body: envelope(current) };
    },
    [`POST /api/admin/appeals/${caseId}/cancel-execution`]: ({ init }) => {
      calls.bodies.push({ path: 'cancel', body: json(init) });
      if (options.cancelCode) return refuse(options.cancelCode);
      current = {
        ...current,
        appeal: { ...current.appeal, stage: 'OPEN', pendingDecision: null, decidedAt: null, executeAt: null },
      };
      return { body: envelope(current) };
    },
  };
  for (const id of ['301', '401', '402', '403']) {
    routes[`GET /api/admin/appeals/${caseId}/files/${id}`] = async () =>
      new Response(new Uint8Array([0x89, 0x50, 0x4e, 0x47, Number(id) % 256]), {
        status: 200,
        headers: { 'Content-Type': 'image/png' },
      });
  }
  return { routes, calls, current: () => current };
}
