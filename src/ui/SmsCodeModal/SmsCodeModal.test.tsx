import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { modalTexts, smsCodeTexts } from '../texts';
import SmsCodeModal, { SMS_RESEND_SECONDS, type SmsCodeModalProps } from './SmsCodeModal';
import SmsCodeModalDemo from './SmsCodeModal.demo';

const digit = (position: number) =>
  screen.getByRole('textbox', { name: `Dígito ${position} de 6` });
const values = () =>
  [1, 2, 3, 4, 5, 6].map((position) => (digit(position) as HTMLInputElement).value);
const confirm = () => screen.getByRole('button', { name: smsCodeTexts.confirm });

const renderModal = (props: Partial<SmsCodeModalProps> = {}) => {
  const handlers = { onClose: vi.fn(), onValid: vi.fn(), onResend: vi.fn() };
  render(<SmsCodeModal open {...handlers} {...props} />);
  return handlers;
};

afterEach(() => vi.useRealTimers());

describe('SmsCodeModal', () => {
  it('labels each of its 6 boxes and starts in the first', () => {
    renderModal();
    expect(screen.getByRole('dialog', { name: smsCodeTexts.title })).toBeInTheDocument();
    expect(screen.getAllByRole('textbox')).toHaveLength(6);
    expect(digit(1)).toHaveFocus();
  });

  it('takes digits only, moving to the next box after each', async () => {
    renderModal();
    await userEvent.keyboard('a7b');
    expect(values()).toEqual(['7', '', '', '', '', '']);
    expect(digit(2)).toHaveFocus();
  });

  it('goes back with Backspace, clearing the previous digit', async () => {
    renderModal();
    await userEvent.keyboard('123');
    await userEvent.keyboard('{Backspace}');
    expect(values()).toEqual(['1', '2', '', '', '', '']);
    expect(digit(3)).toHaveFocus();
    await userEvent.keyboard('{Backspace}');
    expect(values()).toEqual(['1', '', '', '', '', '']);
    expect(digit(2)).toHaveFocus();
  });

  it('fills every box from a pasted code, ignoring what is not a digit', async () => {
    renderModal();
    await userEvent.click(digit(3));
    await userEvent.paste('123 456');
    expect(values()).toEqual(['1', '2', '3', '4', '5', '6']);
  });

  it('keeps Confirmar off until the 6 digits are in, then sends them', async () => {
    const { onValid } = renderModal();
    await userEvent.keyboard('12345');
    expect(confirm()).toBeDisabled();
    await userEvent.keyboard('6');
    expect(confirm()).toBeEnabled();
    await userEvent.click(confirm());
    expect(onValid).toHaveBeenCalledWith('123456');
  });

  it('confirms with Enter from a box', async () => {
    const { onValid } = renderModal();
    await userEvent.keyboard('654321{Enter}');
    expect(onValid).toHaveBeenCalledWith('654321');
  });

  it('shows the spec §8 message for a wrong code', () => {
    renderModal({ error: true });
    expect(screen.getByRole('alert')).toHaveTextContent(smsCodeTexts.wrongCode);
    expect(digit(1)).toHaveAttribute('aria-invalid', 'true');
    expect(digit(1)).toHaveAccessibleDescription(smsCodeTexts.wrongCode);
  });

  it('counts down 59 s, then offers a new code and starts over', async () => {
    // Only the countdown's interval: Testing Library waits on a real setTimeout after each event.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const { onResend } = renderModal();
    expect(SMS_RESEND_SECONDS).toBe(59);
    expect(screen.getByText(smsCodeTexts.countdown('00:59'))).toBeInTheDocument();

    act(() => vi.advanceTimersByTime(58_000));
    expect(screen.getByText(smsCodeTexts.countdown('00:01'))).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: smsCodeTexts.resend })).not.toBeInTheDocument();

    act(() => vi.advanceTimersByTime(1_000));
    await userEvent.click(screen.getByRole('button', { name: smsCodeTexts.resend }));
    expect(onResend).toHaveBeenCalledTimes(1);
    expect(screen.getByText(smsCodeTexts.countdown('00:59'))).toBeInTheDocument();
  });

  it('closes with Cerrar', async () => {
    const { onClose } = renderModal();
    await userEvent.click(screen.getByRole('button', { name: modalTexts.close }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('demo rejects a wrong code and accepts 123456', async () => {
    const user = userEvent.setup();
    render(<SmsCodeModalDemo />);
    await user.click(screen.getByRole('button', { name: 'Verificar celular' }));
    await user.keyboard('111111{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent(smsCodeTexts.wrongCode);

    await user.click(digit(1));
    await user.paste('123456');
    await user.click(confirm());
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText('Celular verificado.')).toBeInTheDocument();
  });
});
