// The property's photos, with the texts of the gallery and the viewer in the page's language.
import { House } from 'lucide-react';
import { useTranslation } from '../../i18n/react.tsx';
import { PhotoGallery } from '../../ui/photo-gallery.tsx';

export function PropertyGallery({ images, name }: { images: string[]; name: string }) {
  const { t } = useTranslation('property');
  const count = images.length;
  if (count === 0) {
    return (
      <div className="flex aspect-[16/7] flex-col items-center justify-center gap-2 rounded-2xl bg-sand-100 text-stone-400">
        <House className="size-12" aria-hidden="true" />
        <p className="text-sm">{t('gallery.no_photo')}</p>
      </div>
    );
  }
  return (
    <PhotoGallery
      images={images}
      alt={(index) => t('gallery.photo_alt', { name, index: index + 1, count })}
      className="-mx-4 sm:mx-0"
      labels={{
        region: t('gallery.label'),
        openPhoto: (index, total) => t('gallery.open_photo', { index, count: total }),
        showAll: (total) => t('gallery.show_all', { count: total }),
        allTitle: t('all_photos.title'),
        allClose: t('all_photos.close'),
        previous: t('gallery.previous'),
        next: t('gallery.next'),
        close: t('gallery.close'),
        dialog: t('gallery.label'),
        slide: t('gallery.counter', { index: '{index}', count: '{total}' }),
      }}
    />
  );
}
