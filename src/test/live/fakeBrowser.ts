import type { TabChannel } from '@/features/notifications/live/liveChannel';
import type { TabSharing } from '@/features/notifications/live/sharedLiveClient';

interface LockRequest {
  tab: number;
  callback: () => Promise<void>;
  granted: boolean;
  settle(error?: unknown): void;
}

interface OpenChannel {
  name: string;
  tab: number;
  channel: TabChannel;
}

export interface FakeTab extends TabSharing {
  /** Closes the tab as a browser does: its locks are released and its channels closed, no code of it runs. */
  close(): void;
}

/**
 * One browser's tabs for the unit tests, standing in for Web Locks and BroadcastChannel as the
 * browser behaves: a lock goes to its requests in order, one at a time, and is released when the
 * holder's callback settles or its tab closes; a request whose signal aborts while waiting is
 * dropped and rejects. A channel's message reaches every other open channel of its name, a task
 * later, as a copy.
 */
export function fakeBrowser() {
  const queues = new Map<string, LockRequest[]>();
  const channels = new Set<OpenChannel>();
  let tabs = 0;

  function drop(name: string, request: LockRequest) {
    const queue = queues.get(name) ?? [];
    queue.splice(queue.indexOf(request), 1);
    grantNext(name);
  }

  function grantNext(name: string) {
    const head = queues.get(name)?.[0];
    if (!head || head.granted) return;
    head.granted = true;
    setTimeout(() => {
      head.callback().then(
        () => head.settle(),
        (error: unknown) => head.settle(error),
      );
    });
  }

  function openTab(): FakeTab {
    const tab = (tabs += 1);
    return {
      locks: {
        request(name, { signal }, callback) {
          const queue = queues.get(name) ?? [];
          queues.set(name, queue);
          return new Promise((resolve, reject) => {
            const request: LockRequest = {
              tab,
              callback,
              granted: false,
              settle: (error) => {
                if (!queue.includes(request)) return;
                drop(name, request);
                if (error === undefined) resolve(undefined);
                else reject(error);
              },
            };
            signal.addEventListener('abort', () => {
              if (request.granted || !queue.includes(request)) return;
              queue.splice(queue.indexOf(request), 1);
              reject(new DOMException('Lock request aborted', 'AbortError'));
            });
            queue.push(request);
            grantNext(name);
          });
        },
      },
      openChannel(name) {
        const open: OpenChannel = {
          name,
          tab,
          channel: {
            onmessage: null,
            postMessage(message) {
              for (const other of channels)
                if (other !== open && other.name === name)
                  setTimeout(() => {
                    if (channels.has(other))
                      other.channel.onmessage?.({ data: structuredClone(message) } as MessageEvent);
                  });
            },
            close: () => void channels.delete(open),
          },
        };
        channels.add(open);
        return open.channel;
      },
      close() {
        for (const [name, queue] of queues)
          for (const request of [...queue].filter((request) => request.tab === tab)) {
            queue.splice(queue.indexOf(request), 1);
            if (request.granted) grantNext(name);
          }
        for (const open of [...channels]) if (open.tab === tab) channels.delete(open);
      },
    };
  }

  return {
    openTab,
    /** How many tabs hold or wait for the lock `name`. */
    lockQueue: (name: string) => queues.get(name)?.length ?? 0,
  };
}
