-- The external origins a notification's link may lead to (issue 55): any other host is refused,
-- whoever sends it, so the campus's notifications cannot point at a look-alike sign-in page.
INSERT INTO parameters (brand_id, clave, valor, valor2, descripcion, sistema) VALUES
  (NULL, 'NOTIFICACION_ORIGENES_EXTERNOS', 'https://pagos.campus.example,https://biblioteca.campus.example', NULL,
    'Orígenes externos (separados por comas, como https://biblioteca.campus.example) a los que puede llevar el enlace de una notificación.', 1);
