import { screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import type { AbrirCasoSaeRequest } from '@generated/main/model';
import { apiUrl, ok } from '@/test/api';
import { apiServer } from '@/test/apiServer';
import { renderWithProviders } from '@/test/renderWithProviders';
import OpenCaseDialog from './OpenCaseDialog';

describe('OpenCaseDialog', () => {
  it('searches students from three letters, then opens one case however often it is clicked', async () => {
    const searched: string[] = [];
    apiServer.use(
      http.get(apiUrl('main', '/admin/casos-sae/alumnos'), ({ request }) => {
        const q = new URL(request.url).searchParams.get('q')!;
        searched.push(q);
        return ok([
          { idAlumno: 2001, alumno: 'Quispe Mamani, Lucía', usuario: 'lquispe', codigo: 'A001' },
        ]);
      }),
    );
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const onSave = vi.fn((_data: AbrirCasoSaeRequest) => held);
    const { user } = renderWithProviders(<OpenCaseDialog onClose={() => {}} onSave={onSave} />, {
      user: 'collaborator',
    });
    const search = screen.getByRole('searchbox', { name: 'Buscar estudiante' });
    await user.type(search, 'qu');
    expect(screen.queryByRole('radio')).toBeNull();
    await user.type(search, 'i');
    await user.click(await screen.findByRole('radio', { name: /Quispe Mamani, Lucía \(A001\)/ }));
    expect(searched.every((q) => q.length >= 3)).toBe(true);
    await user.type(screen.getByRole('textbox', { name: /^Motivo/ }), '  Bajo rendimiento  ');
    await user.dblClick(screen.getByRole('button', { name: 'Abrir caso' }));
    release();
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0]![0]).toMatchObject({ idAlumno: 2001, motivo: 'Bajo rendimiento' });
  });
});
