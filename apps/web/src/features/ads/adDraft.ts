// The ad form's draft (issue 26): what the trader typed, kept in sessionStorage (one per form: coin or
// fiat, buy or sell) while they step out of the form (to add a payment method, to finish a setup step)
// and put back when they return; cleared once the ad is created or the trader discards it. The draft also
// remembers the payment methods the trader had, so that one added on the way is selected on return.
import { AD_PAYMENT_METHODS_MAX, type AdType } from '@p2p/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { AdFormValues } from './adForm';

export interface AdDraft {
  values: AdFormValues;
  /** The trader's payment methods when the draft was written (null: not known then). */
  knownMethodIds: string[] | null;
}

export function adDraftKey(fiat: boolean, type: AdType): string {
  return `p2p.adDraft.${fiat ? 'fiat' : 'coin'}.${type}`;
}

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null; // storage blocked: the form works without a draft
  }
}

const isStrings = (v: unknown): v is string[] => Array.isArray(v) && v.every((x) => typeof x === 'string');

/**
 * The draft under `key` on top of `initial` (its fields of the right type only; its pair only when it is
 * still one of `pairIds`), or null.
 */
export function readAdDraft(key: string, initial: AdFormValues, pairIds: readonly string[]): AdDraft | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(storage()?.getItem(key) ?? 'null');
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null) return null;
  const { values, knownMethodIds } = parsed as { values?: unknown; knownMethodIds?: unknown };
  if (typeof values !== 'object' || values === null) return null;
  const merged: Record<string, unknown> = { ...initial };
  for (const [field, value] of Object.entries(values)) {
    const base = (initial as unknown as Record<string, unknown>)[field];
    if (field === 'type' || base === undefined) continue; // the side comes from the page
    if (Array.isArray(base) ? isStrings(value) : typeof value === typeof base) merged[field] = value;
  }
  if (!pairIds.includes(String(merged.coinPairId))) merged.coinPairId = initial.coinPairId;
  return {
    values: merged as unknown as AdFormValues,
    knownMethodIds: isStrings(knownMethodIds) ? knownMethodIds : null,
  };
}

export function writeAdDraft(key: string, draft: AdDraft): void {
  try {
    storage()?.setItem(key, JSON.stringify(draft));
  } catch {
    // full or blocked: nothing kept
  }
}

export function clearAdDraft(key: string): void {
  storage()?.removeItem(key);
}

const sameValues = (a: AdFormValues, b: AdFormValues) => JSON.stringify(a) === JSON.stringify(b);

export interface AdDraftControl {
  /** A draft with input in it was put back (until discarded). */
  restored: boolean;
  /** Writes the draft now, even an untouched one (before a detour: the new payment method is picked). */
  keep(): void;
  /** Drops the draft and empties the form (the trader's explicit cancel). */
  discard(): void;
  /** Drops the draft (the ad is created). */
  clear(): void;
}

/**
 * The draft of one ad form, `stored` being what the form started with (readAdDraft): written as the
 * trader types (an untouched form leaves none), and, on return from a detour, the payment methods added
 * meanwhile are selected.
 */
export function useAdDraft(
  key: string,
  initial: AdFormValues,
  stored: AdDraft | null,
  form: UseFormReturn<AdFormValues>,
  methodIds: string[] | null,
): AdDraftControl {
  const [restored, setRestored] = useState(() => stored !== null && !sameValues(stored.values, initial));
  const methodsRef = useRef(methodIds);
  methodsRef.current = methodIds;
  // The methods the trader had before stepping out: any other one in the list is new.
  const baseline = useRef(stored?.knownMethodIds ?? null);
  const { watch, getValues, setValue, reset } = form;
  // Set once the ad is created: the form's last updates as it goes write nothing.
  const done = useRef(false);

  const write = useCallback(
    (values: AdFormValues, force: boolean) => {
      if (done.current) return;
      if (!force && sameValues(values, initial)) clearAdDraft(key);
      else writeAdDraft(key, { values, knownMethodIds: methodsRef.current });
    },
    [initial, key],
  );

  useEffect(() => {
    const sub = watch((values) => write(values as AdFormValues, false));
    return () => sub.unsubscribe();
  }, [watch, write]);

  // On return: the methods added during the detour are selected (up to the ad's limit), once each.
  const methodsKey = methodIds?.join(',') ?? null;
  useEffect(() => {
    const known = baseline.current;
    if (!known || methodsKey === null) return;
    const added = methodsKey.split(',').filter((id) => id !== '' && !known.includes(id));
    if (added.length === 0) return;
    baseline.current = [...known, ...added];
    const current = getValues('paymentMethodIds');
    const next = [...current, ...added.filter((id) => !current.includes(id))].slice(
      0,
      AD_PAYMENT_METHODS_MAX,
    );
    setValue('paymentMethodIds', next, { shouldDirty: true });
  }, [methodsKey, getValues, setValue]);

  return {
    restored,
    keep: () => write(getValues(), true),
    discard: () => {
      clearAdDraft(key);
      baseline.current = null;
      setRestored(false);
      reset(initial);
    },
    clear: () => {
      done.current = true;
      clearAdDraft(key);
      setRestored(false);
    },
  };
}
