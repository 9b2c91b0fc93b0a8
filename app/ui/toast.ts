// The details pages' notices (link copied, share failed…) go to their own toaster, so they show
// once even if the site's frame gets a toaster of its own later.
export const PAGE_TOASTER_ID = 'page';
