/**
 * Where to go after signing in: the `next` query parameter when it is a path of this app
 * ('/listing/42-x'), else '/'. Anything that could leave the site ('//evil.example',
 * '/\\evil.example', 'https://…') is ignored, so the parameter can't be used to send people away.
 */
export function readReturnPath(search: string): string {
  const next = new URLSearchParams(search).get('next') ?? '';
  const control = [...next].some((ch) => ch.charCodeAt(0) < 32);
  if (!next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\') || control) return '/';
  return next;
}

/** The sign-in screen's URL that comes back to `path` afterwards. */
export function signInPath(path: string): string {
  return `/auth?next=${encodeURIComponent(path)}`;
}
