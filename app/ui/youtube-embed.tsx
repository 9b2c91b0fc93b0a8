// A YouTube video that costs nothing until asked for: a poster (a local image, so no request
// leaves the site) with a play button; the player (youtube-nocookie.com) loads on the click.
import { Play } from 'lucide-react';
import { useState } from 'react';
import { cn } from './cn.ts';
import { youtubeEmbedUrl, youtubeVideoId } from './youtube.ts';

export interface YouTubeEmbedLabels {
  play: string;
  notice: string;
  open: string;
  frameTitle: string;
}

export function YouTubeEmbed({
  url,
  labels,
  poster,
  className,
}: {
  url: string;
  labels: YouTubeEmbedLabels;
  /** A picture to show before the video is asked for (src, srcSet). */
  poster?: { src: string; srcSet?: string } | null;
  className?: string;
}) {
  const [playing, setPlaying] = useState(false);
  const id = youtubeVideoId(url);
  if (!id) {
    // Not a single video (a channel, a playlist): a plain link.
    return (
      <a
        href={url}
        target="_blank"
        rel="noopener noreferrer"
        className="inline-flex items-center gap-2 font-semibold text-brand-700 underline-offset-4 hover:underline"
      >
        <Play className="size-4" aria-hidden="true" />
        {labels.open}
      </a>
    );
  }
  return (
    <div
      className={cn(
        'relative aspect-video w-full overflow-hidden rounded-2xl bg-brand-950',
        className,
      )}
      data-testid="youtube-embed"
    >
      {playing ? (
        <iframe
          src={youtubeEmbedUrl(id)}
          title={labels.frameTitle}
          className="absolute inset-0 size-full border-0"
          allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; fullscreen"
          allowFullScreen
          // The page answers `Referrer-Policy: no-referrer`; YouTube's player needs the origin.
          referrerPolicy="strict-origin-when-cross-origin"
        />
      ) : (
        <button
          type="button"
          onClick={() => setPlaying(true)}
          className="group absolute inset-0 flex size-full items-center justify-center"
          aria-label={labels.play}
        >
          {poster ? (
            <img
              src={poster.src}
              srcSet={poster.srcSet}
              sizes="(min-width: 1024px) 800px, 100vw"
              alt=""
              // YouTube's posters are 16:9; the player's box sets the shown size.
              width={1280}
              height={720}
              loading="lazy"
              decoding="async"
              className="absolute inset-0 size-full object-cover opacity-80 transition duration-300 group-hover:scale-[1.02] group-hover:opacity-90"
            />
          ) : (
            <span className="absolute inset-0 bg-gradient-to-br from-brand-800 to-brand-950" />
          )}
          <span className="absolute inset-0 bg-gradient-to-t from-black/60 via-black/10 to-transparent" />
          <span className="relative flex size-18 items-center justify-center rounded-full bg-[#e62117] text-white shadow-float transition group-hover:scale-105">
            <Play className="ms-1 size-8 fill-current" aria-hidden="true" />
          </span>
          <span className="absolute inset-x-4 bottom-3 text-center text-xs text-white/85 sm:text-sm">
            {labels.notice}
          </span>
        </button>
      )}
    </div>
  );
}
