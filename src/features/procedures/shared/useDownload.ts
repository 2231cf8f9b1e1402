import { useState } from 'react';
import { saveFile } from '@/lib/files';
import { toast } from '@/lib/toast';
import { texts } from '../texts';

/**
 * Downloads a file a procedure call answers (an attachment, an issued document) and hands it to
 * the browser; a failure says so and can be tried again.
 */
export function useDownload() {
  const [pending, setPending] = useState<string | null>(null);
  const download = async (key: string, fileName: string, fetchFile: () => Promise<Blob>) => {
    setPending(key);
    try {
      const blob = await fetchFile();
      saveFile(blob, blob instanceof File ? blob.name : fileName);
    } catch {
      toast.show({ type: 'error', detail: texts.downloadFailed });
    } finally {
      setPending(null);
    }
  };
  return { download, pending };
}
