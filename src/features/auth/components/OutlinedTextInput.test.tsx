import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/renderWithProviders';
import OutlinedTextInput from './OutlinedTextInput';

const noop = () => undefined;

describe('OutlinedTextInput', () => {
  it('is described by its hint while valid', () => {
    renderWithProviders(
      <OutlinedTextInput
        label="Código de verificación"
        value=""
        onChange={noop}
        onBlur={noop}
        error={null}
        hint="Son 6 dígitos."
      />,
    );
    const input = screen.getByLabelText('Código de verificación');
    expect(input).toHaveAccessibleDescription('Son 6 dígitos.');
    expect(input).not.toBeInvalid();
  });

  it('is described by its error instead, and marked invalid', () => {
    renderWithProviders(
      <OutlinedTextInput
        label="Código de verificación"
        value=""
        onChange={noop}
        onBlur={noop}
        error="El campo es requerido."
        hint="Son 6 dígitos."
      />,
    );
    const input = screen.getByLabelText('Código de verificación');
    expect(input).toHaveAccessibleDescription('El campo es requerido.');
    expect(input).toBeInvalid();
    expect(screen.queryByText('Son 6 dígitos.')).not.toBeInTheDocument();
  });
});
