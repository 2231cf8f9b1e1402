import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { HTTP_TEXTS } from '@/lib/http';
import { toast } from '@/lib/toast';
import { failure, ok, recordRequests } from '@/test/api';
import { apiServer } from '@/test/apiServer';
import { renderWithProviders } from '@/test/renderWithProviders';
import { VALIDATION_MESSAGES } from '@/lib/validation';
import QuietHoursForm from './QuietHoursForm';
import { saveQuietHoursUrl } from '@/test/notificationSettingsApi';
import { settingsTexts } from './texts';

const texts = settingsTexts.quietHours;
const saved = 'Se guardó tu horario de silencio.';

const renderForm = (quietHours: { from: string; to: string } | null = null) => {
  const calls = recordRequests();
  const view = renderWithProviders(<QuietHoursForm quietHours={quietHours} />, {
    user: 'student',
  });
  return { ...view, calls };
};

const sentBodies = (calls: ReturnType<typeof recordRequests>) =>
  Promise.all(
    calls
      .filter((call) => call.path === '/notification/savequiethours')
      .map((call) => call.request.clone().json()),
  );

const field = (name: string) => screen.getByRole('textbox', { name });
const save = () => screen.getByRole('button', { name: texts.save });

describe('QuietHoursForm', () => {
  it('explains what the quiet hours do and shows the times once turned on', async () => {
    const { user } = renderForm();
    const enable = screen.getByRole('checkbox', { name: texts.enable });
    expect(enable).toHaveAccessibleDescription(texts.explanation);
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();

    await user.click(enable);

    expect(field(texts.from)).toHaveAccessibleDescription(texts.timeHint);
    expect(field(texts.to)).toHaveAccessibleDescription(texts.timeHint);
  });

  it('saves hours that cross midnight', async () => {
    apiServer.use(
      http.post(saveQuietHoursUrl, () =>
        HttpResponse.json({ results: null, messagePublic: saved }),
      ),
    );
    const { calls, user } = renderForm();
    await user.click(screen.getByRole('checkbox', { name: texts.enable }));
    await user.type(field(texts.from), '22:00');
    await user.type(field(texts.to), '07:00');
    await user.click(save());

    expect(await screen.findByText(saved)).toBeInTheDocument();
    expect(await sentBodies(calls)).toEqual([{ from: '22:00', to: '07:00' }]);
  });

  it.each([
    ['from', texts.from, texts.to],
    ['to', texts.to, texts.from],
  ])('asks for both times: only %s given', async (_, given, missing) => {
    const { calls, user } = renderForm();
    await user.click(screen.getByRole('checkbox', { name: texts.enable }));
    await user.type(field(given), '22:00');
    await user.click(save());

    expect(field(missing)).toHaveAccessibleDescription(VALIDATION_MESSAGES.required);
    expect(field(missing)).toHaveFocus();
    expect(await sentBodies(calls)).toEqual([]);
  });

  it('refuses equal times and a time out of the 24-hour format', async () => {
    const { calls, user } = renderForm({ from: '22:00', to: '07:00' });
    await user.clear(field(texts.to));
    await user.type(field(texts.to), '22:00');
    await user.click(save());
    expect(field(texts.to)).toHaveAccessibleDescription(texts.sameTimes);

    // Changing the start checks the end again.
    await user.clear(field(texts.from));
    await user.type(field(texts.from), '24:00');
    expect(field(texts.to)).toHaveAccessibleDescription(texts.timeHint);
    expect(field(texts.from)).toHaveAccessibleDescription(VALIDATION_MESSAGES.pattern);
    expect(await sentBodies(calls)).toEqual([]);
  });

  it('clears the quiet hours when turned off, whatever the times held', async () => {
    apiServer.use(http.post(saveQuietHoursUrl, () => ok(null)));
    const { calls, user } = renderForm({ from: '22:00', to: '07:00' });
    const enable = screen.getByRole('checkbox', { name: texts.enable });
    expect(enable).toBeChecked();
    await user.clear(field(texts.to));

    await user.click(enable);
    await user.click(save());

    await waitFor(async () => expect(await sentBodies(calls)).toHaveLength(1));
    expect(await sentBodies(calls)).toEqual([{ from: null, to: null }]);
  });

  it("shows the server's refusal under its field and keeps what was typed", async () => {
    const refusal = 'La hora de fin no es válida.';
    apiServer.use(
      http.post(saveQuietHoursUrl, () =>
        HttpResponse.json({ results: null, errors: { to: [refusal] } }, { status: 400 }),
      ),
    );
    const { user } = renderForm();
    await user.click(screen.getByRole('checkbox', { name: texts.enable }));
    await user.type(field(texts.from), '23:00');
    await user.type(field(texts.to), '06:30');
    await user.click(save());

    await waitFor(() => expect(field(texts.to)).toHaveAccessibleDescription(refusal));
    expect(field(texts.to)).toHaveFocus();
    expect(field(texts.from)).toHaveValue('23:00');
    expect(field(texts.to)).toHaveValue('06:30');
    expect(toast.getSnapshot()).toEqual([]);
  });

  it('tells through the spec §8 notice a failure no field can show', async () => {
    apiServer.use(http.post(saveQuietHoursUrl, () => failure(500)));
    const { user } = renderForm({ from: '22:00', to: '07:00' });
    await user.click(save());

    expect(await screen.findByText(HTTP_TEXTS.serverError)).toBeInTheDocument();
    expect(field(texts.from)).toHaveValue('22:00');
  });

  it('keeps the save button disabled while saving', async () => {
    let answer = () => {};
    apiServer.use(
      http.post(
        saveQuietHoursUrl,
        () => new Promise((resolve) => (answer = () => resolve(ok(null)))),
      ),
    );
    const { calls, user } = renderForm({ from: '22:00', to: '07:00' });

    await user.click(save());
    await waitFor(() => expect(save()).toBeDisabled());
    answer();

    await waitFor(() => expect(save()).toBeEnabled());
    expect(await sentBodies(calls)).toHaveLength(1);
  });
});
