import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { access } from '../auth/access';
import { finishDocument, operationIdFor, securityFor } from './openapi';

/** The OpenAPI document a client generator or linter reads (issue 20.6; `npm run lint:openapi` runs Redocly). */
describe('operation ids and security', () => {
  it('names an operation by method and path, in camelCase', () => {
    expect(operationIdFor('GET', '/api/user/users/getUserState')).toBe('getUserUsersGetUserState');
    expect(operationIdFor('delete', '/api/user/tag/user/{userId}')).toBe('deleteUserTagUserByUserId');
    expect(operationIdFor('GET', '/api/assessment/assessment-group/gla-v2-report.pdf')).toBe(
      'getAssessmentAssessmentGroupGlaV2ReportPdf',
    );
  });

  it("declares each route's security from its access rule", () => {
    expect(securityFor(access.anonymous())).toEqual([]);
    expect(securityFor(access.signedIn('ADMIN'))).toEqual([{ accessToken: [] }]);
    expect(securityFor(access.sessionRefresh())).toEqual([{ accessToken: [] }]);
    expect(securityFor(access.guest('SET_PASSWORD'))).toEqual([{ guestToken: [] }, { guestTokenQuery: [] }]);
  });

  it('gives nullable a type, a PDF its media type, and paths no trailing slash', () => {
    const doc = finishDocument({
      openapi: '3.0.3',
      paths: {
        '/api/x/': { get: { responses: { 200: { description: 'Default Response' } } } },
        '/api/x.pdf': { get: { responses: { 200: { description: 'Default Response' } } } },
        '/api/y': {
          get: {
            responses: {
              200: {
                description: 'ok',
                content: {
                  'application/json': {
                    schema: {
                      type: 'object',
                      properties: {
                        a: { nullable: true, anyOf: [{ type: 'string' }, { type: 'integer' }] },
                        b: { nullable: true },
                      },
                    },
                  },
                },
              },
            },
          },
        },
      },
    });
    expect(Object.keys(doc.paths)).toEqual(['/api/x', '/api/x.pdf', '/api/y']);
    expect(Object.keys(doc.paths['/api/x.pdf'].get.responses['200'].content)).toEqual(['application/pdf']);
    const props = doc.paths['/api/y'].get.responses['200'].content['application/json'].schema.properties;
    expect(props.a).toEqual({
      anyOf: [
        { type: 'string', nullable: true },
        { type: 'integer', nullable: true },
      ],
    });
    expect(props.b).toEqual({});
  });
});

describe('the served document', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('has a unique operationId and a security declaration on every operation', async () => {
    const doc = (await t.app.inject({ url: '/api/docs' })).json();
    const ops = Object.values<Record<string, { operationId: string; security: unknown[] }>>(
      doc.paths,
    ).flatMap((item) => Object.values(item));
    expect(ops.length).toBeGreaterThan(100);
    expect(new Set(ops.map((o) => o.operationId)).size).toBe(ops.length);
    for (const op of ops) expect(Array.isArray(op.security), op.operationId).toBe(true);
    expect(Object.keys(doc.components.securitySchemes).sort()).toEqual([
      'accessToken',
      'guestToken',
      'guestTokenQuery',
    ]);
  });

  it('answers a documented path without the trailing slash its route was declared with', async () => {
    const token = await t.login('member@demo.test');
    for (const url of [
      '/api/user/agile-plan/agile-network-type-options',
      '/api/user/agile-plan/agile-network-type-options/',
    ]) {
      const res = await t.app.inject({ url, headers: t.bearer(token) });
      expect(res.statusCode, url).toBe(200);
    }
  });
});
