import { describe, expect, it } from 'vitest';
import { attachedToFile } from './readFile';

describe('attachedToFile', () => {
  it('turns a data URL back into the same bytes, type and name', async () => {
    const file = attachedToFile({ file: 'data:application/pdf;base64,JVBERi0=', name: 'dni.pdf' });
    expect(file.name).toBe('dni.pdf');
    expect(file.type).toBe('application/pdf');
    expect(new TextDecoder().decode(await file.arrayBuffer())).toBe('%PDF-');
  });
});
