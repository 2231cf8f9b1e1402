import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import QrCode from './QrCode';

describe('QrCode', () => {
  it('draws the code of its text as an SVG image named by its label', async () => {
    render(<QrCode value="https://campus.example/verificar?codigo=K7QM" label="Código QR" />);
    await waitFor(() =>
      expect(screen.getByRole('img', { name: 'Código QR' })).toHaveAttribute(
        'src',
        expect.stringMatching(/^data:image\/svg\+xml/),
      ),
    );
    const src = screen.getByRole('img', { name: 'Código QR' }).getAttribute('src')!;
    expect(decodeURIComponent(src)).toContain('<svg');
  });
});
