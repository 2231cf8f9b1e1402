import { QueryClient } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { act, createElement, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FIRST_SCREEN_CAP_MS, resetFirstScreen } from './firstScreen';
import { firstScreenShown, onFirstScreen, watchFirstScreen } from './firstScreen';
import { useAfterFirstScreen, useFirstScreenWatch } from './useAfterFirstScreen';

/** A query that answers when the test says so. */
function pendingQuery(client: QueryClient, key: string) {
  let answer!: (value: string) => void;
  const fetched = client.fetchQuery({
    queryKey: [key],
    queryFn: () => new Promise<string>((resolve) => (answer = resolve)),
  });
  return async () => {
    answer(key);
    await fetched;
  };
}

describe('the first screen', () => {
  beforeEach(() => resetFirstScreen(false));
  afterEach(() => resetFirstScreen(true));

  it("shows once the page's queries have answered and a frame has painted them", async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame'] });
    const client = new QueryClient();
    const answerFeed = pendingQuery(client, 'feed');
    const answerMenu = pendingQuery(client, 'menu');
    const listener = vi.fn();
    onFirstScreen(listener);
    watchFirstScreen(client);
    await answerFeed();
    // Time enough for the answer's render, two frames and a task, on a clock the test moves.
    await vi.advanceTimersByTimeAsync(100);
    expect(firstScreenShown()).toBe(false); // the menu is still on its way
    await answerMenu();
    await vi.advanceTimersByTimeAsync(100);
    expect(listener).toHaveBeenCalledOnce();
    expect(firstScreenShown()).toBe(true);
  });

  it('shows at once after a frame when nothing is on its way, and tells a late listener at once', async () => {
    watchFirstScreen(new QueryClient());
    expect(firstScreenShown()).toBe(false); // not before the browser painted
    await waitFor(() => expect(firstScreenShown()).toBe(true));
    const late = vi.fn();
    onFirstScreen(late);
    expect(late).toHaveBeenCalledOnce();
  });

  it('does not wait for a request that hangs longer than the cap', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame'] });
    const client = new QueryClient();
    void pendingQuery(client, 'hangs');
    watchFirstScreen(client);
    vi.advanceTimersByTime(FIRST_SCREEN_CAP_MS - 1);
    expect(firstScreenShown()).toBe(false);
    vi.advanceTimersByTime(1 + 100); // the cap, then two frames and a task
    expect(firstScreenShown()).toBe(true);
  });

  it('lets a cancelled listener go', async () => {
    const listener = vi.fn();
    const cancel = onFirstScreen(listener);
    const after = vi.fn();
    onFirstScreen(after);
    cancel();
    watchFirstScreen(new QueryClient());
    // Listeners are told in the order they came: once the later one is, the cancelled one would
    // have been.
    await waitFor(() => expect(after).toHaveBeenCalledOnce());
    expect(listener).not.toHaveBeenCalled();
  });

  it("renders a deferred part once the shell's watch has seen the first screen", async () => {
    const client = new QueryClient();
    const answer = pendingQuery(client, 'feed');
    const wrapper = ({ children }: { children: ReactNode }) =>
      createElement(QueryClientProvider, { client }, children);
    const { result } = renderHook(
      () => {
        useFirstScreenWatch();
        return useAfterFirstScreen();
      },
      { wrapper },
    );
    expect(result.current).toBe(false);
    await act(answer);
    await waitFor(() => expect(result.current).toBe(true));
  });
});
