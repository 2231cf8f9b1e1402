-- The contract gives an option's image as a path on the service's base, as a post's rutaImagen;
-- the seed had stored it with the base already in front, so the client asked for
-- /api/main/api/main/... and every picture failed (issue 32).
UPDATE elective_options SET image_url = substr(image_url, length('/api/main') + 1)
  WHERE image_url LIKE '/api/main/%';
