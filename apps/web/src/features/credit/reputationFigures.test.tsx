import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, signIn } from '../../test/renderApp';
import { stubCreditApi } from './creditTestKit';

describe('/reputationScore: the order figures and what they count (issue 22: honest reputation)', () => {
  it('shows the order count and completion rate with what they count (issue 22: say in the credit record what the figures count)', async () => {
    signIn();
    stubCreditApi({ score: 100, records: [], figures: { orderCount: 30, completionRate: '0.9667' } });
    renderApp('/reputationScore', { realPages: true });
    await waitFor(() => expect(screen.getByTestId('credit-orders').textContent).toBe('30'));
    await waitFor(() => expect(screen.getByTestId('credit-completion').textContent).toBe('96.6%'));
    const note = screen.getByTestId('credit-figures-note').textContent ?? '';
    expect(note).toContain('your cancellation after the order was accepted');
    expect(note).toContain('your timeout');
    expect(note).toContain('an appeal you lost');
    expect(note).toContain('rejected before acceptance, counts for no one');
  });

  it('says it in the reader’s language (zh_TW)', async () => {
    signIn();
    stubCreditApi({ score: 100, records: [], figures: { orderCount: 1, completionRate: '1.0000' } });
    renderApp('/reputationScore', { realPages: true, lang: 'zh_TW' });
    await waitFor(() => expect(screen.getByTestId('credit-figures-note').textContent).toContain('申訴敗訴'));
    // The figures come with the user's answer, which may arrive after the texts (a loaded CI run).
    await waitFor(() => expect(screen.getByTestId('credit-completion').textContent).toBe('100%'));
  });
});
