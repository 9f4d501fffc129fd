// Money and what it needs: the escrow's balance, deposits, fund records and reserves, uploads, and the
// trader's payment methods.
import { DepositAnswer, ReservesAnswer } from '../answers/funds.answers.js';
import { PaymentMethodAnswer, PaymentMethodListAnswer } from '../answers/payment-methods.answers.js';
import { NoAnswer } from '../answers/shape.js';
import type { EndpointDef } from '../route-paths.js';
import { GET, POST } from './methods.js';

export const FUNDS_ROUTES = {
  /** Beyond the spec's list: the deposit step's status and the public proof of reserves. */
  escrow: {
    /** One of the caller's deposits: address, amount, link, expiry and progress. */
    deposit: { method: GET, path: '/deposit/:id', answer: DepositAnswer },
    /** Per chain and token: the escrow wallet's balance beside what the platform owes. */
    reserves: { method: GET, path: '/reserves', answer: ReservesAnswer },
  },
  /** Beyond the spec's list: reading an upload back (the uploader only, until orders and chat add theirs). */
  files: {
    /** The stored bytes with their Content-Type (image/jpeg or image/png); another's id answers 404. */
    read: { method: GET, path: '/file/:id', bytes: true },
  },
  /** Beyond the spec's list (it names the screens, not the calls): payment-method management. */
  paymentMethods: {
    /** The caller's payment methods, oldest first (at most 20). */
    list: { method: GET, path: '/user/payment/list', answer: PaymentMethodListAnswer },
    add: { method: POST, path: '/user/payment/add', answer: PaymentMethodAnswer },
    /** Replaces every field of one of the caller's methods (not while an open ad or order uses it). */
    edit: { method: POST, path: '/user/payment/edit/:id', answer: PaymentMethodAnswer },
    /** Deletes one of the caller's methods (not while an open ad or order uses it). */
    delete: { method: POST, path: '/user/payment/delete/:id', answer: NoAnswer },
  },
} as const satisfies Record<string, Record<string, EndpointDef>>;
