// SQL of who reads a procedure request and what staff see of its requester.

import { visibleContactSql } from '../../db/visibleContact.sql.ts';

/** Whether a user manages any procedure area. */
export const MANAGES_ANY_SQL = `SELECT EXISTS (SELECT 1 FROM procedure_area_managers
  WHERE user_id = :userId) AS manages`;

/** A user's phone and mail as their privacy settings let staff see them (positional: the user). */
export const REQUESTER_CONTACT_SQL = `SELECT ${visibleContactSql('u')} FROM users u WHERE u.id = ?`;
