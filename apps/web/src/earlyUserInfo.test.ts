// The user info asked for by boot.ts before the app's code is there, and its hand-over to the query cache.
import { API_ENDPOINTS, API_PREFIX, fillPath } from '@p2p/contracts';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { earlyUserInfoUrl, startEarlyUserInfo, takeEarlyUserInfo } from './earlyUserInfo';
import { userInfoQuery } from './hooks/useAccount';
import { envelope, sentRequests, stubFetch } from './test/fetchStub';
import { signIn } from './test/renderApp';

describe('early user info (issue 9, budgets)', () => {
  it('asks for the endpoint table GET /user/info/{userId} with the session token', async () => {
    expect(earlyUserInfoUrl('7')).toBe(
      `${API_PREFIX}${fillPath(API_ENDPOINTS.account.userInfo.path, { userId: '7' })}`,
    );
    signIn('tok', '7');
    const { fetchMock } = stubFetch({
      '/api/user/info/7': { body: envelope({ id: '7', nickname: 'alice' }) },
    });
    await expect(startEarlyUserInfo()).resolves.toEqual({ data: { id: '7', nickname: 'alice' } });
    const [sent] = sentRequests(fetchMock, '/api/user/info/7', 'GET');
    expect(sent?.headers.Authorization).toBe('Bearer tok');
    expect(sent?.headers.way).toBe('WEB');
  });

  it('asks nothing without a session', () => {
    const { calls } = stubFetch();
    expect(startEarlyUserInfo()).toBeNull();
    expect(calls).toEqual([]);
  });

  it('hands its answer to the user info query once: the app does not ask again', async () => {
    signIn('tok', '7');
    const { calls } = stubFetch({ '/api/user/info/7': { body: envelope({ id: '7', nickname: 'alice' }) } });
    startEarlyUserInfo();
    const client = new QueryClient();
    await expect(client.fetchQuery(userInfoQuery('7'))).resolves.toEqual({ id: '7', nickname: 'alice' });
    expect(calls.filter((u) => u === '/api/user/info/7')).toHaveLength(1);
    // Taken: a later ask (the 4 s poll) goes to the API.
    expect(takeEarlyUserInfo('7')).toBeNull();
    await client.refetchQueries({ queryKey: userInfoQuery('7').queryKey });
    expect(calls.filter((u) => u === '/api/user/info/7')).toHaveLength(2);
  });

  it('leaves a refused answer to the app, which asks again and handles it (its 401 rule)', async () => {
    signIn('tok', '7');
    const { calls } = stubFetch({
      '/api/user/info/7': { status: 200, body: envelope(null, '401', 'expired') },
    });
    await expect(startEarlyUserInfo()).resolves.toBeNull();
    const client = new QueryClient();
    await expect(client.fetchQuery(userInfoQuery('7'))).rejects.toBeTruthy();
    expect(calls.filter((u) => u === '/api/user/info/7')).toHaveLength(2);
  });

  it('is not taken for another user', () => {
    signIn('tok', '7');
    stubFetch({ '/api/user/info/7': { body: envelope({ id: '7' }) } });
    startEarlyUserInfo();
    expect(takeEarlyUserInfo('8')).toBeNull();
    expect(takeEarlyUserInfo('7')).not.toBeNull();
  });
});
