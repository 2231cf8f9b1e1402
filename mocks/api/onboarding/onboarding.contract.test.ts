// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { OnboardingBase } from '../../../generated/main/model/index.ts';
import { callOk, loginAs } from '../../test/contractClient.ts';

describe('onboarding through the contract', () => {
  it('a new student loads the onboarding, saves each form step, skips the optional ones', async () => {
    // A spare newcomer no other contract test signs in as: every step is pending.
    const { token } = await loginAs('ingresante8');
    const base = (
      await callOk('main', '/onboarding/alumno/cargabase?proceso=ONBOARDING', { token })
    ).body.results as OnboardingBase;
    expect(base.pasoActual).toBe('onboardingDatos');
    const bodies = [
      {
        datosPersonales: {
          tipoDocumento: 'DNI',
          numeroDocumento: '71230008',
          fechaNacimiento: '2006-02-11',
          sexo: 'M',
          nacionalidad: 'Peruana',
          estadoCivil: 'SOLTERO',
        },
      },
      {
        contacto: {
          correo: 'ingresante8@correo.example',
          celular: '987650008',
          direccion: 'Av. Los Pinos 880',
          ubigeo: '150117',
        },
      },
      { emergencia: { nombre: 'Marta Ríos Cárdenas', parentesco: 'MADRE', celular: '912340008' } },
      {
        estudios: {
          colegio: 'Colegio Particular Los Robles',
          tipoColegio: 'PRIVADO',
          anioEgreso: 2025,
          ubigeo: '150117',
        },
      },
    ];
    let current = base;
    for (const body of bodies) {
      current = (
        await callOk('main', `/onboarding/alumno/${current.pasoActual}/actualizar`, {
          method: 'PUT',
          token,
          body,
        })
      ).body.results as OnboardingBase;
    }
    expect(current.pasoActual).toBe('onboardingSalud');
    const skipped = (
      await callOk('main', '/onboarding/alumno/omitir', {
        method: 'POST',
        token,
        body: { modulos: ['onboardingSalud', 'onboardingSocioeconomico'] },
      })
    ).body.results as OnboardingBase;
    expect(skipped.pasoActual).toBe('onboardingDirectivas');
    const health = (
      await callOk('main', '/onboarding/alumno/onboardingSalud/actualizar', {
        method: 'PUT',
        token,
        body: {
          salud: {
            tieneDiscapacidad: true,
            tipoDiscapacidad: 'AUDITIVA',
            carneConadis: null,
            apoyoRequerido: 'Subtítulos en los videos de clase.',
            seguro: 'ESSALUD',
          },
        },
      })
    ).body.results as OnboardingBase;
    expect(health.pasos.find((p) => p.modulo === 'onboardingSalud')?.estado).toBe('COMPLETADO');
  });
});
