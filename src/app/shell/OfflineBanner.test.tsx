import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as offline from '@/lib/offline';
import OfflineBanner from './OfflineBanner';

afterEach(() => vi.restoreAllMocks());

const showing = (state: offline.OfflineState) => {
  vi.spyOn(offline, 'useOffline').mockReturnValue(state);
  render(<OfflineBanner />);
};

describe('OfflineBanner', () => {
  it('says nothing while online with fresh answers', () => {
    showing({ online: true, copySavedAt: null });
    expect(screen.queryByRole('status')).toBeNull();
  });

  it("ends the sentence with the time's own 'p. m.', never with two dots", () => {
    // 18:22 UTC is 1:22 p. m. in Lima, the campus's time.
    showing({ online: false, copySavedAt: new Date('2026-12-06T18:22:00Z') });
    expect(screen.getByRole('status')).toHaveTextContent(
      /^Sin conexión\. Estás viendo una copia guardada el 06\/12\/2026 1:22 p\. m\.$/,
    );
  });

  it('says what will happen when there is no saved copy', () => {
    showing({ online: false, copySavedAt: null });
    expect(screen.getByRole('status')).toHaveTextContent(
      'Sin conexión. Lo que ves se actualizará cuando vuelvas a tener conexión.',
    );
  });
});
