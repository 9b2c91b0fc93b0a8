// Any path no screen claims: a real 404 status; the public layout's error boundary shows a
// friendly page inside the site's frame (and its title).
export function loader() {
  throw new Response('Not found', { status: 404 });
}

export default function NotFound() {
  return null;
}
