import type { DatabaseSync } from 'node:sqlite';
import { queryOne, queryOneOrThrow } from '../../db/query.ts';
import { badRequest } from '../errors.ts';
import {
  COMMENT_BY_KEY_SQL,
  FREE_FILE_SQL,
  INSERT_ATTACHMENT_SQL,
  INSERT_COMMENT_SQL,
} from './ticket.sql.ts';
import { supportTexts as t } from './texts.ts';

/** What a ticket's attachment may be (contract): a PDF, JPG or PNG of up to 5 MB. */
const ATTACHMENT_TYPES = new Set(['application/pdf', 'image/jpeg', 'image/png']);
export const ATTACHMENT_MAX_BYTES = 5 * 1024 * 1024;

export interface NewComment {
  ticketId: number;
  authorId: number;
  isStaff: boolean;
  body: string;
  key: string | null;
  fileIds: readonly number[];
  now: number;
}

/**
 * Adds a comment with its attachments, each the author's own free upload whose bytes (as
 * `archivo/subir` found them) make a PDF, JPG or PNG within 5 MB. Returns null when the same key
 * already added one (the caller answers the ticket as it is), else the new comment's id.
 */
export function addComment(db: DatabaseSync, comment: NewComment): number | null {
  const { ticketId, authorId, key } = comment;
  if (key && queryOne(db, COMMENT_BY_KEY_SQL, { ticketId, authorId, key })) return null;
  for (const fileId of comment.fileIds) {
    const file = queryOne<{ contentType: string; size: number }>(db, FREE_FILE_SQL, {
      fileId,
      ownerId: authorId,
    });
    if (!file) throw badRequest({ adjuntos: [t.notYourFile] });
    if (!ATTACHMENT_TYPES.has(file.contentType) || file.size > ATTACHMENT_MAX_BYTES)
      throw badRequest({ adjuntos: [t.fileKind] });
  }
  const { id } = queryOneOrThrow<{ id: number }>(db, INSERT_COMMENT_SQL, {
    ticketId,
    authorId,
    isStaff: comment.isStaff ? 1 : 0,
    body: comment.body,
    now: comment.now,
    key,
  });
  const attach = db.prepare(INSERT_ATTACHMENT_SQL);
  for (const fileId of comment.fileIds) attach.run({ commentId: id, fileId });
  return id;
}
