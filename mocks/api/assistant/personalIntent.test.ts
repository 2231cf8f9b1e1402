import { describe, expect, it } from 'vitest';
import { foldText } from '../../db/foldText.ts';
import { personalIntent } from './personalIntent.ts';

const intent = (question: string, student = true) => personalIntent(foldText(question), student);

describe('personalIntent', () => {
  it('reads every wording of what the student owes', () => {
    for (const question of [
      '¿Cuánto debo?',
      '¿tengo algo pendiente de pagar?',
      '¿estoy al día con mis pagos?',
      '¿cuándo vence mi próxima cuota?',
      '¿tengo deudas?',
      'mis cuotas pendientes',
      '¿cuánto me falta pagar?',
    ])
      expect(intent(question), question).toBe('DEBT');
  });

  it('leaves how and where to pay, and what a procedure costs, to the content', () => {
    for (const question of [
      '¿Dónde pago mis cuotas?',
      '¿Cuáles son los medios de pago?',
      '¿cuánto debo pagar por el certificado?',
      'pagué y mi pago no aparece',
      '¿cada cuánto debo revisar mi correo?',
      '¿debo presentar algún documento?',
    ])
      expect(intent(question), question).toBeNull();
  });

  it('reads how the caller’s procedures are going', () => {
    for (const question of [
      'mis trámites pendientes',
      '¿cómo va mi trámite?',
      '¿en qué estado está mi solicitud?',
      '¿tengo trámites pendientes?',
      '¿qué pasó con mi solicitud?',
      '¿ya salió mi constancia?',
      'como va lo de mi constancia',
      'en qué va el trámite de la constancia que pedí',
      'el certificado que mandé la otra semana ya salió?',
    ])
      expect(intent(question), question).toBe('PENDING');
    for (const question of [
      '¿Cómo sigo el estado de un trámite que ya envié?',
      '¿en qué va el trámite de retiro?',
      'cómo va el certificado de estudios, qué piden?',
    ])
      expect(intent(question), question).toBeNull();
  });

  it("reads today's classes, a teacher's too", () => {
    for (const question of [
      '¿Qué clases tengo hoy?',
      '¿tengo clases hoy?',
      'qué me toca hoy',
      'tengo clase ahorita?',
    ])
      expect(intent(question), question).toBe('TODAY');
    expect(intent('¿qué clases dicto hoy?', false)).toBe('TODAY');
    expect(intent('¿Dónde veo mi horario de clases?')).toBeNull();
    expect(intent('¿dónde está mi horario?')).toBeNull();
  });

  it("reads tomorrow's classes, not the morning's", () => {
    for (const question of [
      'a qué hora es mi clase de mañana',
      '¿tengo clases mañana?',
      'mañana qué curso me toca',
    ])
      expect(intent(question), question).toBe('TOMORROW');
    expect(intent('¿qué dicto mañana?', false)).toBe('TOMORROW');
    for (const question of [
      'quiero cambiarme al turno mañana',
      'tengo clases en la mañana y trabajo en la tarde, puedo cambiar de turno?',
      '¿dónde veo mi horario de mañana?',
      'me prestan un proyector para mi clase de mañana',
      '¿qué pasa si falto a mi clase de mañana?',
      '¿a qué hora abre la biblioteca mañana?',
    ])
      expect(intent(question), question).not.toBe('TOMORROW');
  });

  it('never reads a teacher’s question as one about fees', () => {
    expect(intent('¿Cuánto debo?', false)).toBeNull();
  });
});
