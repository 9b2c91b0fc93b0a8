// /properties and /properties/anything/else: to the list of both kinds, keeping the query.
import { redirect } from 'react-router';
import type { Route } from './+types/properties-redirect';

export function loader({ request }: Route.LoaderArgs) {
  const { search } = new URL(request.url);
  return redirect(`/properties/both${search}`, 301);
}

export default function PropertiesRedirect() {
  return null;
}
