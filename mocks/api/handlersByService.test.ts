// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { handlersByService } from './handlersByService.ts';
import { readSpec, type ServiceSpec } from './spec.ts';

const spec = (service: string, ...operationIds: string[]): ServiceSpec =>
  readSpec(service, {
    paths: Object.fromEntries(
      operationIds.map((operationId) => [
        `/${operationId}`,
        { get: { operationId, 'x-campus-roles': ['alumno'], responses: { 200: {} } } },
      ]),
    ),
  });
const handler = () => null;

describe('assembling the handler modules by service', () => {
  it('gives each operation to the service that declares it, and an empty map to one without', () => {
    const byService = handlersByService(
      [spec('main', 'a', 'b'), spec('notifications', 'c'), spec('chatbot')],
      [
        { name: 'uno', area: 'test', handlers: { a: handler, c: handler } },
        { name: 'dos', area: 'test', handlers: { b: handler } },
      ],
    );
    expect(Object.keys(byService.main!)).toEqual(['a', 'b']);
    expect(Object.keys(byService.notifications!)).toEqual(['c']);
    expect(byService.chatbot).toEqual({});
  });

  it('refuses two modules handling one operation', () => {
    expect(() =>
      handlersByService(
        [spec('main', 'a')],
        [
          { name: 'uno', area: 'test', handlers: { a: handler } },
          { name: 'dos', area: 'test', handlers: { a: handler } },
        ],
      ),
    ).toThrow(/a is handled by both uno\.ts and dos\.ts/);
  });

  it('refuses a handler of an operation no spec declares', () => {
    expect(() =>
      handlersByService(
        [spec('main', 'a')],
        [{ name: 'uno', area: 'test', handlers: { a: handler, z: handler } }],
      ),
    ).toThrow(/uno\.ts handles z, which no spec declares/);
  });

  it('refuses an operationId two specs declare', () => {
    expect(() => handlersByService([spec('main', 'a'), spec('notifications', 'a')], [])).toThrow(
      /a is declared by both main and notifications/,
    );
  });
});
