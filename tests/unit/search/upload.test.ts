import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HIERARCHY_LEVELS } from '@/lib/search/record';
import {
  algoliaHostFrom,
  createUploadClient,
  uploadConfigFrom,
  uploadSearchRecords,
} from '@/lib/search/upload';
import { FIXTURE_RECORDS } from './fixtures/records';

interface SeenRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: unknown;
}

/** Answers the calls `replaceAllObjects` and `setSettings` make as Algolia's REST API v1 would. */
function fakeAlgolia() {
  const seen: SeenRequest[] = [];
  let nextTaskID = 1;
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const raw = Buffer.concat(chunks);
      const text = (request.headers['content-encoding'] === 'gzip' ? gunzipSync(raw) : raw).toString();
      const path = new URL(request.url ?? '/', 'http://localhost').pathname;
      const method = request.method ?? '';
      seen.push({ method, path, headers: request.headers, body: text ? JSON.parse(text) : undefined });
      const task = { taskID: nextTaskID++, updatedAt: new Date().toISOString() };
      const routes: [string, RegExp, () => object][] = [
        ['PUT', /^\/1\/indexes\/[^/]+\/settings$/, () => task],
        ['POST', /^\/1\/indexes\/[^/]+\/operation$/, () => task],
        ['POST', /^\/1\/indexes\/[^/]+\/batch$/, () => ({ taskID: task.taskID, objectIDs: [] })],
        ['GET', /^\/1\/indexes\/[^/]+\/task\/\d+$/, () => ({ status: 'published', pendingTask: false })],
      ];
      const route = routes.find(([m, pattern]) => m === method && pattern.test(path));
      response.writeHead(route ? 200 : 404, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify(route ? route[2]() : { message: `no route ${method} ${path}`, status: 404 }),
      );
    });
  });
  return { server, seen };
}

const listen = (server: Server) =>
  new Promise<string>((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
    ),
  );

describe('uploadSearchRecords against a fake Algolia on 127.0.0.1', () => {
  const { server, seen } = fakeAlgolia();
  const batchSize = 7;
  let host = '';

  beforeAll(async () => {
    host = await listen(server);
    const client = createUploadClient({ appId: 'TESTAPP', apiKey: 'admin-key', indexName: 'celerity', host });
    const result = await uploadSearchRecords(client, {
      indexName: 'celerity',
      records: FIXTURE_RECORDS,
      batchSize,
    });
    expect(result).toEqual({
      records: FIXTURE_RECORDS.length,
      batches: Math.ceil(FIXTURE_RECORDS.length / batchSize),
    });
  });
  afterAll(() => {
    server.closeAllConnections();
    server.close();
  });

  const batches = () => seen.filter((r) => r.method === 'POST' && r.path.endsWith('/batch'));
  const operations = () => seen.filter((r) => r.path.endsWith('/operation'));
  const tmpIndex = () => (operations()[0]?.body as { destination: string }).destination;

  it('authenticates every request with the app id and the write key', () => {
    expect(seen.length).toBeGreaterThan(0);
    for (const request of seen) {
      expect(request.headers['x-algolia-application-id']).toBe('TESTAPP');
      expect(request.headers['x-algolia-api-key']).toBe('admin-key');
    }
  });

  it('sets DocSearch-compatible settings on the live index before copying it', () => {
    expect(seen[0]).toMatchObject({ method: 'PUT', path: '/1/indexes/celerity/settings' });
    expect(seen[0]?.body).toEqual({
      attributesForFaceting: ['language', 'docusaurus_tag', 'type'],
      searchableAttributes: [
        'unordered(hierarchy.lvl0)',
        'unordered(hierarchy.lvl1)',
        'unordered(hierarchy.lvl2)',
        'unordered(hierarchy.lvl3)',
        'unordered(hierarchy.lvl4)',
        'unordered(hierarchy.lvl5)',
        'unordered(hierarchy.lvl6)',
        'content',
      ],
      attributesToRetrieve: ['hierarchy', 'content', 'anchor', 'url', 'url_without_anchor', 'type'],
      attributesToHighlight: ['hierarchy', 'content'],
      attributesToSnippet: ['content:10'],
      distinct: true,
      attributeForDistinct: 'url',
      ranking: ['words', 'filters', 'typo', 'attribute', 'proximity', 'exact', 'custom'],
      customRanking: ['desc(weight.pageRank)', 'desc(weight.level)', 'asc(weight.position)'],
      highlightPreTag: '<mark>',
      highlightPostTag: '</mark>',
    });
    expect(seen[1]).toMatchObject({ method: 'GET', path: '/1/indexes/celerity/task/1' });
    expect(seen[2]).toMatchObject({
      method: 'POST',
      path: '/1/indexes/celerity/operation',
      body: { operation: 'copy', scope: ['settings', 'rules', 'synonyms'] },
    });
    expect(tmpIndex()).toMatch(/^celerity_tmp_\d+$/);
  });

  it('uploads every record exactly once, in the DocSearch shape, in batches of at most batchSize', () => {
    const sent = batches().flatMap((request) => {
      expect(request.path).toBe(`/1/indexes/${tmpIndex()}/batch`);
      const { requests } = request.body as { requests: { action: string; body: Record<string, unknown> }[] };
      expect(requests.length).toBeGreaterThan(0);
      expect(requests.length).toBeLessThanOrEqual(batchSize);
      return requests.map(({ action, body }) => {
        expect(action).toBe('addObject');
        return body;
      });
    });
    expect(batches()).toHaveLength(Math.ceil(FIXTURE_RECORDS.length / batchSize));
    expect(sent).toHaveLength(FIXTURE_RECORDS.length);
    expect(new Set(sent.map((record) => record.objectID)).size).toBe(FIXTURE_RECORDS.length);
    expect(sent).toEqual(FIXTURE_RECORDS);
    for (const record of sent) {
      expect(Object.keys(record.hierarchy as object).sort()).toEqual([...HIERARCHY_LEVELS]);
      expect(record).toMatchObject({
        objectID: expect.any(String),
        url: expect.stringMatching(/^\//),
        type: expect.stringMatching(/^(lvl[1-6]|content)$/),
        language: 'en',
        docusaurus_tag: expect.arrayContaining(['default']),
      });
      expect(record).toHaveProperty('content');
    }
  });

  it('waits for every batch, then moves the temporary index over the live one', () => {
    const polled = seen.filter((r) => r.method === 'GET').map((r) => r.path);
    for (const batch of batches()) {
      const taskID = seen.indexOf(batch) + 1; // the fake numbers tasks by request
      expect(polled).toContain(`/1/indexes/${tmpIndex()}/task/${taskID}`);
    }
    const move = operations().at(-1);
    expect(move).toMatchObject({
      method: 'POST',
      path: `/1/indexes/${tmpIndex()}/operation`,
      body: { operation: 'move', destination: 'celerity' },
    });
    expect(seen.indexOf(move!)).toBeGreaterThan(seen.indexOf(batches().at(-1)!));
    expect(seen.filter((r) => r.method === 'DELETE')).toEqual([]);
  });

  it('refuses to replace the index with nothing, before sending anything', async () => {
    const before = seen.length;
    const client = createUploadClient({ appId: 'TESTAPP', apiKey: 'admin-key', indexName: 'celerity', host });
    await expect(uploadSearchRecords(client, { indexName: 'celerity', records: [] })).rejects.toThrow(
      'No search records to upload: refusing to empty the index "celerity".',
    );
    expect(seen.length).toBe(before);
  });
});

describe('uploadConfigFrom', () => {
  const complete = { ALGOLIA_APP_ID: 'APP', ALGOLIA_ADMIN_API_KEY: 'write', ALGOLIA_INDEX_NAME: 'celerity' };

  it('names every missing variable', () => {
    expect(() => uploadConfigFrom({})).toThrow(
      'search:upload needs these environment variables: ALGOLIA_APP_ID, ALGOLIA_ADMIN_API_KEY (a key that may write, not the search key), NEXT_PUBLIC_DOCSEARCH_INDEX_NAME or ALGOLIA_INDEX_NAME.',
    );
    expect(() => uploadConfigFrom({ ...complete, ALGOLIA_ADMIN_API_KEY: ' ' })).toThrow(
      'search:upload needs these environment variables: ALGOLIA_ADMIN_API_KEY (a key that may write, not the search key).',
    );
  });

  it('takes the index name from NEXT_PUBLIC_DOCSEARCH_INDEX_NAME or ALGOLIA_INDEX_NAME', () => {
    expect(uploadConfigFrom(complete)).toEqual({ appId: 'APP', apiKey: 'write', indexName: 'celerity' });
    const { ALGOLIA_INDEX_NAME: _, ...rest } = complete;
    expect(uploadConfigFrom({ ...rest, NEXT_PUBLIC_DOCSEARCH_INDEX_NAME: ' docs\n' }).indexName).toBe('docs');
  });

  it('rejects an index or app other than the one the site searches, and the public search key', () => {
    expect(() => uploadConfigFrom({ ...complete, NEXT_PUBLIC_DOCSEARCH_INDEX_NAME: 'other' })).toThrow(
      'search:upload: NEXT_PUBLIC_DOCSEARCH_INDEX_NAME="other" but ALGOLIA_INDEX_NAME="celerity". Set them to the same value or unset one.',
    );
    expect(() => uploadConfigFrom({ ...complete, NEXT_PUBLIC_DOCSEARCH_APP_ID: 'SITE' })).toThrow(
      'NEXT_PUBLIC_DOCSEARCH_APP_ID="SITE" but ALGOLIA_APP_ID="APP"',
    );
    expect(() => uploadConfigFrom({ ...complete, NEXT_PUBLIC_DOCSEARCH_API_KEY: 'write' })).toThrow(
      'ALGOLIA_ADMIN_API_KEY is the public search key (NEXT_PUBLIC_DOCSEARCH_API_KEY)',
    );
  });

  it('takes the host from --host before ALGOLIA_HOST, and validates it', () => {
    const env = { ...complete, ALGOLIA_HOST: 'http://127.0.0.1:1' };
    expect(uploadConfigFrom(env).host).toBe('http://127.0.0.1:1');
    expect(uploadConfigFrom(env, { host: 'http://127.0.0.1:2' }).host).toBe('http://127.0.0.1:2');
    expect(algoliaHostFrom('http://127.0.0.1:2')).toEqual({
      url: '127.0.0.1',
      port: 2,
      accept: 'readWrite',
      protocol: 'http',
    });
    expect(() => algoliaHostFrom('127.0.0.1:2/x')).toThrow(
      'Algolia host "127.0.0.1:2/x": expected a URL such as http://127.0.0.1:8080 (no path).',
    );
  });
});
