import { describe, expect, it } from 'vitest';
import { MAX_FILE_NAME_LENGTH, uploadTexts } from '@/lib/files/fileName';
import { cvError } from '../CvDropzone/cvRules';
import { checkFile } from './checkFile';

describe('checkFile, as the demo API checks an upload', () => {
  it('says an empty file is empty, not of a wrong format', async () => {
    expect(await checkFile(new File([], 'acta.pdf'), { extensions: ['pdf'] })).toEqual({
      ok: false,
      message: uploadTexts.empty,
    });
    expect(cvError(new File([], 'cv.pdf'))).toBe(uploadTexts.empty);
    expect(await checkFile(new File(['%'], 'acta.pdf'), { extensions: ['pdf'] })).toMatchObject({
      ok: true,
    });
  });

  it('keeps the name the demo API will store', async () => {
    const check = await checkFile(new File(['%'], `${'a'.repeat(5000)}.pdf`), {
      extensions: ['pdf'],
    });
    expect(check.ok && check.attached.name).toBe(`${'a'.repeat(MAX_FILE_NAME_LENGTH - 4)}.pdf`);
  });
});
