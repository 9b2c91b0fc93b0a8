// The address of a photo on another site, as an import file names it. Read with the WHATWG URL
// parser, the one the fetch uses: an address it cannot parse (`http://a]b/x`) is refused at the
// preview, where staff can correct the file, never found out at the confirmation.

/** The address parsed when it is an http(s) address with a host name, else null. */
export function parsePhotoUrl(value: string): URL | null {
  if (!/^https?:\/\/\S+$/i.test(value)) return null;
  try {
    const url = new URL(value);
    return url.hostname === '' ? null : url;
  } catch {
    return null;
  }
}

/** The file name an address ends with ("photo" when it ends with a slash). */
export function photoNameOf(url: URL): string {
  return url.pathname.split('/').pop() || 'photo';
}
