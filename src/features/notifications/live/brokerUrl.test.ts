import { describe, expect, it } from 'vitest';
import { brokerWebSocketUrl } from './brokerUrl';

const page = (href: string) => ({ href });

describe('brokerWebSocketUrl', () => {
  it.each([
    [
      '/api/notifications/ws',
      'https://campus.edu.pe/mi-cuenta',
      'wss://campus.edu.pe/api/notifications/ws',
    ],
    ['/api/notifications/ws', 'http://localhost:5173/', 'ws://localhost:5173/api/notifications/ws'],
    ['https://mq.campus.edu.pe/ws', 'http://localhost:5173/', 'wss://mq.campus.edu.pe/ws'],
    ['http://127.0.0.1:15674/ws', 'https://campus.edu.pe/', 'ws://127.0.0.1:15674/ws'],
    [
      'wss://mq.campus.edu.pe:15673/ws',
      'http://localhost:5173/',
      'wss://mq.campus.edu.pe:15673/ws',
    ],
    ['ws://127.0.0.1:15674/ws', 'https://campus.edu.pe/', 'ws://127.0.0.1:15674/ws'],
  ])('turns %s on %s into %s', (broker, href, expected) => {
    expect(brokerWebSocketUrl(broker, page(href))).toBe(expected);
  });

  it('refuses a scheme no WebSocket speaks', () => {
    expect(() =>
      brokerWebSocketUrl('ftp://mq.campus.edu.pe/ws', page('https://campus.edu.pe/')),
    ).toThrow(/ws\(s\) or http\(s\)/);
  });
});
