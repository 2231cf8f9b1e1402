export const INSERT_FILE = `INSERT INTO files (owner_id, purpose, name, extension, content_type,
    size, stored_as, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`;

export const FILE_BY_ID = `SELECT id, owner_id AS ownerId, purpose, name, extension,
    content_type AS contentType, size, stored_as AS storedAs
  FROM files WHERE id = ?`;
