/**
 * Masks where a security code went (§2 Login "sent to {channel}"): enough for the user to
 * recognise it, too little to harvest. `anna@acme.test` -> `a***@acme.test`,
 * `+46701234567` -> `+46*******67`.
 */
export function maskChannelData(channel: string | null, data: string | null): string {
  if (!data) return '';
  if (channel === 'email') {
    const at = data.lastIndexOf('@');
    return at > 0 ? `${data[0]}***${data.slice(at)}` : '***';
  }
  if (data.length <= 5) return '*'.repeat(data.length);
  return `${data.slice(0, 3)}${'*'.repeat(data.length - 5)}${data.slice(-2)}`;
}
