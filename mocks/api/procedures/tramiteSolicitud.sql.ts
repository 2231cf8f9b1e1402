// SQL of the request operations that are not the shared request reads of requests.sql.ts.

/** One of the owner's procedure uploads that no request has attached yet. */
export const UNATTACHED_UPLOAD_SQL = `SELECT id FROM files
  WHERE id = :id AND owner_id = :ownerId AND purpose = 'ADJUNTO_TRAMITE'
    AND NOT EXISTS (SELECT 1 FROM procedure_attachments a WHERE a.file_id = files.id)`;
