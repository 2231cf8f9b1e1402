import { screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { queryClientWithParameters, testParameter } from '@/test/parameters';
import { renderWithProviders } from '@/test/renderWithProviders';
import * as speed from './measureSpeed';
import PoorConnectionNotice from './PoorConnectionNotice';

// The measurement itself is measureSpeed.test.ts's: here it answers what each case needs. A spy,
// not a module mock: the file shares its worker's modules (src/test/unitProjects.ts).
let measureSpeed: MockInstance<typeof speed.measureSpeed>;

const NOTICE = 'Tu conexión a internet es inestable.';

/** The notice as 'Mis clases' holds it: enabled while the modal is open ('alternar'). */
function Modal() {
  const [enabled, setEnabled] = useState(false);
  return (
    <>
      <button onClick={() => setEnabled((value) => !value)}>alternar</button>
      <PoorConnectionNotice enabled={enabled} />
    </>
  );
}

/**
 * Opens it under a brand whose threshold is `threshold` Mbps and a line measuring `mbps`;
 * resolves once the measurement has answered.
 */
async function openMeasuring(threshold: string, mbps: number | null) {
  measureSpeed.mockResolvedValue(mbps);
  const queryClient = queryClientWithParameters('student', [
    testParameter('EVA_VELOCIDAD_MINIMA', threshold),
  ]);
  const view = renderWithProviders(<Modal />, { user: 'student', queryClient });
  const toggle = screen.getByRole('button', { name: 'alternar' });
  expect(measureSpeed).not.toHaveBeenCalled();
  await view.user.click(toggle);
  await waitFor(() => expect(measureSpeed).toHaveBeenCalled());
  await waitFor(() => expect(queryClient.isFetching()).toBe(0));
  return { ...view, toggle };
}

beforeEach(() => {
  measureSpeed = vi.spyOn(speed, 'measureSpeed').mockResolvedValue(null);
});

describe('PoorConnectionNotice (spec §5)', () => {
  it("warns under the brand's threshold (EVA_VELOCIDAD_MINIMA), measuring with it", async () => {
    await openMeasuring('5', 4.99);
    expect(await screen.findByRole('status')).toHaveTextContent(NOTICE);
    expect(measureSpeed).toHaveBeenCalledExactlyOnceWith(5);
  });

  it('says nothing at the threshold, above it, or when the test could not run', async () => {
    for (const mbps of [5, 80, null]) {
      const { unmount } = await openMeasuring('5', mbps);
      expect(screen.queryByText(NOTICE), String(mbps)).not.toBeInTheDocument();
      unmount();
      measureSpeed.mockClear();
    }
  });

  it('tests once a session, however often it is opened, and shows only while open', async () => {
    const { user, toggle } = await openMeasuring('3', 1.2);
    expect(await screen.findByText(NOTICE)).toBeInTheDocument();
    await user.click(toggle);
    expect(screen.queryByText(NOTICE)).not.toBeInTheDocument();
    await user.click(toggle);
    expect(screen.getByText(NOTICE)).toBeInTheDocument();
    expect(measureSpeed).toHaveBeenCalledExactlyOnceWith(3);
  });
});
