import { preload } from 'react-dom';
import aneurysm1280 from '#web/assets/hero/hero-aneurysm-1280.webp';
import aneurysm1920 from '#web/assets/hero/hero-aneurysm-1920.webp';
import aneurysm640 from '#web/assets/hero/hero-aneurysm-640.webp';
import aneurysm960 from '#web/assets/hero/hero-aneurysm-960.webp';
import stroke1280 from '#web/assets/hero/hero-stroke-1280.webp';
import stroke1920 from '#web/assets/hero/hero-stroke-1920.webp';
import stroke640 from '#web/assets/hero/hero-stroke-640.webp';
import stroke960 from '#web/assets/hero/hero-stroke-960.webp';

export interface HeroImage {
  src: string;
  srcSet: string;
  width: number;
  height: number;
}

/** The home page's two background images, made by scripts/media/build-media.ts. */
export const heroImages = {
  stroke: {
    src: stroke1280,
    srcSet: `${stroke640} 640w, ${stroke960} 960w, ${stroke1280} 1280w, ${stroke1920} 1920w`,
    width: 1920,
    height: 1080,
  },
  aneurysm: {
    src: aneurysm1280,
    srcSet: `${aneurysm640} 640w, ${aneurysm960} 960w, ${aneurysm1280} 1280w, ${aneurysm1920} 1920w`,
    width: 1920,
    height: 1080,
  },
} satisfies Record<string, HeroImage>;

/** Both hero images fill the viewport's width. */
export const heroImageSizes = '100vw';

/**
 * Starts fetching the first hero image (the landing page's largest paint) at high priority:
 * from the prerendered page's head, or in the app as soon as the router knows the home page
 * is next, alongside the page's code instead of after it.
 */
export function preloadHeroImage(): void {
  const first = heroImages.stroke;
  preload(first.src, {
    as: 'image',
    imageSrcSet: first.srcSet,
    imageSizes: heroImageSizes,
    fetchPriority: 'high',
  });
}
