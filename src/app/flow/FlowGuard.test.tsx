import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { TareaFlujo } from '@generated/main/model';
import { setHomeAlertSlot } from '@/lib/flow';
import { toast } from '@/lib/toast';
import { current as playingTour, endTour } from '@/lib/tour/tourRequests';
import { apiUrl, ok } from '@/test/api';
import { apiServer } from '@/test/apiServer';
import { failure } from '@/test/api';
import { currentUrl, renderWithProviders } from '@/test/renderWithProviders';
import FlowGuard from './FlowGuard';
import { HOME_ALERTS_ATTRIBUTE } from './HomeAlertsDecided';

const task = (modulo: string, orden: number, detalle: object[], url = '/'): TareaFlujo => ({
  idTarea: orden,
  modulo,
  orden,
  isSubTask: false,
  onlySkippedSteps: false,
  codeConfig: null,
  url,
  detalle: detalle as TareaFlujo['detalle'],
});

const flowAnswers = (tasks: TareaFlujo[]) =>
  apiServer.use(
    http.post(apiUrl('main', '/usuario/flujo'), () =>
      ok({ detalle: tasks, tieneAsincronico: false, habilitarMarcacion: true, esCarrera: true }),
    ),
  );

const preRegistration = task('preRegistration', 31, [
  { idPeriodo: 9, periodo: '2027-I', cierre: '2026-12-05' },
]);
const debts = task('deudas', 38, [{ vencida: true }], '/estudiantes/pagos');
const survey = task('encuestaExterna', 41, [
  {
    encuesta: 'Satisfacción 2026',
    idProgramacion: 3,
    idTipoEncuesta: 1,
    omitible: 1,
    cierre: '2026-12-10',
  },
]);

/**
 * The path the rendered tree is on. The router's state changes first and React renders it as a
 * transition: a test that navigates as soon as the state changed may pass the guard by unseen.
 */
function RenderedPath() {
  return <p>{`rendered: ${useLocation().pathname}`}</p>;
}

/** The shell's guard beside home's place for the alerts' stack. */
const HomeWithFlow = () => (
  <>
    <FlowGuard />
    <div ref={setHomeAlertSlot} />
  </>
);

// A tool driving the campus (the e2e sweep) waits for home's alerts to be decided instead of
// guessing how long a dialog may take: it comes after the first screen, then its view's code.
// First in the file: the views' code is not loaded yet, so the dialog's view suspends as in the
// browser (React keeps a lazy view once loaded, for the file's later tests).
describe("FlowGuard's mark of home's alerts decided", () => {
  const marked = () => document.documentElement.getAttribute(HOME_ALERTS_ATTRIBUTE);

  it('marks a dialog only once it is in the page, none once it is closed, nothing off home', async () => {
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    let asked = false;
    apiServer.use(
      http.post(apiUrl('main', '/usuario/flujo'), async () => {
        asked = true;
        await answered;
        return ok({
          detalle: [preRegistration, debts],
          tieneAsincronico: false,
          habilitarMarcacion: true,
          esCarrera: true,
        });
      }),
    );
    // Whether an alert dialog was in the page each time the mark changed.
    const dialogAtMark: [string | null, boolean][] = [];
    const observer = new MutationObserver(() =>
      dialogAtMark.push([
        marked(),
        screen.queryAllByRole('alertdialog', { hidden: true }).length > 0,
      ]),
    );
    observer.observe(document.documentElement, { attributeFilter: [HOME_ALERTS_ATTRIBUTE] });
    const { user, router } = renderWithProviders(<HomeWithFlow />, { user: 'student' });
    await waitFor(() => expect(asked).toBe(true));
    expect(marked()).toBeNull(); // the flow's read is on its way: nothing is decided

    answer();
    await waitFor(() => expect(marked()).toBe('dialog'));
    const dialog = screen.getByRole('alertdialog', { name: 'Prematrícula 2027-I' });
    await user.click(within(dialog).getByRole('button', { name: 'Más tarde' }));
    await waitFor(() => expect(marked()).toBe('none'));
    await router.navigate('/estudiantes/horario');
    await waitFor(() => expect(marked()).toBeNull());
    observer.disconnect();
    expect(dialogAtMark).toEqual([
      ['dialog', true],
      // The closed dialog's view leaves the page with the decision.
      ['none', false],
      [null, false],
    ]);
    localStorage.clear();
  });

  it('marks none when the flow has no alert, when its read fails, and for staff', async () => {
    flowAnswers([]);
    const { unmount } = renderWithProviders(<HomeWithFlow />, { user: 'student' });
    await waitFor(() => expect(marked()).toBe('none'));
    unmount();
    expect(marked()).toBeNull();

    apiServer.use(http.post(apiUrl('main', '/usuario/flujo'), () => failure(500)));
    const { unmount: unmountFailed } = renderWithProviders(<HomeWithFlow />, { user: 'student' });
    await waitFor(() => expect(marked()).toBe('none'));
    unmountFailed();

    renderWithProviders(<HomeWithFlow />, { user: 'collaborator' });
    await waitFor(() => expect(marked()).toBe('none'));
  });
});

describe('FlowGuard on home', () => {
  // Issue 54: five dialogs in a row met a student at every sign-in.
  it('opens the first closeable alert as the one dialog, the others in a stack on the page', async () => {
    flowAnswers([debts, survey, preRegistration]);
    const { user } = renderWithProviders(<HomeWithFlow />, { user: 'student' });
    const dialog = await screen.findByRole('alertdialog', { name: 'Prematrícula 2027-I' });
    expect(within(dialog).getByText(/abierta hasta el 05\/12\/2026/)).toBeInTheDocument();
    const stack = screen.getByRole('region', { name: 'Avisos', hidden: true });
    const titles = () =>
      within(stack)
        .queryAllByRole('heading', { level: 2, hidden: true })
        .map((heading) => heading.textContent);
    await waitFor(() =>
      expect(titles()).toEqual(['Tienes pagos pendientes', 'Tu opinión nos importa']),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Más tarde' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());

    // No second dialog: the stack is what is left, each alert closed in place for the session.
    const debtsAlert = within(stack).getByRole('group', { name: 'Tienes pagos pendientes' });
    expect(within(debtsAlert).getByRole('link', { name: 'Ver mis pagos' })).toHaveAttribute(
      'href',
      '/estudiantes/pagos',
    );
    await user.click(within(debtsAlert).getByRole('button', { name: 'Más tarde' }));
    await waitFor(() => expect(titles()).toEqual(['Tu opinión nos importa']));
    // The focus stays on the stack, on the alert that took the closed one's place.
    expect(screen.getByRole('group', { name: 'Tu opinión nos importa' })).toHaveFocus();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('campus.dismissedAlerts') ?? '[]')).toEqual([
      'preRegistration',
      'deudas',
    ]);
    expect(JSON.parse(localStorage.getItem('campus.signInDialog') ?? 'null')).toBe(
      'preRegistration',
    );
    localStorage.clear();
  });

  it('after a tour the flow started, shows the alerts left in the stack, not as a dialog', async () => {
    const tour = {
      ...task('nueva_func_tour_estudiantes', 4, []),
      codeConfig: 'nueva_func_tour_estudiantes',
    };
    flowAnswers([tour, debts]);
    const { queryClient } = renderWithProviders(<HomeWithFlow />, { user: 'student' });
    await waitFor(() => expect(playingTour()?.codeConfig).toBe('nueva_func_tour_estudiantes'));
    // The tour is done: the flow read anew has only the debts left.
    flowAnswers([debts]);
    endTour();
    await queryClient.invalidateQueries();
    expect(await screen.findByRole('group', { name: 'Tienes pagos pendientes' })).toBeVisible();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    localStorage.clear();
  });

  it('keeps a blocking alert open without a way to close it, and lets the user reach its page', async () => {
    flowAnswers([task('deudas', 10, [{ vencida: false }], '/estudiantes/pagos')]);
    const { router } = renderWithProviders(<FlowGuard />, { user: 'student' });
    const dialog = await screen.findByRole('alertdialog', { name: 'Tienes pagos pendientes' });
    expect(within(dialog).queryByRole('button', { name: 'Más tarde' })).not.toBeInTheDocument();
    await router.navigate('/estudiantes/horario');
    await waitFor(() => expect(currentUrl(router)).toBe('/'));
    await router.navigate('/estudiantes/pagos');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(currentUrl(router)).toBe('/estudiantes/pagos');
  });

  // Issue 54: the bottom bar's 'Inicio' during a mandatory task silently stayed put.
  it('says why when the user leaves a mandatory task and is brought back, not on arrival', async () => {
    toast.clear();
    const STAY = 'Primero completa esta tarea obligatoria; luego podrás ir a otras páginas.';
    const said = () => toast.getSnapshot().filter((item) => item.detail === STAY);
    flowAnswers([task('actualizarDatos', 5, [], '/actualizar-datos')]);
    const { router } = renderWithProviders(
      <>
        <FlowGuard />
        <RenderedPath />
      </>,
      { user: 'student' },
    );
    // Sent to the task on arrival: nothing was left, nothing to say.
    await screen.findByText('rendered: /actualizar-datos');
    expect(currentUrl(router)).toBe('/actualizar-datos');
    expect(said()).toHaveLength(0);
    await router.navigate('/');
    await waitFor(() => expect(currentUrl(router)).toBe('/actualizar-datos'));
    expect(said()).toHaveLength(1);
    expect(said()[0]).toMatchObject({ type: 'info' });
  });
});
