import { describe, expect, it } from 'vitest';
import { toLiveNotification } from './liveNotification';

const body = {
  id: 121,
  type: 'ADMINISTRATIVO',
  subtype: 'TRAMITES',
  title: 'Tu trámite fue observado',
  description: 'Revisa la observación.',
  icon: 'tramite',
  time: '2026-11-20T14:30:00.000Z',
};

describe('toLiveNotification', () => {
  it('fills the optional fields of a notification-shaped message and marks it new', () => {
    expect(toLiveNotification(body)).toMatchObject({
      ...body,
      link: null,
      idTramite: null,
      component: null,
      isSeen: false,
      isNew: true,
    });
  });

  it.each([
    ['null', null],
    ['text', 'hola'],
    ['no id', { ...body, id: undefined }],
    ['a fractional id', { ...body, id: 1.5 }],
    ['an unknown type', { ...body, type: 'OTRO' }],
    ['no title', { ...body, title: 3 }],
    ['no time', { ...body, time: undefined }],
  ])('drops %s', (_case, message) => {
    expect(toLiveNotification(message)).toBeNull();
  });
});
