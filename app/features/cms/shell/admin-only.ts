// The screens of the superadmin (decision 0037): agents, general information, ads, site images
// and reference lists. An agent who opens one (a bookmark, a shared link) gets a page that says
// why, not a silent redirect; the API refuses the same calls with 403 anyway.
import { data } from 'react-router';
import { readSession } from '../session.ts';

/** Call first in an admin screen's clientLoader: a 403 the screen's error boundary explains. */
export function requireAdminScreen(): void {
  if (!readSession()?.isAdmin) throw data('admin-only', { status: 403 });
}
