// How people write on a phone, read as the words they stand for (issue 56): 'q' is 'que', 'x'
// is 'por', 'xq' is 'porque', 'd' is 'de', 'kiero' is 'quiero'. Applied to a message before
// anything else reads it, so the intents, the deadline words and the question words of the
// splitter see 'cuanto debo' in 'kuanto debo' and 'que' in 'q'.

const SHORTHAND: Record<string, string | undefined> = {
  q: 'que',
  k: 'que',
  ke: 'que',
  qe: 'que',
  x: 'por',
  xq: 'porque',
  pq: 'porque',
  porq: 'porque',
  xk: 'porque',
  d: 'de',
  m: 'me',
  t: 'te',
  tb: 'también',
  tmb: 'también',
  tbn: 'también',
  xfa: 'por favor',
  plis: 'por favor',
  pls: 'por favor',
  dnd: 'donde',
  cdo: 'cuando',
  cnd: 'cuando',
  toy: 'estoy',
  ta: 'está',
  tas: 'estás',
  pa: 'para',
  pal: 'para el',
  wsp: 'whatsapp',
  wasap: 'whatsapp',
  wpp: 'whatsapp',
  // The question words typed with a 'k': only these, so a name ('Kevin') is never changed and is
  // still found and stripped in a kept question.
  kiero: 'quiero',
  kieres: 'quieres',
  kiere: 'quiere',
  kuanto: 'cuanto',
  kuanta: 'cuanta',
  kuantos: 'cuantos',
  kuantas: 'cuantas',
  kuando: 'cuando',
  komo: 'como',
  kien: 'quien',
  kienes: 'quienes',
  kual: 'cual',
  kuales: 'cuales',
  porke: 'porque',
  aki: 'aqui',
};

/** `message` with the shorthand of a chat written out; other words as they were. */
export const plainChat = (message: string): string =>
  message.replace(/[\p{L}\p{N}]+/gu, (word) => {
    const lower = word.toLowerCase();
    return SHORTHAND[lower] ?? word;
  });
