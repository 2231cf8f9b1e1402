import { FrameImpl, Parser, type IRawFrameType } from '@stomp/stompjs';
import { ws, type WebSocketHandlerConnection } from 'msw';
import { apiServer } from '@/test/apiServer';

export interface ClientFrame {
  command: string;
  headers: Record<string, string>;
}

type Connection = WebSocketHandlerConnection['client'];

function clientFrame({ command, headers }: IRawFrameType): ClientFrame {
  return { command: command ?? '', headers: Object.fromEntries(headers) };
}

/**
 * Just enough of a STOMP 1.2 broker for the live client's unit tests, on the WebSocket
 * interception of the tests' MSW server (a socket nobody answers fails the test): it accepts any
 * CONNECT, answers receipts, records what the client sends and delivers what the test publishes.
 * The real brokers get the same client in liveDelivery.check.ts.
 */
export function useTestBroker(url: string) {
  const link = ws.link(url);
  const frames: ClientFrame[] = [];
  const subscriptions = new Map<Connection, ClientFrame>();
  let connections = 0;
  let messages = 0;

  const send = (
    connection: Connection,
    command: string,
    headers: Record<string, string>,
    body = '',
  ) => connection.send(FrameImpl.marshall({ command, headers, body }));

  apiServer.use(
    link.addEventListener('connection', ({ client }) => {
      connections += 1;
      const parser = new Parser(
        (raw) => {
          const frame = clientFrame(raw);
          frames.push(frame);
          if (frame.command === 'CONNECT')
            // No heart-beats: fake timers would otherwise have to feed them.
            send(client, 'CONNECTED', { version: '1.2', 'heart-beat': '0,0' });
          if (frame.command === 'SUBSCRIBE') subscriptions.set(client, frame);
          if (frame.headers.receipt)
            send(client, 'RECEIPT', { 'receipt-id': frame.headers.receipt });
        },
        () => {},
      );
      // stompjs sends text frames (forceBinaryWSFrames is off).
      client.addEventListener('message', (event) => parser.parseChunk(event.data as string));
      client.addEventListener('close', () => subscriptions.delete(client));
    }),
  );

  return {
    /** Every frame the clients sent, in order. */
    frames,
    get connections() {
      return connections;
    },
    /** Sends `body` to every subscriber as a MESSAGE of its subscription. */
    publish(body: string) {
      for (const [connection, subscription] of subscriptions) {
        messages += 1;
        send(
          connection,
          'MESSAGE',
          {
            subscription: subscription.headers.id ?? '',
            destination: subscription.headers.destination ?? '',
            'message-id': String(messages),
          },
          body,
        );
      }
    },
    /** Closes every connection from the broker's side, as a restart or a network failure would. */
    dropConnections() {
      for (const connection of link.clients) connection.close();
      subscriptions.clear();
    },
  };
}
