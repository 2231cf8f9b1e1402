// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { paths } from '@/routes';
import { supportFaqs } from '../../seed/supportFaqs.ts';
import type { Audience, Doc } from './corpus.ts';
import { filingLink, newTicketLink, sourceLink, trayRoute } from './links.ts';

// The assistant names the app's routes; the app builds the hrefs from its own table.
const isRoute = (name: string) => Object.hasOwn(paths, name);
const AUDIENCES: Audience[] = ['CARRERA', 'EXTENSION', 'DOCENTE'];

const doc = (kind: Doc['kind'], extra: string | null = null): Doc => ({
  id: `${kind}:1`,
  kind,
  ref: 1,
  article: null,
  title: 'x',
  body: 'x',
  keywords: '',
  audiences: AUDIENCES,
  extra,
});

describe('the assistant links', () => {
  it('name only routes of the app table, with the parameters they take', () => {
    const links = AUDIENCES.flatMap((audience) => [
      ...(['TRAMITE', 'REGLAMENTO', 'DIRECTIVA', 'GUIA'] as const).map((kind) =>
        sourceLink(doc(kind, 'certificado'), audience),
      ),
      { ruta: trayRoute(audience), parametros: {} },
      ...[filingLink(doc('TRAMITE', 'certificado'), audience)].filter((link) => link !== null),
    ]);
    for (const link of [...links, newTicketLink()]) {
      expect(isRoute(link.ruta), link.ruta).toBe(true);
      const href = paths[link.ruta as keyof typeof paths].getHref(link.parametros as never);
      expect(href).not.toMatch(/:/);
    }
  });

  it('seed every frequent question with a route of the app table', () => {
    for (const faq of supportFaqs) expect(isRoute(faq.route), faq.route).toBe(true);
  });
});
