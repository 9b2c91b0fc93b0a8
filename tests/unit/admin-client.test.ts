// The back-office's typed client (decision 0078): what it sends and how it reads the answers,
// with fetch and localStorage stubbed; and, checked by the type checker (`npm run typecheck`),
// that a path, method, parameter or body the OpenAPI document does not have does not compile.
import { afterEach, beforeEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import {
  adminApi,
  ApiError,
  apiUrl,
  fillPath,
  UnauthorizedError,
  type ApiAnswer,
} from '../../app/features/cms/api.ts';
import { pickQuery } from '../../app/features/cms/list/use-list-params.ts';
import type { TAdminLeadDetail } from '../../common/schemas/lead.ts';

let stored: Map<string, string>;
let calls: { url: string; init: RequestInit }[];

function answer(status: number, body: unknown, contentType = 'application/json'): void {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      const text = typeof body === 'string' ? body : JSON.stringify(body);
      return new Response(status === 204 ? null : text, {
        status,
        headers: { 'content-type': contentType },
      });
    }),
  );
}

beforeEach(() => {
  stored = new Map([
    ['authToken', 'token-1'],
    ['type', 'agent'],
    ['isAdmin', 'false'],
  ]);
  calls = [];
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => stored.get(key) ?? null,
    setItem: (key: string, value: string) => void stored.set(key, value),
    removeItem: (key: string) => void stored.delete(key),
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the typed admin client', () => {
  it('fills the path, writes the query and the JSON body, sends the bearer token', async () => {
    answer(200, { id: 7 });
    await adminApi.PATCH('/api/admin/leads/{id}', {
      path: { id: 7 },
      body: { status: 'contacted' },
    });
    await adminApi.GET('/api/admin/property', {
      query: { text: 'villa', wilayas: [16, 31], min_price: '', isVisible: true },
    });
    expect(calls.map((call) => [call.init.method, call.url])).toEqual([
      ['PATCH', '/api/admin/leads/7'],
      ['GET', '/api/admin/property?text=villa&wilayas=16%2C31&isVisible=true'],
    ]);
    expect(calls[0]!.init.headers).toEqual({
      Authorization: 'Bearer token-1',
      'Content-Type': 'application/json',
    });
    expect(calls[0]!.init.body).toBe('{"status":"contacted"}');
    expect(calls[1]!.init.headers).toEqual({ Authorization: 'Bearer token-1' });
  });

  it('writes the URL of a call that is not JSON in and out', () => {
    expect(apiUrl.GET('/api/admin/property/import/template', { query: { format: 'csv' } })).toBe(
      '/api/admin/property/import/template?format=csv',
    );
    expect(apiUrl.POST('/api/admin/upload/static', { query: { customName: 'home hero' } })).toBe(
      '/api/admin/upload/static?customName=home+hero',
    );
    expect(apiUrl.POST('/api/admin/login')).toBe('/api/admin/login');
  });

  it("passes the address's list parameters through as text", () => {
    const url = 'http://x/cms/leads?status=new&page=2&other=1&kind=';
    expect(pickQuery<'/api/admin/leads'>(url, ['status', 'page', 'kind'])).toEqual({
      status: 'new',
      page: '2',
    });
  });

  it('encodes a path parameter, and refuses a missing one', () => {
    expect(fillPath('/api/admin/reference/{list}/{id}', { list: 'a/b', id: 3 })).toBe(
      '/api/admin/reference/a%2Fb/3',
    );
    expect(() => fillPath('/api/admin/leads/{id}', {})).toThrow(TypeError);
  });

  it('ends the session on a 401, without a token does not call at all', async () => {
    answer(401, { code: 'auth.invalid_token' });
    await expect(adminApi.GET('/api/admin/me')).rejects.toBeInstanceOf(UnauthorizedError);
    expect(stored.size).toBe(0);
    await expect(adminApi.GET('/api/admin/me')).rejects.toBeInstanceOf(UnauthorizedError);
    expect(calls).toHaveLength(1);
  });

  it('turns an error answer into its French, and a non-JSON answer into UNEXPECTED_ANSWER', async () => {
    answer(409, { code: 'agent.username_taken', field: 'username', message: 'taken' });
    const refused = await adminApi
      .POST('/api/admin/agent/register', {
        body: { username: 'amel', password: 'a long enough one', type: 'agent' },
      })
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused).toMatchObject({ status: 409, code: 'agent.username_taken', field: 'username' });
    expect((refused as ApiError).message).toBe("Ce nom d'utilisateur est déjà pris.");

    answer(200, '<html>proxy</html>', 'text/html');
    await expect(adminApi.GET('/api/admin/stat')).rejects.toMatchObject({ status: 200 });
  });

  it('reports a network failure as status 0, and lets an abort through', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    await expect(adminApi.GET('/api/admin/stat')).rejects.toMatchObject({ status: 0 });
    vi.stubGlobal(
      'fetch',
      vi.fn().mockRejectedValue(new DOMException('The operation was aborted.', 'AbortError')),
    );
    await expect(adminApi.GET('/api/admin/stat')).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('answers with the types of the document', () => {
    expectTypeOf<ApiAnswer<'get', '/api/admin/leads/{id}'>>().toEqualTypeOf<TAdminLeadDetail>();
    // Only typed, never called.
    const getLead = () => adminApi.GET('/api/admin/leads/{id}', { path: { id: 1 } });
    expectTypeOf(getLead).returns.resolves.toEqualTypeOf<TAdminLeadDetail>();
  });
});

// Never called: these only have to compile, or fail to exactly where marked.
export function refusedByTheCompiler() {
  // @ts-expect-error: no such path.
  void adminApi.GET('/api/admin/lead');
  // @ts-expect-error: the path exists, not with this method (leads are never deleted).
  void adminApi.DELETE('/api/admin/leads/{id}', { path: { id: 1 } });
  // @ts-expect-error: a path parameter is required.
  void adminApi.GET('/api/admin/leads/{id}');
  // @ts-expect-error: the id is a number.
  void adminApi.GET('/api/admin/leads/{id}', { path: { id: 'seven' } });
  // @ts-expect-error: not a status of a lead.
  void adminApi.PATCH('/api/admin/leads/{id}', { path: { id: 1 }, body: { status: 'closed' } });
  // @ts-expect-error: no such field in the body.
  void adminApi.POST('/api/admin/leads/{id}/notes', { path: { id: 1 }, body: { text: 'x' } });
  // @ts-expect-error: the body is required.
  void adminApi.PUT('/api/admin/me/password', {});
  // @ts-expect-error: no such query parameter.
  void adminApi.GET('/api/admin/leads', { query: { colour: 'red' } });
  // @ts-expect-error: the template is csv or xlsx.
  void apiUrl.GET('/api/admin/property/import/template', { query: { format: 'pdf' } });
  // @ts-expect-error: a static image needs its name.
  void apiUrl.POST('/api/admin/upload/static');
  // @ts-expect-error: the leads list has no such parameter.
  void pickQuery<'/api/admin/leads'>('http://x/cms/leads', ['status', 'colour']);
  // @ts-expect-error: a GET has no body.
  void adminApi.GET('/api/admin/stat', { body: {} });
  void adminApi.GET('/api/admin/leads/{id}', { path: { id: 1 } }).then((lead) => {
    // @ts-expect-error: a lead has no such field.
    void lead.phone;
  });
}
