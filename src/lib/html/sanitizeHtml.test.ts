import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitizeHtml';

describe('sanitizeHtml', () => {
  it('strips script elements and their content', () => {
    expect(sanitizeHtml('<p>Hola</p><script>alert(1)</script>')).toBe('<p>Hola</p>');
  });

  it('strips on* event handlers', () => {
    expect(sanitizeHtml('<p onclick="alert(1)" onmouseover="x()">Hola</p>')).toBe('<p>Hola</p>');
  });

  it('strips javascript: URLs from links', () => {
    const html = sanitizeHtml('<a href="javascript:alert(1)">clic</a>');
    expect(html).not.toContain('javascript:');
    expect(html).toContain('clic');
  });

  it('drops elements outside the editor formatting', () => {
    expect(sanitizeHtml('<iframe src="https://a.test"></iframe><style>p{}</style><p>ok</p>')).toBe(
      '<p>ok</p>',
    );
  });

  it('keeps formatting, lists and mentions', () => {
    const html =
      '<p><strong>Negrita</strong> <em>cursiva</em> <u>sub</u> <s>tachado</s></p>' +
      '<ul><li>uno</li></ul><ol><li>dos</li></ol><blockquote><p>cita</p></blockquote>' +
      '<p><span data-type="mention" data-id="7" data-label="Ana Ríos">@Ana Ríos</span></p>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('keeps links, opening them in a new tab with rel noopener', () => {
    const html = sanitizeHtml('<a href="https://campus.example/ayuda" rel="opener">Ayuda</a>');
    const box = document.createElement('div');
    box.innerHTML = html;
    const link = box.querySelector('a');
    expect(link).toHaveAttribute('href', 'https://campus.example/ayuda');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('keeps images from https and from data URLs of the allowed image types', () => {
    const https = '<img src="https://cdn.example/foto.png" alt="Foto">';
    const data = '<img src="data:image/png;base64,iVBORw0KGgo=" alt="Subida">';
    expect(sanitizeHtml(https)).toBe(https);
    expect(sanitizeHtml(data)).toBe(data);
  });

  it('removes images from other sources', () => {
    for (const src of [
      'http://cdn.example/foto.png',
      'data:text/html;base64,PHNjcmlwdD4=',
      'javascript:alert(1)',
      '/relativa.png',
    ]) {
      expect(sanitizeHtml(`<p>a<img src="${src}" alt="x">b</p>`)).toBe('<p>ab</p>');
    }
  });

  it('leaves other DOMPurify users untouched', async () => {
    const { default: DOMPurify } = await import('dompurify');
    sanitizeHtml('<a href="https://a.example">a</a>');
    expect(DOMPurify.sanitize('<a href="https://a.example">a</a>')).toBe(
      '<a href="https://a.example">a</a>',
    );
  });
});
