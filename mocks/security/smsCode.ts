import { createHash, randomInt } from 'node:crypto';

// spec §5 and §9: SMS codes have 6 digits. Both the procedures' codes and the phone check's
// are stored only as a hash and shown to the user only as a masked number.
export const SMS_CODE_DIGITS = 6;

/** A new code, uniformly drawn. */
export const newSmsCode = () =>
  String(randomInt(0, 10 ** SMS_CODE_DIGITS)).padStart(SMS_CODE_DIGITS, '0');

export const hashSmsCode = (code: string) => createHash('sha256').update(code).digest('hex');

/** 987654321 -> 9*****321. */
export const maskPhone = (phone: string) =>
  `${phone[0]}${'*'.repeat(phone.length - 4)}${phone.slice(-3)}`;
