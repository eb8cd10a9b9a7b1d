import type { Metadata } from 'next';
import { latestVersion } from '@/lib/content/versions';
import { messagesMetadata, VersionMessagesPage } from '../messages-page';

// The runtime's messages explained, for the latest release: /docs/messages/.

export function generateMetadata(): Metadata {
  return messagesMetadata(latestVersion());
}

export default function Page() {
  return <VersionMessagesPage version={latestVersion()} />;
}
