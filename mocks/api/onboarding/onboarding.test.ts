// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { STANDARD_SEED } from '../../test/seededTemplate.ts';
import { useTestApiWithDatabase } from '../../test/testApiWithDatabase.ts';
import { onboardingTexts as t } from './texts.ts';

// The onboarding and the data update (issue 34): which steps a student has, in what order they
// are saved or skipped, every value's rule at both sides of its limit, and the task copies the
// flow and the onboarding report read. The test clock's today is 2026-09-14 in Lima.

const MAIN = '/api/main';
const ONE_PIXEL_PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGP4z8DwHwAFAAH/iZk9HQAAAABJRU5ErkJggg==';
const demo = useTestApiWithDatabase({ seed: STANDARD_SEED });

interface Paso {
  modulo: string;
  estado: 'PENDIENTE' | 'OMITIDO' | 'COMPLETADO';
  disponible: boolean;
  omitible: boolean;
  seccion: string;
}
interface Base {
  variante: string;
  estado: string;
  pasoActual: string | null;
  pasos: Paso[];
  datos: Record<string, Record<string, unknown>>;
}

const load = async (usuario: string, proceso = 'ONBOARDING') => {
  const response = await demo.api.call(usuario, {
    url: `${MAIN}/onboarding/alumno/cargabase?proceso=${proceso}`,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().results as Base;
};
const save = (usuario: string, modulo: string, payload: object) =>
  demo.api.call(usuario, {
    method: 'PUT',
    url: `${MAIN}/onboarding/alumno/${modulo}/actualizar`,
    payload,
  });
const skip = (usuario: string, ...modulos: string[]) =>
  demo.api.call(usuario, {
    method: 'POST',
    url: `${MAIN}/onboarding/alumno/omitir`,
    payload: { modulos },
  });

const personal = (over: object = {}) => ({
  datosPersonales: {
    tipoDocumento: 'DNI',
    numeroDocumento: '71234567',
    fechaNacimiento: '2007-04-18',
    sexo: 'F',
    nacionalidad: 'Peruana',
    estadoCivil: 'SOLTERO',
    ...over,
  },
});
const contact = (over: object = {}) => ({
  contacto: {
    correo: 'valeria.condori@correo.example',
    celular: '987650001',
    direccion: 'Jr. Los Cedros 318',
    ubigeo: '150135',
    ...over,
  },
});
const emergency = (over: object = {}) => ({
  emergencia: { nombre: 'Rosa Mamani Quispe', parentesco: 'MADRE', celular: '912345678', ...over },
});
const school = (over: object = {}) => ({
  estudios: {
    colegio: 'I.E. N.° 3042 Los Jazmines',
    tipoColegio: 'PUBLICO',
    anioEgreso: 2024,
    ubigeo: '150135',
    ...over,
  },
});
const health = (over: object = {}) => ({
  salud: { tieneDiscapacidad: false, seguro: 'SIS', ...over },
});
const socio = {
  socioeconomico: {
    trabaja: false,
    integrantesHogar: 4,
    ingresoFamiliar: 'DE_1131_A_2000',
    vivienda: 'FAMILIAR',
    financiamiento: 'FAMILIA',
  },
};

/** Saves each body as the student's current step, in turn. */
async function saveInTurn(usuario: string, ...bodies: object[]) {
  for (const body of bodies) {
    const modulo = (await load(usuario)).pasoActual!;
    expect((await save(usuario, modulo, body)).statusCode).toBe(200);
  }
}

/** Accepts every directive the student has left, as their own page does. */
async function acceptDirectives(usuario: string) {
  const listed = await demo.api.call(usuario, { url: `${MAIN}/onboarding/directiva/listar` });
  for (const { versionId } of listed.json().results.directivas as { versionId: number }[]) {
    await demo.api.call(usuario, {
      method: 'POST',
      url: `${MAIN}/onboarding/directiva/guardar`,
      payload: { versionId },
    });
  }
}

const fieldError = (response: { statusCode: number; json: () => unknown }, field: string) => {
  expect(response.statusCode).toBe(400);
  return (response.json() as { errors: Record<string, string[]> }).errors[field]?.[0];
};
const messageOf = (response: { statusCode: number; json: () => unknown }) => {
  expect(response.statusCode).toBe(400);
  return (response.json() as { messagePublic: string }).messagePublic;
};

const copies = (usuario: string) =>
  Object.fromEntries(
    (
      demo.db
        .prepare(
          `SELECT t.modulo, t.completed_at IS NOT NULL AS done, t.only_skipped_steps AS onlySkipped
            FROM user_tasks t JOIN users u ON u.id = t.user_id WHERE u.username = ?`,
        )
        .all(usuario) as { modulo: string; done: number; onlySkipped: number }[]
    ).map((row) => [row.modulo, { done: row.done === 1, onlySkipped: row.onlySkipped === 1 }]),
  );

describe('the steps a student has', () => {
  it('a new career student has the eight steps, all pending, the first one current', async () => {
    const base = await load('alumno.nuevo');
    expect(base.variante).toBe('SECUENCIAL');
    expect(base.estado).toBe('PENDIENTE');
    expect(base.pasos.map((p) => p.modulo)).toEqual([
      'onboardingDatos',
      'onboardingContacto',
      'onboardingEmergencia',
      'onboardingEstudios',
      'onboardingSalud',
      'onboardingSocioeconomico',
      'onboardingDirectivas',
      'onboardingFoto',
    ]);
    expect(base.pasoActual).toBe('onboardingDatos');
    expect(base.pasos.map((p) => p.disponible)).toEqual([
      true,
      false,
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
    expect(base.pasos.filter((p) => p.omitible).map((p) => p.seccion)).toEqual([
      'salud',
      'socioeconomico',
      'foto',
    ]);
    // What admission knows is there already; the address is the student's to give.
    expect(base.datos.datosPersonales!.tipoDocumento).toBe('DNI');
    expect(base.datos.contacto!.direccion).toBeNull();
  });

  it("an extension student's onboarding is the shorter variant", async () => {
    const base = await load('alumno.extension');
    expect(base.variante).toBe('EXTENSION');
    expect(base.pasos.map((p) => p.modulo)).toEqual([
      'onboardingDatos',
      'onboardingContacto',
      'onboardingDirectivas',
    ]);
  });

  it('a process the student was not given is SIN_TAREA; a finished one COMPLETADO', async () => {
    expect((await load('alumno.nuevo', 'ACTUALIZACION')).estado).toBe('SIN_TAREA');
    const antiguo = await load('alumno.antiguo');
    expect(antiguo.estado).toBe('COMPLETADO');
    expect(antiguo.datos.emergencia!.nombre).not.toBeNull();
    const update = await load('alumno.antiguo', 'ACTUALIZACION');
    expect(update.variante).toBe('ACTUALIZACION');
    expect(update.pasoActual).toBe('actualizarCorreo');
    // The data update starts from what the student declared before.
    expect(update.datos.emergencia!.celular).toMatch(/^9\d{8}$/);
  });

  it('other roles and anonymous callers are refused', async () => {
    for (const usuario of ['docente', 'colaborador']) {
      const response = await demo.api.call(usuario, {
        url: `${MAIN}/onboarding/alumno/cargabase?proceso=ONBOARDING`,
      });
      expect(response.statusCode).toBe(403);
    }
    const anonymous = await demo.api.app.inject({
      url: `${MAIN}/onboarding/alumno/cargabase?proceso=ONBOARDING`,
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('saving the steps in order', () => {
  it('refuses a step after the current one and a step the student does not have', async () => {
    expect(messageOf(await save('ingresante1', 'onboardingContacto', contact()))).toBe(
      t.outOfOrder,
    );
    expect((await save('ingresante1', 'actualizarEmergencia', emergency())).statusCode).toBe(404);
    expect((await save('alumno.extension', 'onboardingEmergencia', emergency())).statusCode).toBe(
      404,
    );
  });

  it('refuses a body of another section and a step saved by its own page', async () => {
    expect(fieldError(await save('ingresante1', 'onboardingDatos', contact()), 'contacto')).toBe(
      t.wrongSection,
    );
    const both = await save('ingresante1', 'onboardingDatos', { ...personal(), ...contact() });
    expect(both.statusCode).toBe(400);
    expect(messageOf(await save('alumno.antiguo', 'onboardingDirectivas', personal()))).toBe(
      t.elsewhere,
    );
  });

  it('checks the document against its type at both sides of its length', async () => {
    const cases: [string, string, string | null][] = [
      ['DNI', '7123456', t.pattern],
      ['DNI', '71234567', null],
      ['DNI', '712345678', t.pattern],
      ['CE', '12345678', t.pattern],
      ['CE', '123456789', null],
      ['PASAPORTE', 'ab1234', null],
      ['PASAPORTE', 'AB123', t.pattern],
      ['PASAPORTE', 'AB1234567890', null],
      // The contract's own limit comes first.
      ['PASAPORTE', 'AB12345678901', t.maxLength],
    ];
    for (const [tipoDocumento, numeroDocumento, refusal] of cases) {
      const response = await save(
        'ingresante2',
        'onboardingDatos',
        personal({ tipoDocumento, numeroDocumento }),
      );
      if (refusal === null)
        expect(response.statusCode, `${tipoDocumento} ${numeroDocumento}`).toBe(200);
      else
        expect(
          response.json().errors['datosPersonales.numeroDocumento']?.[0],
          `${tipoDocumento} ${numeroDocumento}`,
        ).toBe(refusal);
    }
    // A passport is kept in capitals.
    expect((await load('ingresante2')).datos.datosPersonales!.numeroDocumento).toBe('AB1234567890');
    await save(
      'ingresante2',
      'onboardingDatos',
      personal({ tipoDocumento: 'PASAPORTE', numeroDocumento: 'ab1234' }),
    );
    expect((await load('ingresante2')).datos.datosPersonales!.numeroDocumento).toBe('AB1234');
  });

  it('takes birth dates from 1940-01-01 to fourteen years ago today', async () => {
    const field = 'datosPersonales.fechaNacimiento';
    expect(
      fieldError(
        await save('ingresante3', 'onboardingDatos', personal({ fechaNacimiento: '1939-12-31' })),
        field,
      ),
    ).toBe(t.minDate);
    expect(
      fieldError(
        await save('ingresante3', 'onboardingDatos', personal({ fechaNacimiento: '2012-09-15' })),
        field,
      ),
    ).toBe(t.tooYoung);
    expect(
      (await save('ingresante3', 'onboardingDatos', personal({ fechaNacimiento: '1940-01-01' })))
        .statusCode,
    ).toBe(200);
    expect(
      (await save('ingresante3', 'onboardingDatos', personal({ fechaNacimiento: '2012-09-14' })))
        .statusCode,
    ).toBe(200);
  });

  it('checks the contact: a Peruvian mobile, an e-mail and a district that exists', async () => {
    await save('ingresante4', 'onboardingDatos', personal());
    expect(
      fieldError(
        await save('ingresante4', 'onboardingContacto', contact({ celular: '887650001' })),
        'contacto.celular',
      ),
    ).toBe(t.phone);
    expect(
      fieldError(
        await save('ingresante4', 'onboardingContacto', contact({ celular: '98765000' })),
        'contacto.celular',
      ),
    ).toBe(t.phone);
    expect(
      fieldError(
        await save('ingresante4', 'onboardingContacto', contact({ correo: 'valeria@' })),
        'contacto.correo',
      ),
    ).toBe(t.email);
    expect(
      fieldError(
        await save('ingresante4', 'onboardingContacto', contact({ ubigeo: '150199' })),
        'contacto.ubigeo',
      ),
    ).toBe(t.ubigeo);
    expect(
      fieldError(
        await save('ingresante4', 'onboardingContacto', contact({ direccion: '   ' })),
        'contacto.direccion',
      ),
    ).toBe(t.required);
    const saved = await save(
      'ingresante4',
      'onboardingContacto',
      contact({ direccion: '  Jr. Los Cedros 318 ' }),
    );
    expect(saved.statusCode, saved.body).toBe(200);
    const base = saved.json().results as Base;
    expect(base.datos.contacto).toMatchObject({
      direccion: 'Jr. Los Cedros 318',
      celularVerificado: false,
    });
    expect(base.pasoActual).toBe('onboardingEmergencia');
  });

  it("refuses the student's own phone as their emergency contact", async () => {
    await save('ingresante4', 'onboardingContacto', contact());
    expect(
      fieldError(
        await save('ingresante4', 'onboardingEmergencia', emergency({ celular: '987650001' })),
        'emergencia.celular',
      ),
    ).toBe(t.differentTo);
    expect(
      fieldError(
        await save('ingresante4', 'onboardingEmergencia', emergency({ nombre: 'Ro' })),
        'emergencia.nombre',
      ),
    ).toBe(t.minLength(3));
    expect(
      (await save('ingresante4', 'onboardingEmergencia', emergency({ nombre: 'Rosa' }))).statusCode,
    ).toBe(200);
  });

  it('takes a school year from 1960 to this year', async () => {
    const field = 'estudios.anioEgreso';
    expect(
      fieldError(
        await save('ingresante4', 'onboardingEstudios', school({ anioEgreso: 1959 })),
        field,
      ),
    ).toBe(t.minValue(1960));
    expect(
      fieldError(
        await save('ingresante4', 'onboardingEstudios', school({ anioEgreso: 2027 })),
        field,
      ),
    ).toBe(t.maxValue);
    expect(
      (await save('ingresante4', 'onboardingEstudios', school({ anioEgreso: 1960 }))).statusCode,
    ).toBe(200);
    expect(
      (await save('ingresante4', 'onboardingEstudios', school({ anioEgreso: 2026 }))).statusCode,
    ).toBe(200);
  });

  it("asks a disability's kind only when one is declared, and keeps its details only then", async () => {
    expect(
      fieldError(
        await save('ingresante4', 'onboardingSalud', health({ tieneDiscapacidad: true })),
        'salud.tipoDiscapacidad',
      ),
    ).toBe(t.required);
    expect(
      fieldError(
        await save(
          'ingresante4',
          'onboardingSalud',
          health({ tieneDiscapacidad: true, tipoDiscapacidad: 'VISUAL', carneConadis: '12a' }),
        ),
        'salud.carneConadis',
      ),
    ).toBe(t.number);
    const declared = await save(
      'ingresante4',
      'onboardingSalud',
      health({ tieneDiscapacidad: true, tipoDiscapacidad: 'VISUAL', carneConadis: '123456' }),
    );
    expect(declared.json().results.datos.salud).toMatchObject({
      tipoDiscapacidad: 'VISUAL',
      carneConadis: '123456',
    });
    const withdrawn = await save(
      'ingresante4',
      'onboardingSalud',
      health({ tipoDiscapacidad: 'VISUAL', carneConadis: '123456' }),
    );
    expect(withdrawn.json().results.datos.salud).toMatchObject({
      tieneDiscapacidad: false,
      tipoDiscapacidad: null,
      carneConadis: null,
    });
  });

  it('takes one to twenty people in the household', async () => {
    const field = 'socioeconomico.integrantesHogar';
    const of = (integrantesHogar: number) => ({
      socioeconomico: { ...socio.socioeconomico, integrantesHogar },
    });
    expect(fieldError(await save('ingresante4', 'onboardingSocioeconomico', of(0)), field)).toBe(
      t.minValue(1),
    );
    expect(fieldError(await save('ingresante4', 'onboardingSocioeconomico', of(21)), field)).toBe(
      t.maxValue,
    );
    expect((await save('ingresante4', 'onboardingSocioeconomico', of(20))).statusCode).toBe(200);
    expect((await save('ingresante4', 'onboardingSocioeconomico', of(1))).statusCode).toBe(200);
  });
});

describe('skipping and finishing later', () => {
  it('skips only optional steps, only from the current one, and the repeat changes nothing', async () => {
    const who = 'ingresante5';
    expect(messageOf(await skip(who, 'onboardingDatos'))).toBe(t.notSkippable);
    await saveInTurn(who, personal(), contact(), emergency(), school());
    expect(messageOf(await skip(who, 'onboardingSocioeconomico'))).toBe(t.outOfOrder);
    expect(messageOf(await skip(who, 'onboardingDatos'))).toBe(t.notSkippable);
    // The two optional steps that follow the current one go together.
    const skipped = await skip(who, 'onboardingSocioeconomico', 'onboardingSalud');
    expect(skipped.statusCode, skipped.body).toBe(200);
    const base = skipped.json().results as Base;
    expect(base.pasoActual).toBe('onboardingDirectivas');
    expect(base.pasos.filter((p) => p.estado === 'OMITIDO').map((p) => p.modulo)).toEqual([
      'onboardingSalud',
      'onboardingSocioeconomico',
    ]);
    expect((await skip(who, 'onboardingSalud')).statusCode).toBe(200);
    expect(copies(who).onboardingSalud).toEqual({ done: false, onlySkipped: true });
    expect(copies(who).onBoarding).toEqual({ done: false, onlySkipped: false });
  });

  it('a process with only skipped steps left is the skipped variant, and finishing them completes it', async () => {
    const who = 'ingresante6';
    await saveInTurn(who, personal(), contact(), emergency(), school());
    await skip(who, 'onboardingSalud', 'onboardingSocioeconomico');
    // The directives are accepted on their own page; then the photo is left for later.
    await acceptDirectives(who);
    expect((await skip(who, 'onboardingFoto')).statusCode).toBe(200);
    const skippedOnly = await load(who);
    expect(skippedOnly.estado).toBe('OMITIDO');
    expect(skippedOnly.pasoActual).toBeNull();
    expect(copies(who).onBoarding).toEqual({ done: false, onlySkipped: true });
    // A skipped step may be saved at any time; saving the last one ends the onboarding's skips.
    expect((await save(who, 'onboardingSalud', health())).statusCode).toBe(200);
    expect((await save(who, 'onboardingSocioeconomico', socio)).statusCode).toBe(200);
    expect(copies(who).onBoarding).toEqual({ done: false, onlySkipped: true });
    // The onboarding report counts what the student did: seven steps done, the photo and the
    // task itself waiting on skipped steps.
    const report = await demo.api.call('colaborador', {
      url: `${MAIN}/reporte/listar`,
      query: { tipo: 'ONBOARDING', tamanoPagina: '500' },
    });
    const row = (report.json().results.filas as Record<string, unknown>[]).find(
      (fila) => fila.usuario === who,
    );
    expect(row).toMatchObject({
      completadas: 7,
      pendientes: 0,
      omitidas: 2,
      estado: 'Con pasos omitidos',
    });
    // Skipping a step done already leaves it done.
    expect((await skip(who, 'onboardingSalud')).statusCode).toBe(200);
    expect(copies(who).onboardingSalud).toEqual({ done: true, onlySkipped: false });
  });

  it('the last step done completes the process; a done step may still be corrected', async () => {
    const who = 'extension1';
    expect((await save(who, 'onboardingDatos', personal())).statusCode).toBe(200);
    expect(
      (await save(who, 'onboardingContacto', contact({ celular: '987650002' }))).statusCode,
    ).toBe(200);
    await acceptDirectives(who);
    expect((await load(who)).estado).toBe('COMPLETADO');
    expect(copies(who).onBoarding).toEqual({ done: true, onlySkipped: false });
    const corrected = await save(who, 'onboardingDatos', personal({ nacionalidad: 'Venezolana' }));
    expect(corrected.json().results.datos.datosPersonales.nacionalidad).toBe('Venezolana');
  });

  it("a photo that was the onboarding's last open step completes the onboarding", async () => {
    const who = 'ingresante7';
    await saveInTurn(
      who,
      personal(),
      contact({ celular: '987650007' }),
      emergency(),
      school(),
      health(),
      socio,
    );
    await acceptDirectives(who);
    expect((await load(who)).pasoActual).toBe('onboardingFoto');
    const photo = await demo.api.call(who, {
      method: 'PUT',
      url: `${MAIN}/perfil/cambiarfoto`,
      payload: { imagenCodificada: ONE_PIXEL_PNG, extensionImagen: 'png' },
    });
    expect(photo.statusCode, photo.body).toBe(200);
    expect((await load(who)).estado).toBe('COMPLETADO');
    expect(copies(who).onBoarding).toEqual({ done: true, onlySkipped: false });
  });
});
