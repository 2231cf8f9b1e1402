import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { HTTP_TEXTS } from '@/lib/http';
import { failure, ok, recordRequests } from '@/test/api';
import { apiServer } from '@/test/apiServer';
import { renderWithProviders } from '@/test/renderWithProviders';
import NotificationSettings from './NotificationSettings';
import { notas, savePreferenceUrl, settingsApi, settingsUrl } from '@/test/notificationSettingsApi';
import { settingsTexts as texts } from './texts';

const renderSettings = () => {
  const calls = recordRequests();
  return { ...renderWithProviders(<NotificationSettings />, { user: 'student' }), calls };
};

type Calls = ReturnType<typeof recordRequests>;
const saves = (calls: Calls) =>
  calls.filter((call) => call.path === '/notification/saveconfiguration');
const lists = (calls: Calls) =>
  calls.filter((call) => call.path === '/notification/listconfiguration');

describe('NotificationSettings', () => {
  it('shows one section per type with a switch per configuration', async () => {
    apiServer.use(...settingsApi());
    renderSettings();

    expect(await screen.findByRole('heading', { level: 3, name: 'Académicas' })).toBeVisible();
    const headings = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(headings).toEqual(['Académicas', 'Administrativas', texts.quietHours.title]);
    const notas = screen.getByRole('switch', { name: 'Notas publicadas' });
    expect(notas).toBeChecked();
    expect(notas).toHaveAccessibleDescription('Cuando un docente publica una nota de tus cursos.');
    expect(screen.getByRole('switch', { name: 'Asistencia' })).not.toBeChecked();
  });

  it('saves a switch at once, once even on a double click, and reloads the settings', async () => {
    apiServer.use(...settingsApi());
    const { calls, user } = renderSettings();
    const notas = await screen.findByRole('switch', { name: 'Notas publicadas' });

    await user.dblClick(notas);

    await waitFor(() => expect(notas).toBeEnabled());
    expect(notas).not.toBeChecked();
    const sent = saves(calls);
    expect(sent).toHaveLength(1);
    expect(await sent[0]?.request.json()).toEqual({ configurationId: 1, isActive: false });
    await waitFor(() => expect(lists(calls)).toHaveLength(2));
    expect(notas).not.toBeChecked();
  });

  it('shows the new state while saving, the switch disabled until the answer and then focused again', async () => {
    let answer = () => {};
    apiServer.use(...settingsApi());
    apiServer.use(
      http.post(
        savePreferenceUrl,
        () => new Promise((resolve) => (answer = () => resolve(ok(null)))),
      ),
    );
    const { user } = renderSettings();
    const asistencia = await screen.findByRole('switch', { name: 'Asistencia' });

    await user.click(asistencia);

    await waitFor(() => expect(asistencia).toBeChecked());
    expect(asistencia).toBeDisabled();
    // Browsers take the focus from a control that becomes disabled; jsdom leaves it there.
    vi.spyOn(document, 'activeElement', 'get').mockReturnValue(document.body);
    const refocus = vi.spyOn(asistencia, 'focus');
    answer();
    await waitFor(() => expect(asistencia).toBeEnabled());
    await waitFor(() => expect(refocus).toHaveBeenCalled());
  });

  it("reloads the settings after the last running save, so as not to undo another's", async () => {
    let answerNotas = () => {};
    const notasAnswered = new Promise<void>((resolve) => (answerNotas = resolve));
    apiServer.use(...settingsApi());
    // Holds the save of 'Notas publicadas', then lets the stored API answer it.
    apiServer.use(
      http.post(savePreferenceUrl, async ({ request }) => {
        const body = (await request.clone().json()) as { configurationId: number };
        if (body.configurationId === notas.configurationId) await notasAnswered;
      }),
    );
    const { calls, user } = renderSettings();
    const notasSwitch = await screen.findByRole('switch', { name: 'Notas publicadas' });
    const asistenciaSwitch = screen.getByRole('switch', { name: 'Asistencia' });

    await user.click(notasSwitch);
    await user.click(asistenciaSwitch);
    await waitFor(() => expect(asistenciaSwitch).toBeEnabled());
    expect(asistenciaSwitch).toBeChecked();
    expect(notasSwitch).not.toBeChecked();
    expect(lists(calls)).toHaveLength(1);

    answerNotas();
    await waitFor(() => expect(notasSwitch).toBeEnabled());
    await waitFor(() => expect(lists(calls)).toHaveLength(2));
    expect(notasSwitch).not.toBeChecked();
    expect(asistenciaSwitch).toBeChecked();
  });

  it('puts the stored state back and says so when the save fails', async () => {
    apiServer.use(...settingsApi());
    apiServer.use(http.post(savePreferenceUrl, () => failure(500)));
    const { user } = renderSettings();
    const notas = await screen.findByRole('switch', { name: 'Notas publicadas' });

    await user.click(notas);

    expect(await screen.findByText(HTTP_TEXTS.serverError)).toBeInTheDocument();
    await waitFor(() => expect(notas).toBeChecked());
    expect(notas).toBeEnabled();
  });

  it('keeps a critical configuration on and says why', async () => {
    apiServer.use(...settingsApi());
    renderSettings();
    const tramites = await screen.findByRole('switch', { name: 'Trámites' });

    expect(tramites).toBeChecked();
    expect(tramites).toBeDisabled();
    const [item, ...others] = screen
      .getAllByRole('listitem')
      .filter((listItem) => within(listItem).queryByText(texts.critical));
    expect(others).toEqual([]);
    expect(within(item as HTMLElement).getByRole('switch')).toBe(tramites);
    expect(within(item as HTMLElement).getByText(texts.criticalReason)).toBeVisible();
  });

  it('shows placeholders while loading, then a message with a retry when the load fails', async () => {
    apiServer.use(http.get(settingsUrl, () => failure(500)));
    const { user } = renderSettings();
    expect(screen.getByRole('status', { name: texts.loading })).toBeInTheDocument();

    expect(await screen.findByText(texts.loadError)).toBeVisible();
    expect(screen.queryByText(HTTP_TEXTS.serverError)).not.toBeInTheDocument();

    apiServer.use(...settingsApi());
    await user.click(screen.getByRole('button', { name: texts.retry }));
    expect(await screen.findByRole('switch', { name: 'Notas publicadas' })).toBeInTheDocument();
  });

  it('names every control in Spanish', async () => {
    apiServer.use(...settingsApi());
    const { user } = renderSettings();
    await screen.findByRole('switch', { name: 'Notas publicadas' });
    await user.click(screen.getByRole('checkbox', { name: texts.quietHours.enable }));

    const controls = [
      ['switch', 'Notas publicadas'],
      ['switch', 'Asistencia'],
      ['switch', 'Trámites'],
      ['switch', 'Pagos'],
      ['checkbox', texts.quietHours.enable],
      ['textbox', texts.quietHours.from],
      ['textbox', texts.quietHours.to],
      ['button', texts.quietHours.save],
    ] as const;
    for (const [role, name] of controls) {
      expect(screen.getByRole(role, { name })).toBeInTheDocument();
    }
    const roles = [...new Set(controls.map(([role]) => role))];
    expect(roles.flatMap((role) => screen.getAllByRole(role))).toHaveLength(controls.length);
  });
});
