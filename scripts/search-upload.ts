// Pushes the site's search records to the hosted Algolia index the site searches in hosted mode.
// Usage: npm run search:upload [-- --dry-run] [-- --host http://127.0.0.1:8080]
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { API_MODEL_PATH } from '@/lib/api/model/load';
import { parseSearchRecords } from '@/lib/search/record';
import { collectSiteRecords } from '@/lib/search/site-records';
import {
  createUploadClient,
  DOCSEARCH_INDEX_SETTINGS,
  UPLOAD_BATCH_SIZE,
  uploadConfigFrom,
  uploadSearchRecords,
  type UploadConfig,
} from '@/lib/search/upload';

function siteRecords() {
  if (!existsSync(API_MODEL_PATH)) {
    execFileSync(process.execPath, ['--import', 'tsx', 'scripts/api-extract.ts'], { stdio: 'inherit' });
  }
  return parseSearchRecords(collectSiteRecords(), 'collectSiteRecords()');
}

function printDryRun(records: ReturnType<typeof siteRecords>, config: UploadConfig | Error): void {
  const bytes = records.map((record) => Buffer.byteLength(JSON.stringify(record)));
  const largest = Math.max(...bytes);
  const target =
    config instanceof Error
      ? `(no upload possible: ${config.message})`
      : `index "${config.indexName}" of app ${config.appId}${config.host ? ` at ${config.host}` : ''}`;
  console.log(`Dry run, nothing sent. Target: ${target}`);
  console.log(
    `Settings (PUT /1/indexes/{index}/settings):\n${JSON.stringify(DOCSEARCH_INDEX_SETTINGS, null, 2)}`,
  );
  console.log(`First record:\n${JSON.stringify(records[0], null, 2)}`);
  console.log(
    `${records.length} records in ${Math.ceil(records.length / UPLOAD_BATCH_SIZE)} batch(es) of ≤ ${UPLOAD_BATCH_SIZE}, ` +
      `${(bytes.reduce((sum, n) => sum + n, 0) / 1024).toFixed(0)} KiB, largest record ${largest} bytes.`,
  );
}

async function run(): Promise<void> {
  const { values } = parseArgs({ options: { 'dry-run': { type: 'boolean' }, host: { type: 'string' } } });
  const started = performance.now();
  let config: UploadConfig | Error;
  try {
    config = uploadConfigFrom(process.env, { host: values.host });
  } catch (error) {
    if (!values['dry-run']) throw error;
    config = error as Error;
  }
  const records = siteRecords();
  if (values['dry-run'] || config instanceof Error) return printDryRun(records, config);
  const result = await uploadSearchRecords(createUploadClient(config), {
    indexName: config.indexName,
    records,
  });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `Uploaded ${result.records} records in ${result.batches} batch(es) to "${config.indexName}" (app ${config.appId}) in ${seconds} s.`,
  );
}

run().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
