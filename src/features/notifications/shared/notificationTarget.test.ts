import { describe, expect, it } from 'vitest';
import { fillLink, linkTarget, notificationTarget } from './notificationTarget';
import { notification } from '../test/notificationsApi';

const base = notification(1);

describe('notificationTarget', () => {
  it('replaces the section and procedure ids in a campus link', () => {
    const target = notificationTarget({
      ...base,
      link: '/estudiantes/cursos/web-[id_seccion]/3?solicitud=[ID_SOLICITUD]',
      idSection: 41,
      idTramite: 7002,
    });
    expect(target).toEqual({ kind: 'internal', to: '/estudiantes/cursos/web-41/3?solicitud=7002' });
  });

  it('opens nothing when the link names an id the notification lacks', () => {
    expect(fillLink('/tramites/[ID_SOLICITUD]', base)).toBeNull();
    expect(notificationTarget({ ...base, link: '/tramites/[ID_SOLICITUD]' })).toEqual({
      kind: 'none',
    });
  });

  it('sends links starting with http to a new tab, and nothing else outside', () => {
    expect(notificationTarget({ ...base, link: 'https://biblioteca.example/libro' })).toEqual({
      kind: 'external',
      href: 'https://biblioteca.example/libro',
    });
    expect(notificationTarget({ ...base, link: 'javascript:alert(1)' }).kind).toBe('none');
    expect(notificationTarget({ ...base, link: '//otro.example' }).kind).toBe('none');
    expect(notificationTarget({ ...base, link: 'mailto:a@b.example' }).kind).toBe('none');
  });

  // issue 31: each of these passed a "starts with one '/'" check, or reached another host through it.
  it.each([
    '/\\evil.example',
    '\\\\evil.example',
    '/.//evil.example',
    '/\t/evil.example',
    'https:evil.example',
    ' javascript:alert(1)',
    'java\nscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
  ])('shows the notification without a link for %j', (link) => {
    expect(notificationTarget({ ...base, link })).toEqual({ kind: 'none' });
  });

  it('opens a campus link by its resolved path, and the campus’s own address in the app', () => {
    expect(notificationTarget({ ...base, link: '/%5Cevil.example' })).toEqual({
      kind: 'internal',
      to: '/%5Cevil.example',
    });
    const own = `${window.location.origin}/notificaciones?tipo=academicas`;
    expect(notificationTarget({ ...base, link: own })).toEqual({
      kind: 'internal',
      to: '/notificaciones?tipo=academicas',
    });
  });

  it('opens a modal-type notification in its dialog, whatever its link', () => {
    expect(notificationTarget({ ...base, component: 'MODAL', link: '/' })).toEqual({
      kind: 'modal',
    });
  });

  it('opens a survey through its named route', () => {
    const target = notificationTarget({
      ...base,
      route: 'encuestas_completar',
      idProgramingSurvey: 311,
    });
    expect(target).toEqual({ kind: 'internal', to: '/estudiantes/encuestas/completar/311' });
  });

  it('has no target without a link', () => {
    expect(notificationTarget(base)).toEqual({ kind: 'none' });
  });

  it('still resolves a modal-type notification’s own link for its dialog, by the same rules', () => {
    const modal = { ...base, component: 'MODAL' as const, idTramite: 7002 };
    expect(linkTarget({ ...modal, link: '/tramites/[ID_SOLICITUD]' })).toEqual({
      kind: 'internal',
      to: '/tramites/7002',
    });
    expect(linkTarget({ ...modal, link: 'javascript:alert(1)' }).kind).toBe('none');
  });
});
