/** The WebSocket scheme for each scheme the runtime config's `broker` may use. */
const WEB_SOCKET_SCHEME: Readonly<Record<string, string>> = {
  'ws:': 'ws:',
  'wss:': 'wss:',
  'http:': 'ws:',
  'https:': 'wss:',
};

/**
 * The runtime config's `broker` (a path such as `/api/notifications/ws`, or an absolute ws(s) or
 * http(s) address) as the absolute URL a WebSocket opens. A path is taken from the page's origin
 * with TLS when the page has it: a page served over https must not open a plain `ws:` socket
 * (browsers block it as mixed content).
 */
export function brokerWebSocketUrl(broker: string, location: Pick<Location, 'href'>): string {
  const url = new URL(broker, location.href);
  const scheme = WEB_SOCKET_SCHEME[url.protocol];
  if (!scheme)
    throw new Error(
      `The runtime config's broker must be a path or a ws(s) or http(s) URL: ${broker}`,
    );
  url.protocol = scheme;
  return url.href;
}
