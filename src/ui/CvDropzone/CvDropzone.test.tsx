import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import CvDropzone from './CvDropzone';
import CvDropzoneDemo from './CvDropzone.demo';
import { CV_MAX_SIZE } from './cvRules';

const ZONE = 'Arrastra tu CV aquí o haz clic para elegirlo';
const user = () => userEvent.setup({ applyAccept: false });
const cv = (name: string, size = 1024) => new File([new Uint8Array(size)], name);
const field = (label: string) => within(screen.getByRole('group', { name: label }));
const drop = (label: string, file: File) =>
  fireEvent.drop(field(label).getByRole('button', { name: ZONE }), {
    dataTransfer: { files: [file], types: ['Files'] },
  });

describe('CvDropzone', () => {
  it('accepts a dropped .doc, .docx or .pdf and shows its name and size', () => {
    const onChange = vi.fn();
    render(<CvDropzone onChange={onChange} />);
    for (const name of ['cv.doc', 'cv.DOCX', 'cv.pdf']) {
      const file = cv(name, 300 * 1024);
      drop('Curriculum Vitae', file);
      expect(onChange).toHaveBeenLastCalledWith(file);
      expect(screen.getByText(name)).toBeInTheDocument();
      expect(screen.getByText('300 KB')).toBeInTheDocument();
    }
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('refuses other formats with the file input message', () => {
    const onChange = vi.fn();
    render(<CvDropzone onChange={onChange} />);
    drop('Curriculum Vitae', cv('cv.png'));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'El archivo es de un formato no permitido.',
    );
    expect(onChange).toHaveBeenLastCalledWith(null);
  });

  it('accepts exactly 5242880 bytes and refuses one byte more', () => {
    render(<CvDropzone />);
    expect(CV_MAX_SIZE).toBe(5242880);
    drop('Curriculum Vitae', cv('cv.pdf', 5242880));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    drop('Curriculum Vitae', cv('cv.pdf', 5242881));
    expect(screen.getByRole('alert')).toHaveTextContent('El archivo no puede ser mayor a 5MB');
  });

  it('clears the file and the error with "Inténtalo nuevamente"', async () => {
    render(<CvDropzone />);
    drop('Curriculum Vitae', cv('fotos.zip'));
    expect(screen.getByText('fotos.zip')).toBeInTheDocument();
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
    expect(screen.getByText('mi-cv.docx')).toBeInTheDocument();
  });

  it('removes an accepted file', async () => {
    render(<CvDropzone />);
    drop('Curriculum Vitae', cv('cv.pdf'));
    await user().click(screen.getByRole('button', { name: 'Quitar cv.pdf' }));
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
