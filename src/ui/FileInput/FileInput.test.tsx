import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as files from '@/lib/files';
import { MB, type AttachedFile } from '@/lib/files';
import { toast } from '@/lib/toast';
import { fileInputTexts } from '../texts';
import FileInput, { attachedFilesError, type FileInputProps } from './FileInput';
import FileInputDemo from './FileInput.demo';
import { FILE_INPUT_TICK_MS } from './ReadingStatus';

// Reading stays real; an image's size is what each case says (jsdom decodes no images). Spies,
// not module mocks: the file shares its worker's modules (src/test/unitProjects.ts).
beforeEach(() => {
  vi.spyOn(files, 'readAsDataUrl');
  vi.spyOn(files, 'imageDimensions').mockRejectedValue(new Error('jsdom decodes no images'));
});

const user = () => userEvent.setup({ applyAccept: false });
const input = (label: string) => screen.getByLabelText(label, { selector: 'input' });
const listed = (label: string) =>
  within(screen.getByRole('group', { name: label }))
    .queryAllByRole('listitem')
    .map((item) => item.textContent);
/** Reading is asynchronous: waits until the field lists `expected`. */
const expectListed = (label: string, expected: string[] | number) =>
  waitFor(() =>
    typeof expected === 'number'
      ? expect(listed(label)).toHaveLength(expected)
      : expect(listed(label)).toEqual(expected),
  );
const pdf = (name = 'acta.pdf', content = 'ABC') =>
  new File([content], name, { type: 'application/pdf' });

function Controlled(props: Omit<FileInputProps, 'value' | 'onChange'> & { spy?: () => void }) {
  const [value, setValue] = useState<AttachedFile[]>([]);
  return <FileInput {...props} value={value} onChange={props.spy ?? setValue} />;
}

afterEach(() => vi.useRealTimers());

describe('FileInput', () => {
  it('shows a status whose dots advance every 300 ms while the file is read', async () => {
    vi.useFakeTimers();
    let finish: (url: string) => void = () => {};
    vi.mocked(files.readAsDataUrl).mockImplementationOnce(
      () => new Promise((resolve) => (finish = resolve)),
    );
    render(<FileInputDemo />);
    fireEvent.change(input('Constancia de estudios'), { target: { files: [pdf()] } });
    const status = screen.getByRole('status', { name: fileInputTexts.reading });
    expect(FILE_INPUT_TICK_MS).toBe(300);
    expect(status).toHaveTextContent(/^Cargando archivo$/);
    act(() => vi.advanceTimersByTime(300));
    expect(status).toHaveTextContent(/^Cargando archivo\.$/);
    act(() => vi.advanceTimersByTime(600));
    expect(status).toHaveTextContent(/^Cargando archivo\.\.\.$/);
    await act(async () => finish('data:application/pdf;base64,QUJD'));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(listed('Constancia de estudios')).toEqual(['acta.pdf0.1 KB']);
  });

  it('shows the required error only once the picker was touched', async () => {
    render(<FileInputDemo />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user().tab();
    expect(screen.getByRole('button', { name: /^Seleccionar archivo Constancia/ })).toHaveFocus();
    await user().tab();
    expect(screen.getByRole('alert')).toHaveTextContent(fileInputTexts.required);
  });

  it('shows errors before touch when asked to (form submitted)', () => {
    render(<Controlled label="Sustento" required showErrors />);
    expect(screen.getByRole('alert')).toHaveTextContent('El campo es requerido.');
  });

  it('shows a message decided outside in place of its count rule, yet says why a pick is refused', async () => {
    const { rerender } = render(
      <FileInput label="Sustento" value={[]} onChange={vi.fn()} required showErrors error={null} />,
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    rerender(
      <FileInput
        label="Sustento"
        value={[]}
        onChange={vi.fn()}
        extensions="pdf"
        error="No es un valor válido."
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('No es un valor válido.');
    await user().upload(input('Sustento'), new File(['x'], 'notas.docx'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'El archivo es de un formato no permitido.',
    );
  });

  it('needs a named file in single mode and enough files in multiple mode', () => {
    const file = { file: 'data:,', name: 'a.pdf', ext: 'pdf', size: 1 };
    expect(attachedFilesError([], { required: true })).toBe('El campo es requerido.');
    expect(attachedFilesError([{ ...file, name: '' }], { required: true })).toBe(
      'El campo es requerido.',
    );
    expect(attachedFilesError([file], { required: true })).toBeNull();
    expect(attachedFilesError([], { multiple: true })).toBeNull();
    expect(attachedFilesError([file], { multiple: true, minFiles: 2 })).toBe(
      'El campo es requerido.',
    );
    expect(attachedFilesError([file, file], { multiple: true, minFiles: 2 })).toBeNull();
  });

  it('refuses a third file with a warning toast and keeps two', async () => {
    render(<FileInputDemo />);
    const label = 'Sustentos del trámite';
    await user().upload(input(label), [pdf('a.pdf'), pdf('b.pdf')]);
    await expectListed(label, 2);
    await user().upload(input(label), pdf('c.pdf'));
    expect(listed(label)).toHaveLength(2);
    expect(toast.getSnapshot()).toEqual([
      expect.objectContaining({
        type: 'warning',
        detail: 'Has llegado al máximo de archivos adjuntos.',
      }),
    ]);
  });

  it('accepts the listed extensions in any case and refuses the rest', async () => {
    render(<FileInputDemo />);
    const label = 'Constancia de estudios';
    await user().upload(input(label), new File(['x'], 'notas.DOCX'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'El archivo es de un formato no permitido.',
    );
    expect(listed(label)).toEqual([]);
    await user().upload(input(label), new File(['x'], 'FOTO.PNG', { type: 'image/png' }));
    await expectListed(label, ['FOTO.PNG0.1 KB']);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("words errors as spec §5's alternative for configured requirements, naming the formats", async () => {
    render(<Controlled label="Sustento" extensions="pdf,jpg" maxSize={MB} configured />);
    await user().upload(input('Sustento'), new File(['x'], 'sustento.docx'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'El archivo no tiene el formato PDF, JPG establecido',
    );
    await user().upload(input('Sustento'), pdf('sustento.pdf', 'x'.repeat(MB + 1)));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('El archivo supera el peso establecido'),
    );
    await user().upload(input('Sustento'), pdf('sustento.pdf', 'x'.repeat(MB)));
    await expectListed('Sustento', 1);
  });

  it('refuses a file over the maximum size', async () => {
    render(<FileInputDemo />);
    await user().upload(input('Constancia de estudios'), pdf('grande.pdf', 'x'.repeat(2 * MB + 1)));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'El archivo excede el tamaño permitido.',
    );
    expect(listed('Constancia de estudios')).toEqual([]);
  });

  it('does not add the same file twice, but adds another with the same name', async () => {
    render(<FileInputDemo />);
    const label = 'Sustentos del trámite';
    await user().upload(input(label), pdf('acta.pdf', 'uno'));
    await expectListed(label, 1);
    await user().upload(input(label), pdf('acta.pdf', 'uno'));
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
    expect(listed(label)).toHaveLength(1);
    await user().upload(input(label), pdf('acta.pdf', 'dos'));
    await expectListed(label, 2);
  });

  it('checks image measures and hints at the allowed ones', async () => {
    vi.mocked(files.imageDimensions).mockResolvedValueOnce({ width: 1200, height: 300 });
    render(<FileInputDemo />);
    const label = 'Imagen de portada';
    await user().upload(input(label), new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Las medidas superan el tamaño permitido');
    expect(alert).toHaveTextContent(
      'Medidas permitidas: ancho de 100 a 800 px, alto de 100 a 800 px.',
    );
    vi.mocked(files.imageDimensions).mockResolvedValueOnce({ width: 800, height: 100 });
    await user().upload(input(label), new File(['png'], 'portada.png', { type: 'image/png' }));
    await expectListed(label, ['portada.png0.1 KB']);
  });

  it('hands over each file as { file: data URL, name, ext, size }', async () => {
    const spy = vi.fn();
    render(<Controlled label="Sustento" extensions="pdf" spy={spy} />);
    await user().upload(input('Sustento'), pdf('Acta.PDF'));
    await waitFor(() => expect(spy).toHaveBeenCalledTimes(1));
    expect(spy).toHaveBeenCalledWith([
      { file: 'data:application/pdf;base64,QUJD', name: 'Acta.PDF', ext: 'pdf', size: 3 },
    ]);
  });

  it('removes a file with its Spanish remove button', async () => {
    render(<FileInputDemo />);
    const label = 'Sustentos del trámite';
    await user().upload(input(label), [pdf('a.pdf'), pdf('b.pdf')]);
    await user().click(await screen.findByRole('button', { name: 'Quitar a.pdf' }));
    expect(listed(label)).toEqual(['b.pdf0.1 KB']);
  });

  it('opens the hidden picker from its labelled button with the keyboard', async () => {
    render(<Controlled label="Sustento" />);
    const click = vi.spyOn(input('Sustento'), 'click');
    await user().tab();
    await user().keyboard('{Enter}');
    expect(click).toHaveBeenCalledTimes(1);
    await user().keyboard(' ');
    expect(click).toHaveBeenCalledTimes(2);
  });

  it('demo shows a disabled field with its attached file', () => {
    render(<FileInputDemo />);
    expect(screen.getByRole('button', { name: /Comprobante de pago/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Quitar constancia-matricula.pdf' })).toBeDisabled();
  });
});
