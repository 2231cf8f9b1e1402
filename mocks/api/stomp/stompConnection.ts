// One client of the live notifications broker: the STOMP 1.2 conversation on one WebSocket.
import type { FastifyBaseLogger } from 'fastify';
import type { RawData, WebSocket } from 'ws';
import { notificationQueue } from '../notifications/queue.ts';
import { texts } from '../texts.ts';
import { liveTexts } from './texts.ts';
import { createFrameReader, HEART_BEAT, serializeFrame, type StompFrame } from './frames.ts';
import { negotiateHeartBeats, parseHeartBeat } from './heartBeat.ts';

export interface LiveTimings {
  /** What the server offers both ways in `heart-beat`, in ms. */
  heartBeatMs: number;
  /** How long a new connection has to CONNECT, in ms. */
  connectTimeoutMs: number;
}

/** A subscription to an actor's queue, where the broker delivers that actor's messages. */
export interface Subscription {
  readonly actorId: number;
  /** Sends a MESSAGE with this JSON body; false when its connection is ending. */
  deliver(json: string): boolean;
}

/** The signed-in user of a live connection: its actor and the session of its token. */
export interface LiveUser {
  ida: number;
  sessionId: string;
}

/** What a connection needs from its broker. */
export interface ConnectionHost {
  authenticate(token: string): Promise<LiveUser | null>;
  timings: LiveTimings;
  add(subscription: Subscription): void;
  remove(subscription: Subscription): void;
  /** Whether the user may hold one more connection; true takes its slot until `ended`. */
  admit(connection: StompConnection, user: LiveUser): boolean;
  /** Called once, when the connection ends for whatever reason. */
  ended(connection: StompConnection): void;
}

// RabbitMQ answers `server:RabbitMQ/<version>`; clients only show it.
const SERVER = 'Campus-demo/1.0';
// How the WebSocket closes: a DISCONNECT, the server shutting down, after an ERROR frame.
const NORMAL = 1000;
const GOING_AWAY = 1001;
export const POLICY_VIOLATION = 1008;

type Phase = 'awaiting-connect' | 'authenticating' | 'connected' | 'ended';

interface Refusal {
  /** The ERROR frame's `message` header, in Spanish. */
  message: string;
  /** The ERROR frame's body and the log line. */
  detail: string;
  /** The client frame refused: its `receipt` comes back as `receipt-id`. */
  frame?: StompFrame;
  /** Refused sessions are routine (an expired token); protocol misuse is worth a warning. */
  level?: 'debug' | 'warn';
  /** More ERROR headers (`version` when the versions do not match). */
  headers?: Record<string, string>;
}

const toBuffer = (data: RawData) =>
  Buffer.isBuffer(data) ? data : Array.isArray(data) ? Buffer.concat(data) : Buffer.from(data);

export class StompConnection {
  readonly #socket: WebSocket;
  readonly #host: ConnectionHost;
  readonly #session: string;
  readonly #log: FastifyBaseLogger;
  readonly #reader = createFrameReader();
  /** This connection's subscriptions by their client-chosen id. */
  readonly #subscriptions = new Map<string, Subscription>();
  #phase: Phase = 'awaiting-connect';
  #actorId = 0;
  #delivered = 0;
  // Frames are handled one after another, even while CONNECT waits for its token's check.
  #work = Promise.resolve();
  readonly #connectDeadline: NodeJS.Timeout;
  #pinger: NodeJS.Timeout | undefined;
  #silence: NodeJS.Timeout | undefined;

  constructor(socket: WebSocket, host: ConnectionHost, session: string, log: FastifyBaseLogger) {
    this.#socket = socket;
    this.#host = host;
    this.#session = session;
    this.#log = log;
    socket.on('message', (data, isBinary) => this.#receive(data, isBinary));
    socket.on('close', () => this.#end(NORMAL));
    this.#connectDeadline = setTimeout(
      () =>
        this.#refuse({
          message: liveTexts.connectTimeout,
          detail: 'No CONNECT in time',
          level: 'debug',
        }),
      host.timings.connectTimeoutMs,
    );
  }

  /** Closes the socket without another frame (the broker is shutting down). */
  close(): void {
    this.#end(GOING_AWAY);
  }

  /** Its session ended (signed out, new password, account locked): says so and closes. */
  sessionEnded(): void {
    this.#refuse({ message: texts.sessionExpired, detail: 'Session ended', level: 'debug' });
  }

  #receive(data: RawData, isBinary: boolean): void {
    if (this.#phase === 'ended') return;
    this.#silence?.refresh();
    if (isBinary) {
      this.#refuse({ message: liveTexts.binary, detail: 'Binary WebSocket message' });
      return;
    }
    const { frames, error } = this.#reader.push(toBuffer(data));
    if (frames.length === 0 && !error) return; // a heart-beat, or part of a frame
    this.#work = this.#work
      .then(async () => {
        for (const frame of frames) {
          if (this.#phase === 'ended') return;
          await this.#handle(frame);
        }
        if (error) {
          const message =
            error.kind === 'too-large' ? texts.validation.tooLarge : liveTexts.malformed;
          this.#refuse({ message, detail: `${error.kind}: ${error.detail}` });
        }
      })
      .catch((failure: unknown) => {
        this.#log.warn({ err: failure }, 'Live notifications: a frame failed');
        this.#refuse({ message: texts.serverError, detail: 'Server error' });
      });
  }

  async #handle(frame: StompFrame): Promise<void> {
    if (this.#phase === 'awaiting-connect') {
      if (frame.command === 'CONNECT' || frame.command === 'STOMP') await this.#connect(frame);
      else
        this.#refuse({ message: liveTexts.connectFirst, detail: `${frame.command} first`, frame });
    } else {
      this.#dispatch(frame);
    }
    if (this.#phase === 'connected' && frame.headers.receipt !== undefined)
      this.#send('RECEIPT', { 'receipt-id': frame.headers.receipt });
  }

  #dispatch(frame: StompFrame): void {
    switch (frame.command) {
      case 'SUBSCRIBE':
        return this.#subscribe(frame);
      case 'UNSUBSCRIBE':
        return this.#unsubscribe(frame);
      case 'DISCONNECT':
        // Its receipt goes out before the close (spec: "Graceful disconnect").
        if (frame.headers.receipt !== undefined)
          this.#send('RECEIPT', { 'receipt-id': frame.headers.receipt });
        return this.#end(NORMAL);
      // Delivery is automatic and clients publish nothing, so acknowledgements and transactions
      // have nothing to act on: accepted, and answered with their receipt when asked.
      case 'ACK':
      case 'NACK':
      case 'BEGIN':
      case 'COMMIT':
      case 'ABORT':
        return;
      case 'SEND':
        return this.#refuse({ message: liveTexts.sendRefused, detail: 'SEND refused', frame });
      case 'CONNECT':
      case 'STOMP':
        return this.#refuse({
          message: liveTexts.alreadyConnected,
          detail: 'CONNECT again',
          frame,
        });
      default:
        return this.#refuse({
          message: liveTexts.unknownCommand,
          detail: `Unknown command ${frame.command}`,
          frame,
        });
    }
  }

  async #connect(frame: StompFrame): Promise<void> {
    const versions = (frame.headers['accept-version'] ?? '').split(',').map((v) => v.trim());
    if (!versions.includes('1.2')) {
      const detail = `accept-version: ${frame.headers['accept-version'] ?? '(none, 1.0)'}`;
      this.#refuse({ message: liveTexts.version, detail, frame, headers: { version: '1.2' } });
      return;
    }
    const heartBeat = parseHeartBeat(frame.headers['heart-beat']);
    if (!heartBeat) {
      this.#refuse({ message: liveTexts.malformed, detail: 'Malformed heart-beat', frame });
      return;
    }
    // RabbitMQ's OAuth 2 backend reads the JWT from `passcode`; `login` is only a name.
    const token = frame.headers.passcode;
    if (!token) {
      this.#refuse({
        message: texts.sessionRequired,
        detail: 'No passcode',
        frame,
        level: 'debug',
      });
      return;
    }
    this.#phase = 'authenticating';
    const user = await this.#host.authenticate(token);
    if (this.#phase !== 'authenticating') return; // closed while the token was checked
    if (!user) {
      this.#refuse({
        message: texts.sessionExpired,
        detail: 'Token refused',
        frame,
        level: 'debug',
      });
      return;
    }
    if (!this.#host.admit(this, user)) {
      this.#refuse({
        message: liveTexts.tooManyForUser,
        detail: 'Too many connections for the user',
        frame,
        level: 'debug',
      });
      return;
    }
    this.#phase = 'connected';
    this.#actorId = user.ida;
    clearTimeout(this.#connectDeadline);
    const beats = negotiateHeartBeats(heartBeat, this.#host.timings.heartBeatMs);
    // Like RabbitMQ, CONNECTED states the negotiated intervals, which a client's own max() keeps.
    this.#send('CONNECTED', {
      version: '1.2',
      'heart-beat': `${beats.outgoingMs},${beats.incomingMs}`,
      server: SERVER,
      session: this.#session,
    });
    if (beats.outgoingMs > 0)
      this.#pinger = setInterval(() => this.#write(HEART_BEAT), beats.outgoingMs);
    // A client silent for twice its promised interval is gone (spec leaves the margin to us).
    if (beats.incomingMs > 0)
      this.#silence = setTimeout(() => this.#dropSilent(), 2 * beats.incomingMs);
    this.#log.debug({ actorId: user.ida, heartBeats: beats }, 'Live notifications: connected');
  }

  #subscribe(frame: StompFrame): void {
    const { id, destination, ack } = frame.headers;
    if (!id || !destination) {
      const missing = id ? 'destination' : 'id';
      this.#refuse({ message: liveTexts.missingHeader(missing), detail: `No ${missing}`, frame });
      return;
    }
    if (destination !== notificationQueue(this.#actorId)) {
      this.#refuse({
        message: liveTexts.foreignQueue,
        detail: `Not yours: ${destination}`,
        frame,
      });
      return;
    }
    // RabbitMQ declares the queue from x-message-ttl, x-expires, durable and auto-delete; nothing is
    // retained here, so they are taken as sent. Client acknowledgement would need retention.
    if (ack !== undefined && ack !== 'auto') {
      this.#refuse({ message: liveTexts.ackMode, detail: `ack:${ack}`, frame });
      return;
    }
    if (this.#subscriptions.has(id)) {
      this.#refuse({ message: liveTexts.subscriptionTaken, detail: `Repeated id ${id}`, frame });
      return;
    }
    const subscription: Subscription = {
      actorId: this.#actorId,
      deliver: (json) => this.#deliver(id, destination, json),
    };
    this.#subscriptions.set(id, subscription);
    this.#host.add(subscription);
  }

  #unsubscribe(frame: StompFrame): void {
    const { id } = frame.headers;
    if (!id) {
      this.#refuse({ message: liveTexts.missingHeader('id'), detail: 'No id', frame });
      return;
    }
    // An id already gone is no error: the client wants no more messages and gets none.
    const subscription = this.#subscriptions.get(id);
    if (!subscription) return;
    this.#subscriptions.delete(id);
    this.#host.remove(subscription);
  }

  #deliver(subscription: string, destination: string, json: string): boolean {
    if (this.#phase !== 'connected') return false;
    this.#delivered += 1;
    this.#send(
      'MESSAGE',
      {
        subscription,
        'message-id': `${this.#session}-${this.#delivered}`,
        destination,
        'content-type': 'application/json',
      },
      json,
    );
    return true;
  }

  /** An ERROR frame, then the close: every error ends a STOMP connection. */
  #refuse({ message, detail, frame, level = 'warn', headers }: Refusal): void {
    if (this.#phase === 'ended') return;
    this.#log[level]({ command: frame?.command }, `Live notifications refused: ${detail}`);
    const receipt = frame?.headers.receipt;
    this.#send(
      'ERROR',
      {
        message,
        ...headers,
        ...(receipt !== undefined && { 'receipt-id': receipt }),
        'content-type': 'text/plain;charset=utf-8',
      },
      detail,
    );
    this.#end(POLICY_VIOLATION);
  }

  #dropSilent(): void {
    this.#log.debug('Live notifications: client silent past its heart-beat, dropped');
    this.#end('terminate');
  }

  /** Stops everything of this connection and closes its socket; only the first call counts. */
  #end(closing: number | 'terminate'): void {
    if (this.#phase === 'ended') return;
    this.#phase = 'ended';
    clearTimeout(this.#connectDeadline);
    clearInterval(this.#pinger);
    clearTimeout(this.#silence);
    for (const subscription of this.#subscriptions.values()) this.#host.remove(subscription);
    this.#subscriptions.clear();
    this.#host.ended(this);
    // A silent peer may never answer a closing handshake.
    if (closing === 'terminate') this.#socket.terminate();
    else this.#socket.close(closing);
  }

  #send(command: string, headers: Record<string, string>, body = ''): void {
    this.#write(serializeFrame({ command, headers, body }));
  }

  #write(text: string): void {
    if (this.#socket.readyState === this.#socket.OPEN) this.#socket.send(text);
  }
}
