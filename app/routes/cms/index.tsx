// /cms: the dashboard is the back-office's home.
import { redirect } from 'react-router';

export function clientLoader() {
  return redirect('/cms/dashboard');
}

export default function CmsIndex() {
  return null;
}
