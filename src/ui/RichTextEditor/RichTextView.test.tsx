import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import RichTextView from './RichTextView';

describe('RichTextView', () => {
  it('renders the formatting of the HTML it is given', () => {
    render(<RichTextView html="<p><strong>Importante</strong></p><ul><li>Traer DNI</li></ul>" />);
    expect(screen.getByText('Importante').tagName).toBe('STRONG');
    expect(screen.getByRole('listitem')).toHaveTextContent('Traer DNI');
  });

  it('sanitises before rendering: no scripts, handlers or javascript: links', () => {
    const { container } = render(
      <RichTextView
        html={
          '<p onclick="robar()">Hola</p><script>robar()</script>' +
          '<a href="javascript:robar()">trampa</a><img src="x" onerror="robar()" alt="rota">'
        }
      />,
    );
    expect(container.innerHTML).not.toMatch(/script|onclick|onerror|javascript:/);
    expect(screen.getByText('Hola')).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('opens links in a new tab without handing over the window', () => {
    render(<RichTextView html='<p><a href="https://campus.example">Aula</a></p>' />);
    const link = screen.getByRole('link', { name: 'Aula' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });
});
