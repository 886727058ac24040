import { useTranslation } from 'react-i18next';

/**
 * A specialty in the reader's language when it is one of the spec's lists, else as the attorney
 * wrote it; for the directory and the attorney's own portal alike. Keys are the English names;
 * i18next's separators are turned off for them.
 */
export function useSpecialtyName() {
  const { t } = useTranslation('attorneys');
  return (name: string) =>
    t(`specialties.${name}`, { defaultValue: name, keySeparator: '.', nsSeparator: false });
}

/** A response time option ('< 1 hour') in the reader's language. */
export function useResponseTimeName() {
  const { t } = useTranslation('attorneys');
  return (value: string) => t(`responseTimes.${value}`, { defaultValue: value, nsSeparator: false });
}
