/**
 * A phone number in E.164 (+15055550142), or null when it cannot be one. Ten digits are taken as
 * a US number; anything written with a leading + keeps its country code.
 */
export function toE164(raw: string | null | undefined): string | null {
  if (!raw) return null;
  const trimmed = raw.trim();
  const digits = trimmed.replace(/\D/g, '');
  if (trimmed.startsWith('+')) return digits.length >= 8 && digits.length <= 15 ? `+${digits}` : null;
  if (digits.length === 10) return `+1${digits}`;
  if (digits.length === 11 && digits.startsWith('1')) return `+${digits}`;
  return null;
}

export interface PhoneOwner {
  phoneNumber: string | null;
  phoneVerifiedNumber: string | null;
}

/**
 * The person's phone in E.164 when they proved it is theirs (a texted code) and have not changed
 * it since; null otherwise. Only a verified phone links texts and SMS conversations to an account.
 */
export function verifiedPhone(user: PhoneOwner): string | null {
  const phone = toE164(user.phoneNumber);
  return phone !== null && phone === user.phoneVerifiedNumber ? phone : null;
}
