import { expect } from 'vitest';
import { DEMO_PASSWORD } from '../seed/demoAccounts.ts';
import { TINY_PDF } from './multipart.ts';

/** Base URL of a service behind `prism proxy --errors`, given by scripts/test-contract.mjs. */
export function serviceUrl(service: string): string {
  const name = `CONTRACT_${service.toUpperCase().replace(/-/g, '_')}_URL`;
  const url = process.env[name];
  if (!url)
    throw new Error(`${name} is not set: run the contract tests with 'npm run test:contract'.`);
  return url;
}

export interface ContractResponse {
  status: number;
  body: { results: unknown; messagePublic?: string };
}

/**
 * Calls an operation through Prism and checks it succeeded: Prism answers a request or response
 * that breaks the spec with an error and an `sl-violations` header naming what broke.
 */
export async function callOk(
  service: string,
  path: string,
  options: { method?: string; token?: string; body?: unknown } = {},
): Promise<ContractResponse> {
  const response = await fetch(`${serviceUrl(service)}${path}`, {
    method: options.method ?? 'GET',
    headers: {
      ...(options.token && { authorization: `Bearer ${options.token}` }),
      ...(options.body !== undefined && { 'content-type': 'application/json' }),
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  expect(response.headers.get('sl-violations'), text).toBeNull();
  expect(response.status, text).toBe(200);
  return { status: response.status, body: JSON.parse(text) };
}

/** Downloads a PDF operation's answer through Prism and checks it succeeded within the spec. */
export async function downloadOk(service: string, path: string, token: string): Promise<void> {
  const response = await fetch(`${serviceUrl(service)}${path}`, {
    headers: { authorization: `Bearer ${token}`, accept: 'application/pdf' },
  });
  expect(response.headers.get('sl-violations')).toBeNull();
  expect(response.status).toBe(200);
}

/**
 * Uploads a small PDF through Prism for `tipo` (archivo/subir) and answers its id. A PDF: Prism
 * passes a multipart body on as text, which binary bytes such as a PNG's would not survive.
 */
export async function uploadPdfOk(token: string, tipo: string, name: string): Promise<number> {
  const form = new FormData();
  form.append('tipo', tipo);
  form.append(
    'archivo',
    new Blob([new Uint8Array(TINY_PDF)], {
      type: 'application/pdf',
    }),
    name,
  );
  const response = await fetch(`${serviceUrl('main')}/archivo/subir`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const text = await response.text();
  expect(response.headers.get('sl-violations'), text).toBeNull();
  expect(response.status, text).toBe(200);
  return (JSON.parse(text) as { results: { idArchivo: number } }).results.idArchivo;
}

export async function loginAs(
  usuario: string,
  clave = DEMO_PASSWORD,
): Promise<{ token: string; idUsuario: number }> {
  const { body } = await callOk('main', '/auth/login', {
    method: 'POST',
    body: { usuario, clave },
  });
  const results = body.results as { token: string; usuario: { idUsuario: number } };
  return { token: results.token, idUsuario: results.usuario.idUsuario };
}

/** The contract run's "now": its demo API's clock stands still there (scripts/test-contract.mjs). */
export const contractNow = () => Number(process.env.CONTRACT_NOW ?? Date.now());
