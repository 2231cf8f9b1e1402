import { describe, expect, it } from 'vitest';
import { videoSource } from './videoSource';

describe('videoSource', () => {
  it.each([
    [
      'https://www.youtube.com/watch?v=cAmPuS00001',
      'YouTube',
      'https://www.youtube-nocookie.com/embed/cAmPuS00001?autoplay=1',
    ],
    [
      'https://youtu.be/cAmPuS00002',
      'YouTube',
      'https://www.youtube-nocookie.com/embed/cAmPuS00002?autoplay=1',
    ],
    [
      'https://m.youtube.com/shorts/abcDEF123',
      'YouTube',
      'https://www.youtube-nocookie.com/embed/abcDEF123?autoplay=1',
    ],
    ['https://vimeo.com/760000001', 'Vimeo', 'https://player.vimeo.com/video/760000001?autoplay=1'],
    [
      'https://www.dailymotion.com/video/x8abc',
      'Dailymotion',
      'https://www.dailymotion.com/embed/video/x8abc?autoplay=1',
    ],
    ['https://coub.com/view/2abc', 'Coub', 'https://coub.com/embed/2abc?autostart=true'],
  ])('embeds %s from %s', (link, host, src) => {
    expect(videoSource(link)).toEqual({ host, src });
  });

  it.each([
    'https://videos.example/watch?v=1',
    'https://www.youtube.com/watch?v=<script>',
    'javascript:alert(1)',
    'https://vimeo.com/channels/staff',
    'no es un link',
  ])('leaves %s as a link', (link) => {
    expect(videoSource(link)).toBeNull();
  });
});
