import type { ReactNode } from 'react';
import { Pause, Play } from 'lucide-react';
import { cn } from '#web/lib/cn';
import { useIsland } from '#web/lib/use-island';
import { mountCarousel } from '../lib/carousel-island';

export interface HeroSlide {
  id: string;
  /** A short line shown over the image and read as the slide's content. */
  caption: string;
  /** Decorative background: the caption says what it shows. */
  image: { src: string; srcSet: string; width: number; height: number };
}

type HeroCarouselProps = {
  /** Id of the hero's heading, which names the section. */
  labelledBy: string;
  /** Names the carousel of background images. */
  label: string;
  slides: HeroSlide[];
  /** The images' `sizes`: how wide they are drawn at each viewport width. */
  imageSizes: string;
  /** The hero's content, shown above every slide. */
  children: ReactNode;
  className?: string;
};

const controlClass =
  'inline-flex size-11 items-center justify-center rounded-full text-white hover:bg-white/15';

/**
 * A hero section whose background images rotate (spec 01 §2 "/"), following the WAI-ARIA
 * carousel pattern: a pause/play control first, then one button per slide. Rotation stops
 * while the pointer is over the hero or keyboard focus is in it, and does not start by
 * itself for visitors who prefer reduced motion. This renders the first slide; the behaviour
 * is mountCarousel's, here and on the prerendered home page alike.
 */
export function HeroCarousel({
  labelledBy,
  label,
  slides,
  imageSizes,
  children,
  className,
}: HeroCarouselProps) {
  const ref = useIsland<HTMLElement>(mountCarousel);
  const count = slides.length;

  return (
    <section
      ref={ref}
      data-island="carousel"
      aria-labelledby={labelledBy}
      className={cn('on-dark relative isolate overflow-hidden bg-brand-950 text-white', className)}
    >
      {/* The hero's content comes first in reading and tab order; the slides sit behind it. */}
      <div className="relative z-10">{children}</div>

      <div role="group" aria-roledescription="carousel" aria-label={label}>
        <div className="absolute right-4 bottom-5 z-20 flex items-center gap-1 rounded-full bg-brand-950/80 p-1 ring-1 ring-white/25 sm:right-6 lg:right-8">
          <button
            type="button"
            className={controlClass}
            data-carousel-toggle
            aria-label="Pause slideshow"
          >
            <span data-icon="pause" className="contents">
              <Pause aria-hidden="true" className="size-4" />
            </span>
            <span data-icon="play" hidden className="contents">
              <Play aria-hidden="true" className="size-4" />
            </span>
          </button>
          {slides.map((slide, i) => (
            <button
              key={slide.id}
              type="button"
              className={cn(controlClass, 'group')}
              data-carousel-dot
              aria-label={`Show slide ${i + 1} of ${count}: ${slide.caption}`}
              aria-current={i === 0 ? 'true' : undefined}
            >
              <span
                aria-hidden="true"
                className={cn(
                  'block size-3 rounded-full border-2 border-white transition-colors',
                  i === 0 ? 'bg-white' : 'bg-transparent group-hover:bg-white/50',
                )}
              />
            </button>
          ))}
        </div>

        {/* Announces a slide chosen by hand, but not every automatic turn. */}
        <div data-carousel-live aria-live="off">
          {slides.map((slide, i) => {
            const active = i === 0;
            return (
              <div
                key={slide.id}
                role="group"
                aria-roledescription="slide"
                aria-label={`${i + 1} of ${count}`}
                aria-hidden={!active}
                data-carousel-slide
                data-active={active}
                className={cn(
                  'absolute inset-0 -z-10 transition-opacity duration-1000 ease-in-out',
                  active ? 'opacity-100' : 'opacity-0',
                )}
              >
                {/* Only the first image has its address at first: the others wait until it has
                    arrived, so they never compete with it. */}
                <img
                  {...(i === 0
                    ? { src: slide.image.src, srcSet: slide.image.srcSet }
                    : { 'data-src': slide.image.src, 'data-srcset': slide.image.srcSet })}
                  sizes={imageSizes}
                  width={slide.image.width}
                  height={slide.image.height}
                  alt=""
                  decoding="async"
                  fetchPriority={i === 0 ? 'high' : 'low'}
                  className="absolute inset-0 size-full object-cover object-[70%_center]"
                />
                {/*
                  Keeps text contrast at AA whatever the image: at least 85% of the darkest
                  brand colour behind text on small screens, and on the text side of wide ones.
                */}
                <div
                  aria-hidden="true"
                  className="absolute inset-0 bg-brand-950/85 md:bg-transparent md:bg-linear-to-r md:from-brand-950/95 md:from-30% md:via-brand-950/85 md:via-60% md:to-brand-950/45"
                />
                <p className="absolute bottom-7 left-4 max-w-[calc(100%-11rem)] text-sm font-medium text-slate-100 sm:left-6 lg:left-8">
                  {slide.caption}
                </p>
              </div>
            );
          })}
        </div>
      </div>
    </section>
  );
}
