import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { richTextTexts } from '../texts';
import RichTextEditor from './RichTextEditor';
import RichTextEditorDemo from './RichTextEditor.demo';

// jsdom has no layout; ProseMirror measures the caret to scroll it into view after each change.
const layout = { rects: Range.prototype.getClientRects, point: document.elementFromPoint };
beforeAll(() => {
  Range.prototype.getClientRects = () => [] as unknown as DOMRectList;
  Range.prototype.getBoundingClientRect = () => new DOMRect();
  document.elementFromPoint = () => null;
});
afterAll(() => {
  Range.prototype.getClientRects = layout.rects;
  document.elementFromPoint = layout.point;
});

const editorBox = (name = 'Comentario') => screen.getByRole('textbox', { name });
const leave = (box: HTMLElement) =>
  act(() => {
    box.focus();
    box.blur();
  });

describe('RichTextEditor', () => {
  it('names its editable region after the label and marks it multiline', () => {
    render(<RichTextEditor label="Comentario" required />);
    expect(editorBox()).toHaveAttribute('aria-multiline', 'true');
    expect(editorBox()).toHaveAttribute('aria-required', 'true');
  });

  it('counts plain-text characters, not HTML, against the default 250', () => {
    render(
      <RichTextEditor label="Comentario" value="<p><strong>Hola</strong> <em>mundo</em> 👍🏽</p>" />,
    );
    expect(screen.getByText('12 / 250')).toBeInTheDocument();
  });

  it('takes its limits from min and max', () => {
    render(<RichTextEditor label="Comentario" value="<p>Hola</p>" min={5} max={10} />);
    expect(screen.getByText('4 / 10')).toBeInTheDocument();
    leave(editorBox());
    expect(screen.getByText(richTextTexts.minLength)).toBeInTheDocument();
  });

  it('shows the required message only once the field was left', () => {
    render(<RichTextEditor label="Comentario" required />);
    expect(screen.queryByText('* El campo es requerido.')).not.toBeInTheDocument();
    expect(editorBox()).toHaveAttribute('aria-invalid', 'false');
    leave(editorBox());
    expect(screen.getByText('* El campo es requerido.')).toBeInTheDocument();
    expect(editorBox()).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows the minimum-length message under 3 characters', () => {
    render(<RichTextEditor label="Comentario" value="<p>Ok</p>" />);
    leave(editorBox());
    expect(screen.getByText('* Longitud mínima no alcanzada.')).toBeInTheDocument();
  });

  it('shows the maximum-length message past 250 characters when touched', () => {
    render(<RichTextEditor label="Comentario" value={`<p>${'a'.repeat(251)}</p>`} touched />);
    expect(screen.getByText('251 / 250')).toBeInTheDocument();
    expect(screen.getByText('* Longitud máxima alcanzada.')).toBeInTheDocument();
  });

  it('shows no message for a valid text', () => {
    render(<RichTextEditor label="Comentario" value="<p>Buen trabajo</p>" required touched />);
    expect(editorBox()).toHaveAttribute('aria-invalid', 'false');
    expect(screen.queryByText(/^\* /)).not.toBeInTheDocument();
  });

  it('labels its toolbar in Spanish', () => {
    render(<RichTextEditor label="Comentario" />);
    for (const name of Object.values(richTextTexts.toolbar)) {
      expect(screen.getByRole('button', { name })).toBeEnabled();
    }
    expect(Object.values(richTextTexts.toolbar)).toEqual([
      'Negrita',
      'Cursiva',
      'Lista con viñetas',
      'Lista numerada',
      'Enlace',
      'Insertar emoji',
      'Insertar imagen',
    ]);
  });

  it('inserts an emoji chosen with the keyboard and emits sanitised HTML', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <RichTextEditor
        label="Comentario"
        value='<p>Hola</p><img src="http://inseguro.example/foto.png" alt="externa">'
        onChange={onChange}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Insertar emoji' }));
    const grid = screen.getByRole('group', { name: 'Emojis' });
    expect(within(grid).getAllByRole('button')[0]).toHaveFocus();
    await user.keyboard('{ArrowRight}{ArrowDown}');
    expect(within(grid).getByRole('button', { name: 'Cara con ojos de corazón' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('group', { name: 'Emojis' })).not.toBeInTheDocument();
    const [html, change] = onChange.mock.lastCall!;
    expect(html).toContain('😍');
    expect(html).not.toContain('inseguro.example');
    expect(change).toEqual({ length: 5, error: null });
  });

  it('closes the emoji picker with Escape and returns focus to its button', async () => {
    const user = userEvent.setup();
    render(<RichTextEditor label="Comentario" />);
    await user.click(screen.getByRole('button', { name: 'Insertar emoji' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('group', { name: 'Emojis' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Insertar emoji' })).toHaveFocus();
  });

  it('inserts an allowed image picked through the labelled file input', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<RichTextEditor label="Comentario" value="<p>Mira</p>" onChange={onChange} />);
    const png = new File([new Uint8Array([137, 80, 78, 71])], 'foto.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText('Elegir imagen'), png);
    expect(await within(editorBox()).findByRole('img', { name: 'foto.png' })).toBeInTheDocument();
    expect(onChange.mock.lastCall![0]).toContain('src="data:image/png;base64,');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('refuses images of other types with a message', async () => {
    const user = userEvent.setup({ applyAccept: false });
    render(<RichTextEditor label="Comentario" />);
    const webp = new File(['x'], 'foto.webp', { type: 'image/webp' });
    await user.upload(screen.getByLabelText('Elegir imagen'), webp);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'El archivo es de un formato no permitido.',
    );
    expect(within(editorBox()).queryByRole('img')).not.toBeInTheDocument();
  });

  it('is read-only with its toolbar disabled when disabled', () => {
    render(<RichTextEditor label="Comentario" value="<p>Fijo</p>" disabled />);
    expect(editorBox()).toHaveAttribute('contenteditable', 'false');
    expect(screen.getByRole('button', { name: 'Negrita' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Insertar emoji' })).toBeDisabled();
  });

  it('demo shows the editors and a sanitised preview', () => {
    render(<RichTextEditorDemo />);
    for (const name of ['Comentario', 'Anuncio', 'Observaciones']) {
      expect(screen.getByRole('textbox', { name })).toBeInTheDocument();
    }
    expect(screen.getAllByText('Informe en PDF')).toHaveLength(2);
  });
});
