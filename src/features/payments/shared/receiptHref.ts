import type { ComprobanteRef } from '@generated/main/model';
import { paths } from '@/routes';

/** The receipt's page: /estudiantes/pagos/comprobante/{boleta|factura}/{serie}/{número}. */
export const receiptHref = (receipt: ComprobanteRef) =>
  paths.estudiantes_pagos_comprobante.getHref({
    slug: receipt.tipo.toLowerCase(),
    slug2: receipt.serie,
    slug3: receipt.numero,
  });
