// STOMP heart-beating (spec: "Heart-beating"): each side says how often it can send and how often
// it wants to receive; each direction then runs at the slower of the two, or not at all.

export interface HeartBeats {
  /** Milliseconds between the server's heart-beats; 0: none. */
  outgoingMs: number;
  /** Milliseconds the client promised between its frames or heart-beats; 0: none. */
  incomingMs: number;
}

/** The CONNECT frame's `heart-beat` ("cx,cy"; absent is "0,0"), or null when malformed. */
export function parseHeartBeat(header: string | undefined): { cx: number; cy: number } | null {
  if (header === undefined) return { cx: 0, cy: 0 };
  const match = /^\s*(\d{1,9})\s*,\s*(\d{1,9})\s*$/.exec(header);
  return match ? { cx: Number(match[1]), cy: Number(match[2]) } : null;
}

/** Both directions when the server can send, and wants to receive, every `offerMs`. */
export function negotiateHeartBeats(
  client: { cx: number; cy: number },
  offerMs: number,
): HeartBeats {
  const slower = (wanted: number) =>
    wanted === 0 || offerMs === 0 ? 0 : Math.max(wanted, offerMs);
  return { outgoingMs: slower(client.cy), incomingMs: slower(client.cx) };
}
