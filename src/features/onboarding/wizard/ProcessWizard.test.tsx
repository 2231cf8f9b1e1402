import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { OnboardingBase, OnboardingPaso } from '@generated/main/model';
import { apiUrl, ok } from '@/test/api';
import { apiServer } from '@/test/apiServer';
import { currentUrl, renderWithProviders } from '@/test/renderWithProviders';
import ProcessWizard from './ProcessWizard';

const baseUrl = apiUrl('main', '/onboarding/alumno/cargabase');
const saveUrl = apiUrl('main', '/onboarding/alumno/:modulo/actualizar');

const paso = (
  modulo: string,
  titulo: string,
  seccion: OnboardingPaso['seccion'],
  estado: OnboardingPaso['estado'],
  disponible: boolean,
): OnboardingPaso => ({
  modulo,
  titulo,
  orden: 1,
  seccion,
  omitible: seccion === 'salud',
  estado,
  disponible,
  completadoEn: estado === 'COMPLETADO' ? '2026-11-20T15:00:00.000Z' : null,
  omitidoEn: estado === 'OMITIDO' ? '2026-11-20T15:00:00.000Z' : null,
});

const processWith = (over: Partial<OnboardingBase> = {}): OnboardingBase => ({
  proceso: 'ONBOARDING',
  variante: 'SECUENCIAL',
  estado: 'PENDIENTE',
  pasoActual: 'onboardingContacto',
  estudiante: { nombres: 'Valeria', apellidos: 'Condori Mamani', codigo: 'U2026', programa: null },
  pasos: [
    paso('onboardingDatos', 'Datos personales', 'datosPersonales', 'COMPLETADO', true),
    paso('onboardingContacto', 'Contacto y dirección', 'contacto', 'PENDIENTE', true),
    paso('onboardingEmergencia', 'Contacto de emergencia', 'emergencia', 'PENDIENTE', false),
  ],
  datos: {
    datosPersonales: {
      tipoDocumento: 'DNI',
      numeroDocumento: '71234567',
      fechaNacimiento: '2007-04-18',
      sexo: 'F',
      nacionalidad: 'Peruana',
      estadoCivil: 'SOLTERO',
    },
    contacto: {
      correo: 'valeria@correo.example',
      celular: '987654321',
      celularVerificado: false,
      direccion: 'Jr. Los Cedros 318',
      ubigeo: '150135',
    },
    emergencia: { nombre: null, parentesco: null, celular: null },
    estudios: { colegio: null, tipoColegio: null, anioEgreso: null, ubigeo: null },
    salud: {
      tieneDiscapacidad: null,
      tipoDiscapacidad: null,
      carneConadis: null,
      apoyoRequerido: null,
      seguro: null,
    },
    socioeconomico: {
      trabaja: null,
      integrantesHogar: null,
      ingresoFamiliar: null,
      vivienda: null,
      financiamiento: null,
    },
  },
  ...over,
});

// The district cascade reads the places; the wizard's tests need only the chosen one there.
const levels: Record<string, { codigo: string; nombre: string }[]> = {
  departamentos: [{ codigo: '15', nombre: 'Lima' }],
  provincias: [{ codigo: '1501', nombre: 'Lima' }],
  distritos: [{ codigo: '150135', nombre: 'San Martín de Porres' }],
};
const places = [
  http.get(apiUrl('main', '/ubigeo/:nivel/listar'), ({ params }) =>
    ok(levels[String(params.nivel)] ?? []),
  ),
];

const render = (variante: OnboardingBase['variante'] = 'SECUENCIAL') =>
  renderWithProviders(<ProcessWizard proceso="ONBOARDING" variante={variante} />, {
    user: 'student',
    url: '/onboarding',
  });

describe('ProcessWizard', () => {
  it("opens the student's current step, with the steps before it done", async () => {
    apiServer.use(
      http.get(baseUrl, () => ok(processWith())),
      ...places,
    );
    render();
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Contacto y dirección' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Paso 2 de 3')).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Datos personales: completado' }),
    ).toBeInTheDocument();
    // A step after the current one waits: it is no button.
    expect(
      screen.queryByRole('button', { name: /^Contacto de emergencia/ }),
    ).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Correo personal' })).toHaveValue(
      'valeria@correo.example',
    );
  });

  it("sends the step's section once, moves to the next step and gives its heading the focus", async () => {
    const sent: unknown[] = [];
    // The server's state: what the save changed is what the process is read as afterwards.
    let current = processWith();
    apiServer.use(
      http.get(baseUrl, () => ok(current)),
      http.put(saveUrl, async ({ request, params }) => {
        sent.push({ modulo: params.modulo, body: await request.json() });
        current = processWith({
          pasoActual: 'onboardingEmergencia',
          pasos: [
            paso('onboardingDatos', 'Datos personales', 'datosPersonales', 'COMPLETADO', true),
            paso('onboardingContacto', 'Contacto y dirección', 'contacto', 'COMPLETADO', true),
            paso('onboardingEmergencia', 'Contacto de emergencia', 'emergencia', 'PENDIENTE', true),
          ],
        });
        return ok(current);
      }),
      ...places,
    );
    const { user } = render();
    const submit = await screen.findByRole('button', { name: 'Guardar y continuar' });
    await user.dblClick(submit);
    const next = await screen.findByRole('heading', { level: 2, name: 'Contacto de emergencia' });
    await waitFor(() => expect(next).toHaveFocus());
    expect(sent).toEqual([
      {
        modulo: 'onboardingContacto',
        body: {
          contacto: {
            correo: 'valeria@correo.example',
            celular: '987654321',
            direccion: 'Jr. Los Cedros 318',
            ubigeo: '150135',
          },
        },
      },
    ]);
  });

  it('keeps what was typed when the server refuses a value, with its message under the field', async () => {
    apiServer.use(
      http.get(baseUrl, () => ok(processWith())),
      http.put(saveUrl, () =>
        HttpResponse.json(
          {
            results: null,
            messagePublic: 'No es un número válido.',
            errors: { 'contacto.celular': ['No es un número válido.'] },
          },
          { status: 400 },
        ),
      ),
      ...places,
    );
    const { user } = render();
    const address = await screen.findByRole('textbox', { name: 'Dirección' });
    await user.clear(address);
    await user.type(address, 'Av. Perú 1234');
    await user.click(screen.getByRole('button', { name: 'Guardar y continuar' }));
    expect(await screen.findByText('No es un número válido.')).toBeInTheDocument();
    expect(address).toHaveValue('Av. Perú 1234');
    expect(
      screen.getByRole('heading', { level: 2, name: 'Contacto y dirección' }),
    ).toBeInTheDocument();
  });

  it('sends a student without the process home, and one of another variant to theirs', async () => {
    apiServer.use(http.get(baseUrl, () => ok(processWith({ estado: 'SIN_TAREA', pasos: [] }))));
    const { router } = render();
    await waitFor(() => expect(currentUrl(router)).toBe('/'));

    apiServer.use(http.get(baseUrl, () => ok(processWith({ variante: 'EXTENSION' }))));
    const { router: again } = render();
    await waitFor(() => expect(currentUrl(again)).toBe('/onboarding-extension'));
  });

  it('shows where a process with only skipped steps left stands, and the way to them', async () => {
    apiServer.use(
      http.get(baseUrl, () =>
        ok(
          processWith({
            estado: 'OMITIDO',
            pasoActual: null,
            pasos: [
              paso('onboardingDatos', 'Datos personales', 'datosPersonales', 'COMPLETADO', true),
              paso('onboardingSalud', 'Salud y discapacidad', 'salud', 'OMITIDO', true),
            ],
          }),
        ),
      ),
    );
    render();
    expect(
      await screen.findByRole('heading', { name: 'Completaste los pasos obligatorios.' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Te queda 1 paso que dejaste para después. Complétalo cuando puedas.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver pasos omitidos' })).toHaveAttribute(
      'href',
      '/onboarding-pasos-omitidos',
    );
  });
});
