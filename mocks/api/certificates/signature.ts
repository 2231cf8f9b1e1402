import { createHash, createPrivateKey, createPublicKey, sign, verify } from 'node:crypto';
import { limaDay } from '../limaDay.ts';
import type { StoredCertificate } from './record.ts';

// What makes a certificate verifiable offline: its QR code carries an Ed25519 signature of what
// the certificate states, which anyone holding the institute's public key (parameter
// CERTIFICADOS_CLAVE_PUBLICA, README) checks against the printed PDF without calling the campus.
// Revocation still needs the online verification. The demo signs with a key derived from a fixed
// phrase: a real backend keeps its private key out of its code.

const PKCS8_ED25519_PREFIX = Buffer.from('302e020100300506032b657004220420', 'hex');
const DEMO_SEED = createHash('sha256').update('Campus demo: firma de certificados').digest();
const privateKey = createPrivateKey({
  key: Buffer.concat([PKCS8_ED25519_PREFIX, DEMO_SEED]),
  format: 'der',
  type: 'pkcs8',
});

/** The institute's public key, SPKI DER in base64: what an offline verifier needs. */
export const CERTIFICATE_PUBLIC_KEY = createPublicKey(privateKey)
  .export({ format: 'der', type: 'spki' })
  .toString('base64');

/** The statement signed: code|holder|document|programme|credits|issue day, as printed. */
export const signedStatement = (row: StoredCertificate) =>
  [
    row.code,
    row.holderName,
    `${row.documentType} ${row.documentNumber}`,
    row.programme,
    String(row.credits),
    limaDay(row.issuedAt),
  ].join('|');

/** The certificate's signature, base64url. */
export const signCertificate = (row: StoredCertificate) =>
  sign(null, Buffer.from(signedStatement(row)), privateKey).toString('base64url');

/** Whether `signature` signs `statement` under the public key (SPKI DER, base64). */
export const verifyStatement = (statement: string, signature: string, publicKey: string) =>
  verify(
    null,
    Buffer.from(statement),
    createPublicKey({ key: Buffer.from(publicKey, 'base64'), format: 'der', type: 'spki' }),
    Buffer.from(signature, 'base64url'),
  );
