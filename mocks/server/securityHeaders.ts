import { externalOrigins, type RuntimeConfig } from './runtimeConfig.ts';

/**
 * Headers sent with every response of the campus server. Styles allow 'unsafe-inline' because
 * MUI/emotion injects style tags at runtime; scripts stay 'self' only.
 */
export function securityHeaders(config: RuntimeConfig): Record<string, string> {
  const policy = [
    "default-src 'self'",
    "script-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
    "img-src 'self' data: blob: https:",
    // The feed's video players (src/ui/VideoEmbed), loaded on the reader's click.
    'frame-src https://www.youtube-nocookie.com https://player.vimeo.com https://www.dailymotion.com https://coub.com',
    "style-src 'self' 'unsafe-inline'",
    "font-src 'self' data:",
    ["connect-src 'self'", ...externalOrigins(config)].join(' '),
  ].join('; ');
  return {
    'content-security-policy': policy,
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
  };
}
