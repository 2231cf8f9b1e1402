import WebSocket from 'ws';
import { createFrameReader, serializeFrame, type StompFrame } from '../api/stomp/frames.ts';

export interface RawStompClient {
  socket: WebSocket;
  /** The first frame the server sends. */
  first: Promise<StompFrame>;
  /** The close code, once closed. */
  closed: Promise<number>;
}

/** An open WebSocket to the live broker at `url` that has sent nothing yet. */
export async function openRawStomp(url: string): Promise<RawStompClient> {
  const socket = new WebSocket(url, 'v12.stomp');
  const reader = createFrameReader();
  const first = new Promise<StompFrame>((resolve) =>
    socket.on('message', (data) => {
      const [frame] = reader.push(String(data)).frames;
      if (frame) resolve(frame);
    }),
  );
  const closed = new Promise<number>((resolve) => socket.on('close', resolve));
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  return { socket, first, closed };
}

/** Opens a socket, sends CONNECT with `passcode` and resolves with the server's answer. */
export async function connectRawStomp(
  url: string,
  passcode: string,
): Promise<RawStompClient & { answer: StompFrame }> {
  const client = await openRawStomp(url);
  client.socket.send(
    serializeFrame({
      command: 'CONNECT',
      headers: { 'accept-version': '1.2', passcode },
      body: '',
    }),
  );
  return { ...client, answer: await client.first };
}
