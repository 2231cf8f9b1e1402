import { describe, expect, it } from 'vitest';
import { resolveLink } from './resolveLink';

const ORIGIN = 'https://campus.example';

describe('resolveLink', () => {
  it.each([
    ['/estudiantes/tramites/7002', '/estudiantes/tramites/7002'],
    [
      '/estudiantes/cursos/web-[id_seccion]/3?tab=notas#sesion',
      '/estudiantes/cursos/web-[id_seccion]/3?tab=notas#sesion',
    ],
    ['/', '/'],
    // Encoded, the backslash stays a character of a campus path: the router shows its not-found page.
    ['/%5Cevil.example', '/%5Cevil.example'],
    ['/a/../notificaciones', '/notificaciones'],
    // The campus's own address, written whole, stays in the app.
    ['https://campus.example/notificaciones?tipo=academicas', '/notificaciones?tipo=academicas'],
  ])('keeps the campus path %j in the app', (link, to) => {
    expect(resolveLink(link, ORIGIN)).toEqual({ kind: 'internal', to });
  });

  it.each([
    ['https://biblioteca.example/libro', 'https://biblioteca.example/libro'],
    ['HTTP://Biblioteca.example', 'http://biblioteca.example/'],
  ])('opens the web address %j in a new tab', (link, href) => {
    expect(resolveLink(link, ORIGIN)).toEqual({ kind: 'external', href });
  });

  it.each([
    '/\\evil.example',
    '\\\\evil.example',
    '/\\/evil.example',
    '//evil.example',
    '///evil.example',
    '/.//evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    'https:evil.example',
    'https:/evil.example',
    'http:\\\\evil.example',
    'javascript:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' /estudiantes',
    '/estudiantes\u0000',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'mailto:a@b.example',
    'ftp://archivos.example/x',
    'https://campus.example@evil.example/',
    'https://usuario:clave@biblioteca.example/',
    'http://',
    'https://evil.example:99999/',
    'estudiantes/cursos',
    '.',
    '',
  ])('refuses %j', (link) => {
    expect(resolveLink(link, ORIGIN)).toBeNull();
  });
});
