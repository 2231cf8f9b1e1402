import MailOutlined from '@mui/icons-material/MailOutlined';
import { hexToRgb, ThemeProvider } from '@mui/material/styles';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createCampusTheme } from '../theme';
import { badgeTexts } from '../texts';
import Badge, { BADGE_MAX } from './Badge';
import BadgeDemo from './Badge.demo';

const renderBadge = (props: Partial<Parameters<typeof Badge>[0]>) =>
  render(
    <Badge aria-label="Mensajes" {...props}>
      <MailOutlined />
    </Badge>,
  );

const theme = createCampusTheme('HZT', 'light');

const badge = () => screen.getByRole('img', { name: 'Mensajes' });

describe('Badge', () => {
  it('shows the count as is up to 9', () => {
    renderBadge({ content: BADGE_MAX });
    expect(BADGE_MAX).toBe(9);
    expect(badge()).toHaveTextContent(/^9$/);
  });

  it("shows '9+' above 9 (spec §9)", () => {
    renderBadge({ content: 10 });
    expect(badge()).toHaveTextContent(badgeTexts.overflow);
    expect(badgeTexts.overflow).toBe('9+');
  });

  it('follows a custom max', () => {
    renderBadge({ content: 120, max: 99 });
    expect(badge()).toHaveTextContent(/^99\+$/);
  });

  it('hides a zero count unless showZero', () => {
    const { unmount } = renderBadge({ content: 0 });
    expect(badge()).toHaveTextContent(/^$/);
    unmount();
    renderBadge({ content: 0, showZero: true });
    expect(badge()).toHaveTextContent(/^0$/);
  });

  it('is red by default and takes a palette colour', () => {
    render(
      <ThemeProvider theme={theme}>
        <Badge content={3}>
          <MailOutlined />
        </Badge>
        <Badge content={4} color="primary">
          <MailOutlined />
        </Badge>
      </ThemeProvider>,
    );
    const background = (count: string) => getComputedStyle(screen.getByText(count)).backgroundColor;
    expect(background('3')).toBe(hexToRgb(theme.palette.error.main));
    expect(background('4')).toBe(hexToRgb(theme.palette.primary.main));
  });

  it('draws a dot without a number', () => {
    renderBadge({ content: 4, variant: 'dot' });
    expect(badge()).toHaveTextContent(/^$/);
  });

  it('reads as plain text without a label, for use inside a named button', () => {
    render(
      <button type="button" aria-label="Notificaciones, 4 sin leer">
        <Badge content={4}>
          <MailOutlined />
        </Badge>
      </button>,
    );
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    const button = screen.getByRole('button', { name: 'Notificaciones, 4 sin leer' });
    expect(within(button).getByText('4')).toBeInTheDocument();
  });

  it('demo announces each badge by its label', () => {
    render(<BadgeDemo />);
    expect(screen.getByRole('img', { name: '12 notificaciones sin leer' })).toHaveTextContent('9+');
    expect(screen.getByRole('img', { name: 'Sin mensajes nuevos' })).toHaveTextContent(/^$/);
  });
});
