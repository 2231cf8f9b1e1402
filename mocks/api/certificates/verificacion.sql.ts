// SQL of the public verification of sworn statements (certificates are read by stored.sql.ts).

import { fullNameSql } from '../../db/fullName.sql.ts';

export const STATEMENT_SQL = `SELECT s.code, ${fullNameSql('u')} AS holder, s.subject, s.issued_at AS issuedAt,
    s.revoked_at AS revokedAt
  FROM sworn_statements s JOIN users u ON u.id = s.user_id WHERE s.code = :code`;
