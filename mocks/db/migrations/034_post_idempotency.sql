-- Publishing carries an idempotency key, as filing a procedure does (issue 31): a double click or
-- a retry after a lost answer publishes one post. Posts written before (and seeded ones) have none.
ALTER TABLE posts ADD COLUMN idempotency_key TEXT;
CREATE UNIQUE INDEX posts_idempotency ON posts (author_id, idempotency_key)
  WHERE idempotency_key IS NOT NULL;
