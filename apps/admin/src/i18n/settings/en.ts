// The settings' texts in the console (namespace `admin`, key `settings`; issue 25), English: the
// reference.
import type { Texts } from '../shape';

export const settingsEn = {
  tab: 'Credit',
  userTab: 'Limits',
  saved: 'Saved. It applies from the next request on.',
  cancel: 'Cancel',
  loadFailed: 'The settings could not be loaded.',
  retry: 'Try again',
  credit: {
    title: 'Credit rules',
    hint: "Points taken from a trader's credit score (100 at the start; under 60 a trader cannot post ads). A saved rule applies to the next cancellation or appeal at once.",
    rule: 'Rule',
    deduct: 'Points deducted',
    free: 'Free cancellations a day',
    description: 'Description',
    edit: 'Edit',
    editTitle: 'Edit the rule: {{rule}}',
    save: 'Save',
    cancellationTag: 'Cancellation rule',
    deductInvalid: 'Enter a whole number from {{min}} to {{max}}',
    freeInvalid: 'Enter a whole number from 0 to {{max}}',
    freeOnlyCancellation: 'Only the cancellation rule has free cancellations.',
    types: {
      CANCEL_ORDER: 'Cancelling an order',
      DEPOSIT_TIMEOUT: 'Seller did not deposit in time',
      PAY_TIMEOUT: 'Buyer did not pay in time',
      APPEAL_LOST: 'Appeal lost',
      MALICIOUS_APPEAL: 'Malicious appeal',
    },
    effects: {
      CANCEL_ORDER:
        'Applies to every cancellation, time-outs included: the first ones of a UTC day are free, each further one costs the points.',
      DEPOSIT_TIMEOUT: 'Counted as a cancellation: the cancellation rule’s figures apply, not these.',
      PAY_TIMEOUT: 'Counted as a cancellation: the cancellation rule’s figures apply, not these.',
      APPEAL_LOST: 'Taken from the party who loses an appeal (at least 1 point).',
      MALICIOUS_APPEAL: 'A malicious appeal takes the whole score; the points here are for reference.',
    },
  },
  defaults: {
    title: 'Trading limits of new accounts',
    hint: 'Accounts created from now on get these limits. Existing accounts keep their own; change one on the trader’s Limits tab.',
    builtIn: 'Built-in defaults',
    save: 'Save the defaults',
  },
  limits: {
    buyAdLimit: 'Buying ads at once',
    sellAdLimit: 'Selling ads at once',
    initiatedBuyLimit: 'Open orders bought from others’ ads',
    initiatedSellLimit: 'Open orders sold to others’ ads',
    pendingOrderLimit: 'Open orders in all',
    invalid: 'Enter a whole number from 0 to {{max}}',
    hints: {
      buyAdLimit: 'Buying ads the trader may have posted and not closed (error 5019 past it).',
      sellAdLimit: 'Selling ads the trader may have posted and not closed (error 5020 past it).',
      initiatedBuyLimit: 'Open orders the trader started as the buyer (error 5021 past it).',
      initiatedSellLimit: 'Open orders the trader started as the seller (error 5022 past it).',
      pendingOrderLimit: 'Open orders of the trader on any side (error 5023 past it).',
    },
  },
  user: {
    title: 'Trading limits',
    belowOpen:
      'A limit may be set below what the trader has open now: what is open stays, and new ads or orders are refused until the count is under the limit again.',
    save: 'Save the limits',
  },
};

export type SettingsTexts = Texts<typeof settingsEn>;
