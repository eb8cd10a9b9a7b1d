import type { LastUpdate } from '@/lib/content/last-update';

const format = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeZone: 'UTC', calendar: 'gregory' });

export function LastUpdated({ lastUpdate }: { lastUpdate: LastUpdate | null }) {
  if (!lastUpdate) return null;
  return (
    <p
      data-last-updated
      style={{ fontSize: '0.875rem', color: 'var(--color-text-muted)', fontStyle: 'italic' }}
    >
      Last updated on <time dateTime={lastUpdate.date}>{format.format(new Date(lastUpdate.date))}</time> by{' '}
      <b>{lastUpdate.author}</b>
    </p>
  );
}
