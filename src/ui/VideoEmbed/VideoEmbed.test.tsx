import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import VideoEmbed from './VideoEmbed';

describe('VideoEmbed', () => {
  it('loads the player only when the reader plays it', async () => {
    render(<VideoEmbed link="https://youtu.be/cAmPuS00009" />);
    expect(screen.queryByTitle('Video de YouTube')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Reproducir el video de YouTube' }));
    const player = screen.getByTitle('Video de YouTube');
    expect(player).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/cAmPuS00009?autoplay=1',
    );
  });

  it('leaves a link of a host this place does not embed, or of none, as a link', () => {
    const { unmount } = render(
      <VideoEmbed link="https://www.dailymotion.com/video/x8abc" hosts={['YouTube', 'Vimeo']} />,
    );
    expect(screen.getByRole('link', { name: 'Ver el video' })).toHaveAttribute(
      'href',
      'https://www.dailymotion.com/video/x8abc',
    );
    expect(screen.queryByRole('button')).toBeNull();
    unmount();

    render(<VideoEmbed link="https://vimeo.com/76979871" hosts={['YouTube', 'Vimeo']} />);
    expect(
      screen.getByRole('button', { name: 'Reproducir el video de Vimeo' }),
    ).toBeInTheDocument();
  });
});
