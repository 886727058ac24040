import Bowser from 'bowser';

/** A browser and its system as a person recognises them ("Chrome 131", "Windows 10"), or null. */
export interface DeviceDescription {
  browser: string | null;
  os: string | null;
}

const named = (name: string | undefined, version: string | undefined): string | null => {
  if (!name) return null;
  return version ? `${name} ${version}` : name;
};

/**
 * The browser and system of a user agent, with the browser's major version only: people know
 * "Firefox 133", not "133.0.1". Anything the parser cannot read is null, never an error.
 */
export function describeUserAgent(userAgent: string | null): DeviceDescription {
  if (!userAgent) return { browser: null, os: null };
  try {
    const parsed = Bowser.parse(userAgent);
    const major = parsed.browser.version?.split('.')[0];
    const os = parsed.os.versionName ?? parsed.os.version;
    return { browser: named(parsed.browser.name, major), os: named(parsed.os.name, os) };
  } catch {
    return { browser: null, os: null };
  }
}
