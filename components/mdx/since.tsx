import api from '@/components/api/api.module.css';

/**
 * "Since 0.7" next to what a guide describes. The build checks the version against the API history
 * (lib/api/history/since-check.ts), and with `api` that the named symbol came in that version.
 */
export function Since({ version }: { version: string; api?: string }) {
  return <span className={api.badge}>Since {version}</span>;
}
