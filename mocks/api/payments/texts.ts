// The Spanish texts of the payment operations and their PDFs (ours: the spec names none).

export const paymentTexts = {
  paid: 'Tu pago fue confirmado. Ya puedes descargar tu comprobante.',
  alreadyPaid: 'Esta cuota ya está pagada.',
  channelOutside: 'Este canal se paga fuera del campus. Sigue sus instrucciones.',
  channelUnknown: 'El canal de pago no existe o ya no está disponible.',
  rucInvalid: 'El RUC no es válido.',
  rescheduled: 'Registramos tu compromiso de pago.',
  notOverdue: 'Solo puedes reagendar una cuota vencida o que vence en los próximos 7 días.',
  alreadyRescheduled: 'Ya registraste un compromiso de pago para esta cuota.',
  dateRange: (first: string, last: string) => `Elige una fecha entre el ${first} y el ${last}.`,
  keyUsed: 'Esta solicitud ya se registró para otra cuota. Recarga la página.',
  reported: 'Registramos tu reporte. El área revisará tu voucher.',
  alreadyReported: 'Ya reportaste un problema con el pago de esta cuota.',
  paymentDay: 'La fecha del pago no puede ser futura ni anterior al periodo.',
  voucherMissing: 'Sube el voucher del pago.',
  voucherFormat: 'El voucher debe ser un PDF, JPG o PNG de hasta 5 MB.',
  tooManyLookups: (seconds: number) =>
    `Hiciste demasiadas consultas. Espera ${seconds} segundos e inténtalo nuevamente.`,
  receipt: {
    BOLETA: 'BOLETA DE VENTA ELECTRÓNICA',
    FACTURA: 'FACTURA ELECTRÓNICA',
    ruc: (ruc: string) => `RUC ${ruc}`,
    issued: (day: string) => `Fecha de emisión: ${day}`,
    customer: (type: string, number: string, name: string) =>
      `Cliente: ${name} (${type} ${number})`,
    concept: 'Concepto',
    amount: 'Importe',
    discount: 'Descuentos y becas',
    lateCharge: 'Mora',
    total: 'Total pagado',
    taxNote: 'Operación exonerada del IGV (servicios educativos).',
    paidBy: (channel: string, reference: string) =>
      `Pagado por ${channel} · Operación ${reference}`,
    footer:
      'Representación impresa del comprobante electrónico. Consulta su validez con el código QR.',
  },
} as const;
