import { useState } from 'react';
import { isDuplicate, type AttachedFile } from '@/lib/files';
import { toast } from '@/lib/toast';
import { fileInputTexts } from '../texts';
import { checkFile, type FileRules } from './checkFile';

export interface Rejection {
  message: string;
  hint?: string;
}

interface AttachOptions {
  value: readonly AttachedFile[];
  onChange: (files: AttachedFile[]) => void;
  multiple: boolean;
  maxFiles: number;
  rules: FileRules;
}

/** Checks and reads picked files, adding (multiple) or replacing (single) the attached ones. */
export function useAttachFiles({ value, onChange, multiple, maxFiles, rules }: AttachOptions) {
  const [reading, setReading] = useState(false);
  const [rejection, setRejection] = useState<Rejection | null>(null);

  async function attach(picked: readonly File[]) {
    if (picked.length === 0) return;
    setRejection(null);
    setReading(true);
    const next = multiple ? [...value] : [];
    let lastRejection: Rejection | null = null;
    try {
      for (const file of multiple ? picked : picked.slice(0, 1)) {
        // spec §8: beyond the maximum the file is refused with a toast, not a field error.
        if (multiple && next.length >= maxFiles) {
          toast.show({ type: 'warning', detail: fileInputTexts.maxFiles });
          break;
        }
        const result = await checkFile(file, rules);
        if (!result.ok) lastRejection = { message: result.message, hint: result.hint };
        else if (!isDuplicate(next, result.attached)) next.push(result.attached);
      }
    } finally {
      setReading(false);
    }
    setRejection(lastRejection);
    if (multiple ? next.length !== value.length : next.length > 0) onChange(next);
  }

  return { reading, rejection, attach, clearRejection: () => setRejection(null) };
}
