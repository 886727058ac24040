export interface RelativeTime {
  unit: 'minutes' | 'hours' | 'days';
  value: number;
}

/**
 * How long ago, as the conversation list shows it: under an hour in minutes, under a day in
 * hours, otherwise in days. A time in the future (clock skew) counts as 0 minutes.
 */
export function relativeTime(then: Date | string, now: Date = new Date()): RelativeTime {
  const ms = Math.max(0, now.getTime() - new Date(then).getTime());
  const minutes = Math.floor(ms / 60_000);
  if (minutes < 60) return { unit: 'minutes', value: minutes };
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return { unit: 'hours', value: hours };
  return { unit: 'days', value: Math.floor(hours / 24) };
}
