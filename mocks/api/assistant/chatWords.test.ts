import { describe, expect, it } from 'vitest';
import { plainChat } from './chatWords.ts';

describe('plainChat', () => {
  it("writes out a chat's shorthand", () => {
    expect(plainChat('q tengo q hacer x el tramite d retiro xq no voy')).toBe(
      'que tengo que hacer por el tramite de retiro porque no voy',
    );
    expect(plainChat('kuanto debo? kiero saber xfa')).toBe('cuanto debo? quiero saber por favor');
    expect(plainChat('me escribe x wsp')).toBe('me escribe por whatsapp');
  });

  it('leaves whole words and loanwords with a k as they were', () => {
    expect(plainChat('Soy Kevin, subí un video a TikTok, aki en el kiosko')).toBe(
      'Soy Kevin, subí un video a TikTok, aqui en el kiosko',
    );
    expect(plainChat('porke no komo en el aula')).toBe('porque no como en el aula');
  });
});
