// antd-mobile's dialogs in tests: a dialog that was closed may still be in the page for a while (its
// closing animation), so the dialog an action asks is the one that was not there before it.
import { waitFor } from '@testing-library/react';
import { expect } from 'vitest';

/** Runs `ask` (a click that opens a dialog) and answers the dialog it opened. */
export async function askedDialog(ask: () => void): Promise<HTMLElement> {
  const before = new Set(document.querySelectorAll('.adm-dialog'));
  ask();
  return waitFor(() => {
    const asked = [...document.querySelectorAll<HTMLElement>('.adm-dialog')].find((d) => !before.has(d));
    expect(asked).toBeDefined();
    return asked!;
  });
}
