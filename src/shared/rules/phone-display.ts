/** An 11-digit number starting with 1 is shown as (AAA) PPP-NNNN; anything else is unchanged. */
export function formatPhoneForDisplay(input: string): string {
  const digits = input.replace(/\D/g, '');
  if (digits.length !== 11 || !digits.startsWith('1')) return input;
  return `(${digits.slice(1, 4)}) ${digits.slice(4, 7)}-${digits.slice(7)}`;
}
