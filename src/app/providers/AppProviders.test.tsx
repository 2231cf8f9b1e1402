import { useTheme } from '@mui/material/styles';
import { QueryClient, useQueryClient } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setRuntimeConfig, type RuntimeConfig } from '@/lib/config';
import { toast } from '@/lib/toast';
import { testRuntimeConfig } from '@/test/runtimeConfig';
import AppProviders from './AppProviders';

const config = (brand: string): RuntimeConfig => ({ ...testRuntimeConfig, brand });

function Probe({ client }: { client: QueryClient }) {
  const theme = useTheme();
  return (
    <p>
      {useQueryClient() === client ? 'cliente compartido' : 'otro cliente'}{' '}
      {theme.palette.primary.main}
    </p>
  );
}

beforeEach(() => setRuntimeConfig(config('CMB')));
afterEach(() => {
  toast.clear();
  setRuntimeConfig(null);
});

describe('AppProviders', () => {
  it('gives the children the query client and the configured brand theme', () => {
    const client = new QueryClient();
    render(
      <AppProviders queryClient={client}>
        <Probe client={client} />
      </AppProviders>,
    );
    expect(screen.getByText('cliente compartido #0f766e')).toBeInTheDocument();
  });

  it('falls back to the default brand for an unknown code', () => {
    setRuntimeConfig(config('XYZ'));
    const client = new QueryClient();
    render(
      <AppProviders queryClient={client}>
        <Probe client={client} />
      </AppProviders>,
    );
    expect(screen.getByText('cliente compartido #1d4ed8')).toBeInTheDocument();
  });

  it('shows the toasts (their host loads with the first one)', async () => {
    render(
      <AppProviders queryClient={new QueryClient()}>
        <p>Página</p>
      </AppProviders>,
    );
    act(() => {
      toast.show({ type: 'error', detail: '¡Ups! ocurrió un error, inténtalo más tarde' });
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '¡Ups! ocurrió un error, inténtalo más tarde',
    );
  });
});
