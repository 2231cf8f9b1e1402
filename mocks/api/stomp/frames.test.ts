// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  createFrameReader,
  DEFAULT_FRAME_LIMITS,
  serializeFrame,
  type FrameErrorKind,
  type FrameLimits,
} from './frames.ts';

/** Every frame of `chunks` pushed one after another; fails the test on a parse error. */
function readAll(chunks: (string | Uint8Array)[], limits?: FrameLimits) {
  const reader = createFrameReader(limits);
  return chunks.flatMap((chunk) => {
    const { frames, error } = reader.push(chunk);
    expect(error).toBeNull();
    return frames;
  });
}

/** The error `text` ends in, when pushed whole. */
function errorOf(text: string | Uint8Array, limits?: FrameLimits): FrameErrorKind | undefined {
  return createFrameReader(limits).push(text).error?.kind;
}

describe('reading STOMP frames', () => {
  it('reads command, headers and body up to the NUL', () => {
    expect(readAll(['SUBSCRIBE\nid:0\ndestination:/queue/a\n\n\0'])).toEqual([
      { command: 'SUBSCRIBE', headers: { id: '0', destination: '/queue/a' }, body: '' },
    ]);
    expect(readAll(['SEND\ndestination:/queue/a\n\nhola\0'])[0].body).toBe('hola');
  });

  it('unescapes header names and values, except in CONNECT', () => {
    const [frame] = readAll(['SEND\na\\cb:1\\\\2\\n3\\r4\\c5\n\n\0']);
    expect(frame.headers).toEqual({ 'a:b': '1\\2\n3\r4:5' });
    const [connect] = readAll(['CONNECT\npasscode:x\\cy\\n\n\n\0']);
    expect(connect.headers.passcode).toBe('x\\cy\\n');
  });

  it('keeps the first of repeated headers and colons inside a value', () => {
    const [frame] = readAll(['SEND\nfoo:first\nfoo:second\nurl:http://x\n\n\0']);
    expect(frame.headers).toEqual({ foo: 'first', url: 'http://x' });
  });

  it('gives a header called __proto__ no special meaning', () => {
    const [frame] = readAll(['SEND\n__proto__:x\n\n\0']);
    expect(Object.keys(frame.headers)).toEqual(['__proto__']);
    expect(frame.headers['__proto__']).toBe('x');
  });

  it('reads several frames of one chunk', () => {
    const frames = readAll(['ACK\nid:1\n\n\0NACK\nid:2\n\n\0DISCONNECT\n\n\0']);
    expect(frames.map((frame) => frame.command)).toEqual(['ACK', 'NACK', 'DISCONNECT']);
  });

  it('keeps a partial frame until the rest arrives, wherever the chunk ends', () => {
    const text = 'SEND\r\ndestination:/queue/a\r\ncontent-length:4\r\n\r\nhola\0';
    for (let cut = 1; cut < text.length; cut += 1) {
      const frames = readAll([text.slice(0, cut), text.slice(cut)]);
      expect(frames).toEqual([
        {
          command: 'SEND',
          headers: { destination: '/queue/a', 'content-length': '4' },
          body: 'hola',
        },
      ]);
    }
  });

  it('reads a body whose UTF-8 character is split between two chunks', () => {
    const bytes = Buffer.from('SEND\n\nñandú\0');
    const cut = bytes.indexOf(Buffer.from('ñ')) + 1;
    expect(readAll([bytes.subarray(0, cut), bytes.subarray(cut)])[0].body).toBe('ñandú');
  });

  it('skips heart-beats (LF or CRLF) before, between and after frames', () => {
    const reader = createFrameReader();
    expect(reader.push('\n')).toEqual({ frames: [], error: null });
    expect(reader.push('\r\n\n')).toEqual({ frames: [], error: null });
    // A CR alone may be the first half of a CRLF heart-beat.
    expect(reader.push('\r')).toEqual({ frames: [], error: null });
    const { frames, error } = reader.push('\nACK\nid:1\n\n\0\n\r\nNACK\nid:2\n\n\0\n');
    expect(error).toBeNull();
    expect(frames.map((frame) => frame.command)).toEqual(['ACK', 'NACK']);
  });

  it('reads CRLF line ends', () => {
    expect(readAll(['SUBSCRIBE\r\nid:0\r\ndestination:/queue/a\r\n\r\n\0'])[0].headers).toEqual({
      id: '0',
      destination: '/queue/a',
    });
  });

  it('takes content-length octets as the body, NULs included', () => {
    const [frame] = readAll(['SEND\ncontent-length:5\n\na\0b\0c\0']);
    expect(frame.body).toBe('a\0b\0c');
    // Octets, not characters: ñ is two.
    expect(readAll(['SEND\ncontent-length:2\n\nñ\0'])[0].body).toBe('ñ');
  });

  it('returns the frames read before a malformed one, then refuses everything', () => {
    const reader = createFrameReader();
    const first = reader.push('ACK\nid:1\n\n\0bad\n\n\0');
    expect(first.frames.map((frame) => frame.command)).toEqual(['ACK']);
    expect(first.error?.kind).toBe('bad-command');
    expect(reader.push('ACK\nid:2\n\n\0')).toEqual({ frames: [], error: first.error });
  });

  it.each<[string, string, FrameErrorKind]>([
    ['a lowercase command', 'send\n\n\0', 'bad-command'],
    ['a command with spaces', 'SEND NOW\n\n\0', 'bad-command'],
    ['a stray CR before the command', '\rSEND\n\n\0', 'bad-command'],
    ['a header without a colon', 'SEND\nnocolon\n\n\0', 'bad-header'],
    ['a header without a name', 'SEND\n:value\n\n\0', 'bad-header'],
    ['a raw CR inside a header', 'SEND\na:b\rc\n\n\0', 'bad-header'],
    ['an undefined escape', 'SEND\na:\\t\n\n\0', 'bad-escape'],
    ['a backslash ending a value', 'SEND\na:b\\\n\n\0', 'bad-escape'],
    [
      'a content-length that is not a number',
      'SEND\ncontent-length:abc\n\n\0',
      'bad-content-length',
    ],
    ['a negative content-length', 'SEND\ncontent-length:-1\n\n\0', 'bad-content-length'],
    ['no NUL after the content-length octets', 'SEND\ncontent-length:1\n\nab\0', 'missing-nul'],
  ])('refuses %s', (_, text, kind) => {
    expect(errorOf(text)).toBe(kind);
  });

  it('refuses bytes that are not UTF-8', () => {
    expect(errorOf(Buffer.from([0x53, 0x45, 0x4e, 0x44, 0x0a, 0x0a, 0xff, 0x00]))).toBe(
      'bad-encoding',
    );
    expect(errorOf(Buffer.from([0x53, 0xc3, 0x0a, 0x0a, 0x00]))).toBe('bad-encoding');
  });
});

describe('frame limits', () => {
  const small: FrameLimits = { maxFrameBytes: 32, maxHeaders: 2 };
  /** A SEND frame of exactly `size` octets, NUL included. */
  const frameOf = (size: number) => `SEND\n\n${'x'.repeat(size - 7)}\0`;

  it('takes a frame of exactly the largest size and refuses one octet more', () => {
    expect(readAll([frameOf(32)], small)).toHaveLength(1);
    expect(errorOf(frameOf(33), small)).toBe('too-large');
    const limit = DEFAULT_FRAME_LIMITS.maxFrameBytes;
    expect(readAll([frameOf(limit)])).toHaveLength(1);
    expect(errorOf(frameOf(limit + 1))).toBe('too-large');
  });

  it('counts content-length frames the same way, before their body arrives', () => {
    expect(readAll([`SEND\ncontent-length:7\n\n${'x'.repeat(7)}\0`], small)).toHaveLength(1);
    // 23 octets up to the body + 9 + NUL: refused at once, before the body arrives.
    expect(errorOf('SEND\ncontent-length:9\n\n', small)).toBe('too-large');
    expect(errorOf('SEND\ncontent-length:99999999999\n\n')).toBe('too-large');
  });

  it('refuses a partial frame once it has outgrown the limit', () => {
    const reader = createFrameReader(small);
    // 31 octets may still end in a NUL at the 32nd.
    expect(reader.push('SEND\n\n' + 'x'.repeat(25)).error).toBeNull();
    expect(reader.push('x').error?.kind).toBe('too-large');
    // Even when its command line never ends.
    expect(errorOf('S'.repeat(32), small)).toBe('too-large');
    expect(errorOf('S'.repeat(31), small)).toBeUndefined();
  });

  it('takes the most headers allowed and refuses one more', () => {
    expect(readAll(['SEND\na:1\nb:2\n\n\0'], small)).toHaveLength(1);
    expect(errorOf('SEND\na:1\nb:2\nc:3\n\n\0', small)).toBe('too-many-headers');
    // Repeats count: each is a line to read.
    expect(errorOf('SEND\na:1\na:2\na:3\n', small)).toBe('too-many-headers');
    const headers = (count: number) =>
      Array.from({ length: count }, (_, i) => `h${i}:${i}\n`).join('');
    expect(readAll([`SEND\n${headers(50)}\n\0`])).toHaveLength(1);
    expect(errorOf(`SEND\n${headers(51)}\n\0`)).toBe('too-many-headers');
  });
});

describe('writing STOMP frames', () => {
  it('escapes headers and adds the content-length in octets', () => {
    const text = serializeFrame({
      command: 'MESSAGE',
      headers: { 'a:b': 'x\\y\nz\rw:v' },
      body: 'ñ',
    });
    expect(text).toBe('MESSAGE\na\\cb:x\\\\y\\nz\\rw\\cv\ncontent-length:2\n\nñ\0');
  });

  it('leaves the headers of CONNECTED as they are', () => {
    expect(
      serializeFrame({
        command: 'CONNECTED',
        headers: { version: '1.2', server: 'a:b' },
        body: '',
      }),
    ).toBe('CONNECTED\nversion:1.2\nserver:a:b\ncontent-length:0\n\n\0');
  });

  it('writes what the reader reads back, a body with NULs included', () => {
    const frame = {
      command: 'ERROR',
      headers: { message: 'Falta la cabecera: id\n', 'receipt-id': '7' },
      body: '{"a":"\0"}',
    };
    const [read] = readAll([serializeFrame(frame)]);
    expect(read).toEqual({
      ...frame,
      headers: { ...frame.headers, 'content-length': String(Buffer.byteLength(frame.body)) },
    });
  });
});
