import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import CvDropzone from './CvDropzone';
import CvDropzoneDemo from './CvDropzone.demo';
import { CV_MAX_SIZE } from './cvRules';

const ZONE = 'Arrastra tu CV aquí o haz clic para elegirlo';
const user = () => userEvent.setup({ applyAccept: false });
const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d];
const DOC = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const DOCX = [0x50, 0x4b, 0x03, 0x04, ...new TextEncoder().encode('word/document.xml')];
const signatures: Record<string, number[]> = { pdf: PDF, doc: DOC, docx: DOCX };
/** A file of `size` bytes that starts as its extension's kind of file does. */
const cv = (name: string, size = 1024, kind = name.split('.').pop()!.toLowerCase()) => {
  const bytes = new Uint8Array(size);
  bytes.set((signatures[kind] ?? []).slice(0, size));
  return new File([bytes], name);
};
const field = (label: string) => within(screen.getByRole('group', { name: label }));
const drop = (label: string, file: File) =>
  fireEvent.drop(field(label).getByRole('button', { name: ZONE }), {
    dataTransfer: { files: [file], types: ['Files'] },
  });

describe('CvDropzone', () => {
  it('accepts a dropped .doc, .docx or .pdf and shows its name and size', async () => {
    const onChange = vi.fn();
    render(<CvDropzone onChange={onChange} />);
    for (const name of ['cv.doc', 'cv.DOCX', 'cv.pdf']) {
      const file = cv(name, 300 * 1024);
      drop('Curriculum Vitae', file);
      await waitFor(() => expect(onChange).toHaveBeenLastCalledWith(file));
      expect(screen.getByText(name)).toBeInTheDocument();
      expect(screen.getByText('300 KB')).toBeInTheDocument();
    }
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it.each([
    ['another extension', cv('cv.png')],
    ['a PDF renamed .docx', cv('cv.docx', 1024, 'pdf')],
    ['an image renamed .pdf', cv('cv.pdf', 1024, 'png')],
    ['a zip that holds no Word document', new File([new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0, 0])], 'cv.docx')],
  ])('refuses %s with the file input message', async (_name, file) => {
    const onChange = vi.fn();
    render(<CvDropzone onChange={onChange} />);
    drop('Curriculum Vitae', file);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'El archivo es de un formato no permitido.',
    );
    expect(onChange).toHaveBeenLastCalledWith(null);
  });

  it('accepts exactly 5242880 bytes and refuses one byte more', async () => {
    const onChange = vi.fn();
    render(<CvDropzone onChange={onChange} />);
    expect(CV_MAX_SIZE).toBe(5242880);
    const exact = cv('cv.pdf', 5242880);
    drop('Curriculum Vitae', exact);
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith(exact));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    drop('Curriculum Vitae', cv('cv.pdf', 5242881));
    expect(await screen.findByRole('alert')).toHaveTextContent('El archivo no puede ser mayor a 5MB');
  });

  it('clears the file and the error with "Inténtalo nuevamente"', async () => {
    render(<CvDropzone />);
    drop('Curriculum Vitae', cv('fotos.zip'));
    expect(await screen.findByText('fotos.zip')).toBeInTheDocument();
    await screen.findByRole('alert');
    await user().click(screen.getByRole('button', { name: 'Inténtalo nuevamente' }));
    expect(screen.queryByText('fotos.zip')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('opens the picker by click, Enter or Space and takes the chosen file', async () => {
    render(<CvDropzone />);
    const input = screen.getByLabelText('Curriculum Vitae', { selector: 'input' });
    const click = vi.spyOn(input, 'click');
    await user().tab();
    expect(screen.getByRole('button', { name: ZONE })).toHaveFocus();
    await user().keyboard('{Enter} ');
    expect(click).toHaveBeenCalledTimes(2);
    await user().click(screen.getByRole('button', { name: ZONE }));
    expect(click).toHaveBeenCalledTimes(3);
    await user().upload(input, cv('mi-cv.docx'));
    expect(await screen.findByText('mi-cv.docx')).toBeInTheDocument();
  });

  it('removes an accepted file', async () => {
    render(<CvDropzone />);
    drop('Curriculum Vitae', cv('cv.pdf'));
    await user().click(await screen.findByRole('button', { name: 'Quitar cv.pdf' }));
    expect(screen.queryByText('cv.pdf')).not.toBeInTheDocument();
  });

  it.each([
    ['readOnly', 'CV enviado'],
    ['disabled', 'CV del postulante'],
  ])('ignores drops and clicks when %s', async (_, label) => {
    render(<CvDropzoneDemo />);
    const input = screen.getByLabelText(label, { selector: 'input' });
    const click = vi.spyOn(input, 'click');
    const zone = field(label).getByRole('button', { name: ZONE });
    expect(zone).toHaveAttribute('aria-disabled', 'true');
    fireEvent.click(zone);
    drop(label, cv('otro.pdf'));
    expect(click).not.toHaveBeenCalled();
    expect(field(label).queryByText('otro.pdf')).not.toBeInTheDocument();
  });

  it('demo keeps showing the read-only CV without a way to remove it', () => {
    render(<CvDropzoneDemo />);
    expect(field('CV enviado').getByText('CV-Lucia-Ramos.pdf')).toBeInTheDocument();
    expect(field('CV enviado').getByText('240 KB')).toBeInTheDocument();
    expect(field('CV enviado').queryByRole('button', { name: /^Quitar/ })).not.toBeInTheDocument();
  });
});
