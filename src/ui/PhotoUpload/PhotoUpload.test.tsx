import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as files from '@/lib/files';
import { MB } from '@/lib/files';
import * as crop from './cropImage';
import PhotoUpload from './PhotoUpload';
import PhotoUploadDemo from './PhotoUpload.demo';

const CROPPED = 'data:image/png;base64,QUJD';
const user = () => userEvent.setup({ applyAccept: false });
const input = (label = 'Foto de perfil') => screen.getByLabelText(label, { selector: 'input' });
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
type Kind = 'png' | 'jpeg' | 'none';
const kindOf = (name: string): Kind =>
  /\.png$/i.test(name) ? 'png' : /\.jpe?g$/i.test(name) ? 'jpeg' : 'none';
/** A file of `size` bytes that starts as its extension's kind of image does, or as `kind`. */
const photo = (name: string, size = 10, kind: Kind = kindOf(name)) => {
  const bytes = new Uint8Array(size);
  if (kind !== 'none') bytes.set(kind === 'png' ? PNG : JPEG);
  return new File([bytes], name);
};

// jsdom decodes and draws no images: these answer for them. Spies, not module mocks: the file
// shares its worker's modules (src/test/unitProjects.ts); the setup restores them after each test.
beforeEach(() => {
  vi.spyOn(files, 'imageDimensions').mockResolvedValue({ width: 600, height: 300 });
  vi.spyOn(crop, 'cropImage').mockResolvedValue(CROPPED);
});

async function pickAndWaitForCrop(name = 'retrato.png') {
  await user().upload(input(), photo(name));
  const area = await screen.findByRole('application', { name: 'Área de recorte' });
  await waitFor(() => expect(area).toHaveFocus());
  return area;
}

describe('PhotoUpload', () => {
  it('refuses other formats than jpg, jpeg and png with the spec message', async () => {
    render(<PhotoUploadDemo />);
    await user().upload(input(), photo('retrato.gif'));
    expect(screen.getByRole('alert')).toHaveTextContent(
      /^\* El archivo es de un formato no permitido$/,
    );
    expect(screen.getAllByRole('button', { name: 'Elegir foto' })[0]).toBeInTheDocument();
    expect(screen.queryByRole('application')).not.toBeInTheDocument();
  });

  it.each([
    ['an SVG renamed .png', 'dibujo.png', 'none'],
    ['a JPEG renamed .png', 'retrato.png', 'jpeg'],
  ] as const)('refuses %s by its bytes', async (_name, name, kind) => {
    render(<PhotoUpload />);
    await user().upload(input(), photo(name, 10, kind));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '* El archivo es de un formato no permitido',
    );
    expect(screen.queryByRole('application')).not.toBeInTheDocument();
  });

  it('refuses files over the maximum, naming it in MB or KB', async () => {
    render(<PhotoUploadDemo />);
    await user().upload(input(), photo('retrato.JPG', 5 * MB + 1));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'El archivo excede el tamaño permitido (Máximo: 5MB)',
    );
    await user().upload(input('Foto del carné'), photo('carne.jpeg', 500 * 1024 + 1));
    expect(screen.getAllByRole('alert')[1]).toHaveTextContent(
      'El archivo excede el tamaño permitido (Máximo: 500KB)',
    );
  });

  it('goes pick -> crop -> finished and hands over the 164 px crop', async () => {
    const onChange = vi.fn();
    render(<PhotoUpload onChange={onChange} />);
    expect(screen.getByRole('button', { name: 'Elegir foto' })).toBeInTheDocument();
    await pickAndWaitForCrop();
    await user().click(screen.getByRole('button', { name: 'Recortar' }));
    expect(crop.cropImage).toHaveBeenCalledWith(
      expect.stringMatching(/^data:/),
      { x: 150, y: 0, size: 300 },
      'image/png',
    );
    expect(await screen.findByRole('img', { name: 'Foto de perfil recortada' })).toHaveAttribute(
      'src',
      CROPPED,
    );
    expect(screen.getByRole('button', { name: 'Cambiar foto' })).toHaveFocus();
    expect(onChange).toHaveBeenCalledWith({
      file: CROPPED,
      name: 'retrato.png',
      ext: 'png',
      size: 3,
    });
  });

  it('pans with the arrow keys and zooms with the slider or +/-', async () => {
    render(<PhotoUpload />);
    const area = await pickAndWaitForCrop('retrato.jpg');
    // The 300 px square fills the 240 px frame: 10 px per key press is 12.5 photo px.
    await user().keyboard('{ArrowLeft}{ArrowLeft}');
    await user().click(screen.getByRole('button', { name: 'Recortar' }));
    expect(crop.cropImage).toHaveBeenLastCalledWith(
      expect.any(String),
      { x: 175, y: 0, size: 300 },
      'image/jpeg',
    );
    await user().click(screen.getByRole('button', { name: 'Cambiar foto' }));
    await pickAndWaitForCrop('retrato.jpg');
    const zoom = screen.getByRole('slider', { name: 'Acercamiento' });
    zoom.focus();
    await user().keyboard('{End}');
    expect(zoom).toHaveAttribute('aria-valuetext', '300 %');
    screen.getByRole('application', { name: 'Área de recorte' }).focus();
    await user().keyboard('{-}{-}{-}{-}{-}{-}{-}{-}{-}{-}');
    expect(zoom).toHaveAttribute('aria-valuetext', '200 %');
    await user().click(screen.getByRole('button', { name: 'Recortar' }));
    expect(crop.cropImage).toHaveBeenLastCalledWith(
      expect.any(String),
      { x: 225, y: 75, size: 150 },
      'image/jpeg',
    );
    expect(area).not.toBeInTheDocument();
  });

  it('cancels the crop back to picking, focused on the pick button', async () => {
    render(<PhotoUpload />);
    await pickAndWaitForCrop();
    await user().click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(screen.getByRole('button', { name: 'Elegir foto' })).toHaveFocus();
    expect(crop.cropImage).not.toHaveBeenCalled();
  });

  it('treats a file that is not a readable image as a wrong format', async () => {
    vi.mocked(files.imageDimensions).mockRejectedValueOnce(new Error('broken'));
    render(<PhotoUpload />);
    await user().upload(input(), photo('roto.png'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '* El archivo es de un formato no permitido',
    );
  });

  it('demo shows the current photo and a disabled variant', () => {
    render(<PhotoUploadDemo />);
    expect(screen.getAllByRole('img', { name: 'Foto de perfil actual' })).toHaveLength(2);
    const disabled = screen.getByRole('group', { name: 'Foto bloqueada' });
    expect(within(disabled).getByRole('button', { name: 'Elegir foto' })).toBeDisabled();
  });
});
