import { describe, expect, it } from 'vitest';
import { HASHTAG_SEARCH, textTokens } from './textTokens';

describe('textTokens', () => {
  it('finds links and hashtags, and keeps the rest as text', () => {
    expect(textTokens('Inscríbete en https://eventos.campus.example/cv #Becas2026 ya')).toEqual([
      { kind: 'text', value: 'Inscríbete en ' },
      {
        kind: 'link',
        value: 'https://eventos.campus.example/cv',
        href: 'https://eventos.campus.example/cv',
      },
      { kind: 'text', value: ' ' },
      { kind: 'hashtag', value: '#Becas2026', href: `${HASHTAG_SEARCH}Becas2026` },
      { kind: 'text', value: ' ya' },
    ]);
  });

  it('links http(s) addresses only, never javascript:, data: or a bare domain', () => {
    expect(textTokens('Mira https://campus.edu.pe/becas.')).toEqual([
      { kind: 'text', value: 'Mira ' },
      { kind: 'link', value: 'https://campus.edu.pe/becas', href: 'https://campus.edu.pe/becas' },
      { kind: 'text', value: '.' },
    ]);
    expect(textTokens('(http://campus.edu.pe)').map((token) => token.kind)).toEqual([
      'text',
      'link',
      'text',
    ]);
    for (const text of [
      'javascript:alert(1)',
      'data:text/html,<b>x</b>',
      'vbscript:msgbox(1)',
      'campus.edu.pe',
      'https://',
    ]) {
      expect(textTokens(text).every((token) => token.kind !== 'link')).toBe(true);
    }
  });

  it('a quote or a bracket ends a link', () => {
    const [, link] = textTokens('x https://campus.edu.pe/"><script>alert(1)</script>');
    expect(link).toEqual({
      kind: 'link',
      value: 'https://campus.edu.pe/',
      href: 'https://campus.edu.pe/',
    });
  });

  it('a hashtag keeps accents and stops at punctuation; a fragment or an entity is no hashtag', () => {
    expect(textTokens('#RobóticaHZT!')).toEqual([
      { kind: 'hashtag', value: '#RobóticaHZT', href: `${HASHTAG_SEARCH}Rob%C3%B3ticaHZT` },
      { kind: 'text', value: '!' },
    ]);
    expect(textTokens('a&#39;b y sitio.example/#ancla').map((token) => token.kind)).not.toContain(
      'hashtag',
    );
    expect(textTokens('# sola')).toEqual([{ kind: 'text', value: '# sola' }]);
  });

  it('returns the text whole, markup included, as text', () => {
    const markup = '<img src=x onerror=alert(1)>';
    expect(textTokens(markup)).toEqual([{ kind: 'text', value: markup }]);
  });
});
