/** Spec §5: an 11-digit number starting with 1 shows as (AAA) PPP-NNNN; anything else unchanged. */
export function formatPhoneDisplay(input: string): string {
  const digits = input.replace(/\D/g, '');
  if (digits.length !== 11 || !digits.startsWith('1')) return input;
  return `(${digits.slice(1, 4)}) ${digits.slice(4, 7)}-${digits.slice(7)}`;
}
