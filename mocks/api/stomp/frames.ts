// STOMP 1.2 framing (https://stomp.github.io/stomp-specification-1.2.html): pure, no I/O.

export interface StompFrame {
  command: string;
  /** Unescaped names and values; of a repeated header, the first one counts (spec). */
  headers: Readonly<Record<string, string>>;
  body: string;
}

export interface FrameLimits {
  /** Octets from the command to the closing NUL. */
  maxFrameBytes: number;
  /** Header lines, repeats included. */
  maxHeaders: number;
}

export const DEFAULT_FRAME_LIMITS: FrameLimits = { maxFrameBytes: 64 * 1024, maxHeaders: 50 };

export type FrameErrorKind =
  | 'too-large'
  | 'too-many-headers'
  | 'bad-command'
  | 'bad-header'
  | 'bad-escape'
  | 'bad-content-length'
  | 'missing-nul'
  | 'bad-encoding';

export interface FrameError {
  kind: FrameErrorKind;
  /** What was wrong, for the log and the ERROR frame's body. */
  detail: string;
}

export interface ReadResult {
  /** The frames this chunk completed, in order (those before an error included). */
  frames: StompFrame[];
  /** Set once the stream is malformed; the reader then refuses everything after it. */
  error: FrameError | null;
}

export interface FrameReader {
  push(chunk: string | Uint8Array): ReadResult;
}

/** A heart-beat: an EOL between frames. */
export const HEART_BEAT = '\n';

const LF = 0x0a;
const CR = 0x0d;
const NUL = 0x00;

// The frames whose headers are never escaped (spec: "Value Encoding"), so that a 1.0 peer reads them.
const RAW_HEADER_COMMANDS = new Set(['CONNECT', 'CONNECTED']);

const ESCAPES: Record<string, string> = { '\\': '\\\\', '\n': '\\n', '\r': '\\r', ':': '\\c' };
const UNESCAPES: Record<string, string> = { '\\': '\\', n: '\n', r: '\r', c: ':' };

class FrameSyntaxError extends Error {
  readonly kind: FrameErrorKind;

  constructor(kind: FrameErrorKind, detail: string) {
    super(detail);
    this.kind = kind;
  }
}

const decoder = new TextDecoder('utf-8', { fatal: true });

function decode(bytes: Uint8Array): string {
  try {
    return decoder.decode(bytes);
  } catch {
    throw new FrameSyntaxError('bad-encoding', 'The frame is not valid UTF-8');
  }
}

function unescape(text: string): string {
  return text.replace(/\\(.?)/gs, (_, code: string) => {
    const character = UNESCAPES[code];
    if (character === undefined)
      throw new FrameSyntaxError('bad-escape', `Undefined escape sequence \\${code}`);
    return character;
  });
}

const escape = (text: string) => text.replace(/[\\\n\r:]/g, (character) => ESCAPES[character]);

/** The line starting at `start` without its EOL (LF or CRLF), or null while its LF has not arrived. */
function readLine(buffer: Buffer, start: number): { text: Buffer; next: number } | null {
  const lf = buffer.indexOf(LF, start);
  if (lf < 0) return null;
  const end = lf > start && buffer[lf - 1] === CR ? lf - 1 : lf;
  return { text: buffer.subarray(start, end), next: lf + 1 };
}

/** The octets EOLs between frames take at `start` (heart-beats); a lone CR may be half a CRLF. */
function heartBeatLength(buffer: Buffer, start: number): number {
  let at = start;
  for (;;) {
    if (buffer[at] === LF) at += 1;
    else if (buffer[at] === CR && buffer[at + 1] === LF) at += 2;
    else return at - start;
  }
}

/** The first frame of `buffer` and its length in octets, or null while it is incomplete. */
function readFrame(
  buffer: Buffer,
  limits: FrameLimits,
): { frame: StompFrame; size: number } | null {
  const incomplete = () => {
    // Whatever is still missing makes the frame at least one octet longer than the buffer.
    if (buffer.length >= limits.maxFrameBytes) throw tooLarge(limits);
    return null;
  };
  const commandLine = readLine(buffer, 0);
  if (!commandLine) return incomplete();
  const command = decode(commandLine.text);
  if (!/^[A-Z]+$/.test(command))
    throw new FrameSyntaxError('bad-command', `Not a command: ${JSON.stringify(command)}`);

  const raw = RAW_HEADER_COMMANDS.has(command);
  const headers: Record<string, string> = Object.create(null);
  let count = 0;
  let line = readLine(buffer, commandLine.next);
  for (; line && line.text.length > 0; line = readLine(buffer, line.next)) {
    count += 1;
    if (count > limits.maxHeaders)
      throw new FrameSyntaxError('too-many-headers', `More than ${limits.maxHeaders} headers`);
    const text = decode(line.text);
    const colon = text.indexOf(':');
    // A raw CR is allowed only as part of an EOL; a colon inside the value is kept as RabbitMQ does.
    if (colon < 1 || text.includes('\r'))
      throw new FrameSyntaxError('bad-header', `Not a header: ${JSON.stringify(text)}`);
    const name = raw ? text.slice(0, colon) : unescape(text.slice(0, colon));
    const value = raw ? text.slice(colon + 1) : unescape(text.slice(colon + 1));
    if (!Object.hasOwn(headers, name)) headers[name] = value;
  }
  if (!line) return incomplete();

  const bodyStart = line.next;
  const declared = headers['content-length'];
  let bodyEnd: number;
  if (declared !== undefined) {
    if (!/^\d+$/.test(declared))
      throw new FrameSyntaxError('bad-content-length', `Bad content-length: ${declared}`);
    bodyEnd = bodyStart + Number(declared);
    if (bodyEnd + 1 > limits.maxFrameBytes) throw tooLarge(limits);
    if (buffer.length <= bodyEnd) return incomplete();
    if (buffer[bodyEnd] !== NUL)
      throw new FrameSyntaxError('missing-nul', 'No NUL after content-length octets');
  } else {
    bodyEnd = buffer.indexOf(NUL, bodyStart);
    if (bodyEnd < 0) return incomplete();
    if (bodyEnd + 1 > limits.maxFrameBytes) throw tooLarge(limits);
  }
  const body = decode(buffer.subarray(bodyStart, bodyEnd));
  return { frame: { command, headers, body }, size: bodyEnd + 1 };
}

const tooLarge = (limits: FrameLimits) =>
  new FrameSyntaxError('too-large', `A frame is larger than ${limits.maxFrameBytes} octets`);

/**
 * Reads the frames of one connection. A WebSocket message may hold several frames, a partial one
 * or heart-beats: what is left of a frame waits in the reader for the next chunk.
 */
export function createFrameReader(limits: FrameLimits = DEFAULT_FRAME_LIMITS): FrameReader {
  let pending = Buffer.alloc(0);
  let failed: FrameError | null = null;
  return {
    push(chunk) {
      if (failed) return { frames: [], error: failed };
      pending = Buffer.concat([pending, typeof chunk === 'string' ? Buffer.from(chunk) : chunk]);
      const frames: StompFrame[] = [];
      try {
        let start = heartBeatLength(pending, 0);
        while (start < pending.length) {
          const read = readFrame(pending.subarray(start), limits);
          if (!read) break;
          frames.push(read.frame);
          start += read.size;
          start += heartBeatLength(pending, start);
        }
        pending = pending.subarray(start);
      } catch (error) {
        if (!(error instanceof FrameSyntaxError)) throw error;
        failed = { kind: error.kind, detail: error.message };
        pending = Buffer.alloc(0);
      }
      return { frames, error: failed };
    },
  };
}

/** The frame as text, with its content-length; headers escaped except in CONNECT and CONNECTED. */
export function serializeFrame(frame: StompFrame): string {
  const raw = RAW_HEADER_COMMANDS.has(frame.command);
  const headers = { ...frame.headers, 'content-length': String(Buffer.byteLength(frame.body)) };
  const lines = Object.entries(headers).map(([name, value]) =>
    raw ? `${name}:${value}` : `${escape(name)}:${escape(value)}`,
  );
  return `${frame.command}\n${lines.map((line) => `${line}\n`).join('')}\n${frame.body}\0`;
}
