import type { LastUpdate } from '@/lib/content/last-update';
import styles from './last-updated.module.css';

const format = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeZone: 'UTC', calendar: 'gregory' });

export function LastUpdated({ lastUpdate }: { lastUpdate: LastUpdate | null }) {
  if (!lastUpdate) return null;
  return (
    <p data-last-updated className={styles.lastUpdated}>
      Last updated on <time dateTime={lastUpdate.date}>{format.format(new Date(lastUpdate.date))}</time> by{' '}
      <b>{lastUpdate.author}</b>
    </p>
  );
}
