import type { Metadata } from 'next';
import { latestVersion } from '@/lib/content/versions';
import { ApiPage, apiMetadata } from '../version-pages';

// The API reference's home of the latest version; the other versions' homes are /docs/<segment>/api/.
export function generateMetadata(): Metadata {
  return apiMetadata(latestVersion(), []);
}

export default function ApiHome() {
  return <ApiPage version={latestVersion()} segments={[]} />;
}
