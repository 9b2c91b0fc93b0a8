import { Toaster } from 'sonner';
import { PAGE_TOASTER_ID } from './toast.ts';

/** The page's toaster: bottom centre, above the WhatsApp button, in the page's direction. */
export default function SonnerToaster({ dir }: { dir: 'ltr' | 'rtl' }) {
  return (
    <Toaster
      id={PAGE_TOASTER_ID}
      position="bottom-center"
      dir={dir}
      richColors
      closeButton={false}
      duration={3500}
      offset={{ bottom: 24 }}
      mobileOffset={{ bottom: 88 }}
      toastOptions={{ style: { fontFamily: 'inherit', fontSize: '15px' } }}
    />
  );
}
